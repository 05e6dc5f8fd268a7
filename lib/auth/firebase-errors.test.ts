import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '@/lib/domain/auth';
import { firebaseAuthFailure, firebaseErrorCode, SESSION_FAILED } from './firebase-errors';

/** What the Firebase JS SDK throws: an Error with a `code` (FirebaseError). */
function fbError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });
}

describe('firebaseErrorCode', () => {
  it('reads the code of a FirebaseError and nothing else', () => {
    expect(firebaseErrorCode(fbError('auth/wrong-password'))).toBe('auth/wrong-password');
    expect(firebaseErrorCode(new Error('boom'))).toBeNull();
    expect(firebaseErrorCode({ code: 42 })).toBeNull();
    expect(firebaseErrorCode({ code: '' })).toBeNull();
    expect(firebaseErrorCode(null)).toBeNull();
    expect(firebaseErrorCode('auth/x')).toBeNull();
  });
});

describe('firebaseAuthFailure: sign-in', () => {
  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/user-disabled', 'auth/internal-error'])(
    '%s reads "Invalid email or password."',
    (code) => {
      expect(firebaseAuthFailure('signIn', fbError(code))).toEqual({ message: 'Invalid email or password.' });
    },
  );

  it('a refused session after Firebase accepted the person reads the same', () => {
    expect(firebaseAuthFailure('signIn', SESSION_FAILED).message).toBe('Invalid email or password.');
    expect(firebaseAuthFailure('signIn', new TypeError('fetch failed')).message).toBe('Invalid email or password.');
  });

  it('too many attempts is the rate-limit text, flagged so the form can offer a reset', () => {
    expect(firebaseAuthFailure('signIn', fbError('auth/too-many-requests'))).toEqual({ message: RATE_LIMITED_MESSAGE, rateLimited: true });
  });

  it('a malformed address points at the email field', () => {
    expect(firebaseAuthFailure('signIn', fbError('auth/invalid-email'))).toEqual({ message: 'Please enter a valid email address.', field: 'email' });
  });
});

describe('firebaseAuthFailure: register', () => {
  it('maps the codes of docs/product.md §8 to their texts and fields', () => {
    expect(firebaseAuthFailure('register', fbError('auth/email-already-in-use'))).toEqual({ message: 'That email is already registered.', field: 'email' });
    expect(firebaseAuthFailure('register', fbError('auth/weak-password'))).toEqual({
      message: 'Password should be at least 6 characters.',
      field: 'password',
    });
    expect(firebaseAuthFailure('register', fbError('auth/operation-not-allowed'))).toEqual({ message: 'Registration failed.' });
    expect(firebaseAuthFailure('register', SESSION_FAILED)).toEqual({ message: 'Registration failed.' });
  });

  it('too many sign-ups is not the sign-in lockout text', () => {
    const failure = firebaseAuthFailure('register', fbError('auth/too-many-requests'));
    expect(failure.message).toBe('Too many sign-ups from this network. Please try again later.');
    expect(failure.rateLimited).toBe(false);
  });
});

describe('firebaseAuthFailure: reset', () => {
  it('unknown email, other failures and limits', () => {
    expect(firebaseAuthFailure('reset', fbError('auth/user-not-found'))).toEqual({ message: 'No account found with that email.', field: 'email' });
    expect(firebaseAuthFailure('reset', fbError('auth/network-request-failed'))).toEqual({ message: 'Failed to send password reset email.' });
    expect(firebaseAuthFailure('reset', new Error('offline'))).toEqual({ message: 'Failed to send password reset email.' });
    expect(firebaseAuthFailure('reset', fbError('auth/too-many-requests')).message).toBe('Too many reset requests. Please try again later.');
  });
});

describe('firebaseAuthFailure: Google popup', () => {
  it.each(['auth/popup-closed-by-user', 'auth/popup-blocked', 'auth/cancelled-popup-request', 'auth/account-exists-with-different-credential', 'auth/too-many-requests'])(
    '%s reads the page’s Google text',
    (code) => {
      expect(firebaseAuthFailure('googleSignIn', fbError(code)).message).toBe('Google sign-in failed.');
      expect(firebaseAuthFailure('googleRegister', fbError(code)).message).toBe('Google registration failed.');
    },
  );

  it('an email-already-in-use from Google is still the Google text, not the password one', () => {
    expect(firebaseAuthFailure('googleRegister', fbError('auth/email-already-in-use'))).toEqual({ message: 'Google registration failed.' });
  });
});
