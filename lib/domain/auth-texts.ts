import { INVALID_EMAIL } from './email';

/**
 * The account pages' texts (docs/product.md §8 "Login", "Register", "Reset"), in a module of their own so
 * the sign-in, registration and password forms ship these few strings, not the whole message
 * catalogue (docs/scale.md's first-load budget). The catalogue (lib/domain/messages.ts,
 * MESSAGES.login/register/reset) is these objects: one wording, one place.
 */
export const AUTH_TEXTS = {
  login: {
    invalid: 'Invalid email or password.',
    googleFailed: 'Google sign-in failed.',
    success: 'Signed in successfully!',
    googleSuccess: 'Signed in with Google!',
    // Beyond the spec: the sign-in limits (lib/server/password-provider.ts) and a malformed address.
    rateLimited: 'Too many failed attempts. Please wait 15 minutes and try again, or reset your password.',
    invalidEmail: INVALID_EMAIL,
  },
  register: {
    failed: 'Registration failed.',
    emailInUse: 'That email is already registered.',
    weakPassword: 'Password should be at least 6 characters.',
    googleFailed: 'Google registration failed.',
    success: 'Registration successful!',
    googleSuccess: 'Signed up with Google!',
    // Beyond the spec: the sign-up limit per network.
    tooMany: 'Too many sign-ups from this network. Please try again later.',
  },
  reset: {
    failed: 'Failed to send password reset email.',
    userNotFound: 'No account found with that email.',
    sent: 'Password reset email sent!',
    // Beyond the spec: the page the emailed link opens.
    invalidLink: 'This reset link is invalid or has expired.',
    updated: 'Your password has been updated. You can sign in now.',
    updateFailed: 'Could not update the password. Please try again.',
    tooMany: 'Too many reset requests. Please try again later.',
  },
} as const;
