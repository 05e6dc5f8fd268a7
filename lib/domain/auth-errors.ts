/**
 * What the sign-in form needs to word a failure, without zod: the account pages import this
 * instead of ./auth (whose schemas would ship zod to the browser). ./auth re-exports both.
 */
import { AUTH_TEXTS as MESSAGES } from './auth-texts';

/** Error codes the password provider hands back to the sign-in form. */
export const AUTH_ERRORS = { invalid: 'CredentialsSignin', rateLimited: 'RATE_LIMITED' } as const;
export const RATE_LIMITED_MESSAGE = MESSAGES.login.rateLimited;
