import { z } from 'zod';
import { MESSAGES } from './messages';
import { PASSWORD_MIN } from './site';
import { INVALID_EMAIL } from './email';

/** Account forms: one schema each, shared by the page, the action and the provider. */

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'That email address is too long.')
  .pipe(z.email(INVALID_EMAIL));

export const credentialsSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password.').max(200),
});

export const registerSchema = z.object({
  email: emailField,
  password: z.string().min(PASSWORD_MIN, MESSAGES.register.weakPassword).max(200, 'That password is too long.'),
});

export const forgotSchema = z.object({ email: emailField });

/** Admin › Account: a new sign-in email, with the current password. */
export const changeEmailSchema = z.object({
  email: emailField,
  current: z.string().min(1, MESSAGES.account.currentRequired).max(200),
});

/** Admin › Account: the current password proves it is the owner at the keyboard. */
export const changePasswordSchema = z
  .object({
    current: z.string().min(1, MESSAGES.account.currentRequired).max(200),
    password: registerSchema.shape.password,
    confirm: z.string().max(200),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: MESSAGES.account.mismatch });

export const resetSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This reset link is invalid or has expired.'),
  password: z.string().min(PASSWORD_MIN, MESSAGES.register.weakPassword).max(200, 'That password is too long.'),
});

/**
 * Failed sign-ins allowed inside the window (then RATE_LIMITED): `max` per email + client address;
 * `perAccount` per email whatever the address (many addresses guessing one password); `perIp` per
 * client address whatever the email (one address trying many accounts).
 */
export const LOGIN_LIMIT = { max: 10, perAccount: 30, perIp: 50, windowMs: 15 * 60_000 } as const;
export const RESET_TTL_MS = 60 * 60_000;

/** Error codes the password provider hands back to the sign-in form (zod-free, for the browser). */
export { AUTH_ERRORS, RATE_LIMITED_MESSAGE } from './auth-errors';
