import { RATE_LIMITED_MESSAGE } from '@/lib/domain/auth-errors';
import { AUTH_TEXTS as MESSAGES } from '@/lib/domain/auth-texts';

/**
 * Firebase Auth error codes → the texts of docs/product.md §8, for the account forms in Firebase mode.
 * Pure (no Firebase import): the forms pass whatever was thrown and get the message, the field
 * to mark and whether the failure was a rate limit. One table, so every form words a code alike.
 */

/** The flows a form runs; each has its own fallback text (docs/product.md §8). */
export type FirebaseAuthFlow = 'signIn' | 'register' | 'reset' | 'googleSignIn' | 'googleRegister';

export type AuthFailure = {
  message: string;
  /** The input the message belongs to, when there is one. */
  field?: 'email' | 'password';
  rateLimited?: boolean;
};

/** Said when the next-auth half fails after Firebase accepted the person (server down, token refused). */
export const SESSION_FAILED = 'session/failed';

const FALLBACK: Record<FirebaseAuthFlow, string> = {
  signIn: MESSAGES.login.invalid,
  register: MESSAGES.register.failed,
  reset: MESSAGES.reset.failed,
  googleSignIn: MESSAGES.login.googleFailed,
  googleRegister: MESSAGES.register.googleFailed,
};

// The wording the embedded default uses for the same limits (components/auth/actions.ts).
const TOO_MANY: Record<FirebaseAuthFlow, string> = {
  signIn: RATE_LIMITED_MESSAGE,
  register: MESSAGES.register.tooMany,
  reset: MESSAGES.reset.tooMany,
  googleSignIn: MESSAGES.login.googleFailed,
  googleRegister: MESSAGES.register.googleFailed,
};

const INVALID_EMAIL = MESSAGES.login.invalidEmail;

/** The `code` of a FirebaseError (`auth/…`), or null for anything else. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.length > 0 ? code : null;
}

/** What the form shows for a failed flow; `error` is the thrown value or a code string. */
export function firebaseAuthFailure(flow: FirebaseAuthFlow, error: unknown): AuthFailure {
  const code = typeof error === 'string' ? error : firebaseErrorCode(error);
  if (code === 'auth/too-many-requests') return { message: TOO_MANY[flow], rateLimited: flow === 'signIn' };

  switch (flow) {
    case 'signIn':
      // Unknown email and wrong password read the same, so the form does not reveal accounts.
      if (code === 'auth/invalid-email') return { message: INVALID_EMAIL, field: 'email' };
      return { message: MESSAGES.login.invalid };
    case 'register':
      if (code === 'auth/email-already-in-use') return { message: MESSAGES.register.emailInUse, field: 'email' };
      if (code === 'auth/weak-password') return { message: MESSAGES.register.weakPassword, field: 'password' };
      if (code === 'auth/invalid-email') return { message: INVALID_EMAIL, field: 'email' };
      return { message: MESSAGES.register.failed };
    case 'reset':
      if (code === 'auth/user-not-found') return { message: MESSAGES.reset.userNotFound, field: 'email' };
      if (code === 'auth/invalid-email' || code === 'auth/missing-email') return { message: INVALID_EMAIL, field: 'email' };
      return { message: MESSAGES.reset.failed };
    default:
      // Popup blocked, closed, cancelled, account conflicts, network: one Google text per page.
      return { message: FALLBACK[flow] };
  }
}
