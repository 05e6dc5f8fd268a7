import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { getBackend } from '@/lib/backend';
import { RESET_TTL_MS } from '@/lib/domain/auth';
import { AppError } from '@/lib/domain/errors';
import { SITE } from '@/lib/domain/site';
import { siteUrl } from '@/lib/config/site-origin';
import type { User } from '@/lib/domain/user';
import { hashPassword, verifyPassword } from '@/lib/config/password';
import { loginAccountKey, loginLimitKey } from './password-provider';
import { markProviderVerified, sendVerification } from './verification';
import { queueMail } from '@/lib/mail';
import { addressFingerprint } from '@/lib/mail/redact';
import { mailTargetAllowed } from '@/lib/mail/target-limits';

/** Account operations behind the auth pages' actions (embedded backend). */

export async function registerWithPassword({ email, password }: { email: string; password: string }): Promise<User> {
  const backend = await getBackend();
  // Firebase mode: accounts are made by Firebase Auth (the register page uses it directly). A user
  // record without an Auth account behind it would only block that address's real sign-up later.
  if (backend.identity) throw new AppError('unavailable', 'Accounts are created through Firebase Auth in Firebase mode');
  const user = await backend.users.create({ email, role: 'user', passwordHash: await hashPassword(password) });
  // The confirmation link goes out through the mail queue; the account exists either way (it can ask again).
  await sendVerification(user, backend).catch((e: unknown) => console.error('[accounts] could not queue the confirmation email', e));
  return user;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Makes a single-use reset token (only its hash is stored, valid one hour) and queues the email
 * through the server's mail queue. The link is never logged: the log says only which account asked,
 * by a fingerprint of its address. An address that had its share of reset emails this hour
 * (lib/mail/target-limits.ts) gets none, and the caller answers as usual.
 */
export async function requestPasswordReset({ email }: { email: string }): Promise<void> {
  const backend = await getBackend();
  const user = await backend.users.getByEmail({ email });
  if (!user) throw new AppError('not_found', 'user-not-found');
  if (!(await mailTargetAllowed(backend, 'password-reset', user.email))) {
    console.log(`[accounts] reset requested for ${addressFingerprint(user.email)}: limit reached, nothing sent`);
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await backend.users.createPasswordReset({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString(),
  });
  const link = `${siteUrl()}/reset-password?token=${token}`;
  await queueMail(
    {
      kind: 'password-reset',
      to: [user.email],
      subject: `Reset your ${SITE.name} password`,
      body: `Someone asked to reset the password of this account. If it was you, open this link within one hour:\n\n${link}\n\nIf not, you can ignore this email.`,
      fromName: SITE.name,
      replyEmail: '',
      phone: '',
    },
    backend,
  );
  console.log(`[accounts] reset requested for ${addressFingerprint(user.email)}`);
}

/**
 * Admin › Account: a new password for a signed-in account, after its current one is checked. The
 * store raises the session version with it, so every session issued before (other devices, this
 * one too) ends; the form signs this browser in again with the new password.
 */
export async function changePassword({ userId, current, password }: { userId: string; current: string; password: string }): Promise<void> {
  const backend = await getBackend();
  if (backend.identity) throw new AppError('unavailable', 'Passwords are changed through Firebase Auth in Firebase mode');
  const ok = await verifyPassword(current, await backend.users.getPasswordHash({ id: userId }));
  if (!ok) throw new AppError('invalid_input', 'wrong-current');
  await backend.users.setPasswordHash({ id: userId, passwordHash: await hashPassword(password) });
}

/** Admin › Account: a new sign-in email for a signed-in account, after its password is checked. */
export async function changeEmail({ userId, current, email }: { userId: string; current: string; email: string }): Promise<User> {
  const backend = await getBackend();
  if (backend.identity) throw new AppError('unavailable', 'Emails are changed through Firebase Auth in Firebase mode');
  const ok = await verifyPassword(current, await backend.users.getPasswordHash({ id: userId }));
  if (!ok) throw new AppError('invalid_input', 'wrong-current');
  return backend.users.setEmail({ id: userId, email });
}

/** Uses the token once and sets the new password; resolves to the account it belonged to. */
export async function resetPassword({ token, password }: { token: string; password: string }): Promise<User> {
  const backend = await getBackend();
  const userId = await backend.users.consumePasswordReset({ tokenHash: hashToken(token) });
  if (!userId) throw new AppError('invalid_input', 'invalid-token');
  await backend.users.setPasswordHash({ id: userId, passwordHash: await hashPassword(password) });
  const user = await backend.users.getById({ id: userId });
  if (!user) throw new AppError('invalid_input', 'invalid-token');
  // The reset link reached this mailbox: that proves the address as a verification link would.
  await markProviderVerified(user, backend).catch((e: unknown) => console.error('[accounts] could not record the verified address', e));
  return user;
}

const HOUR = 60 * 60_000;

/** Records one more `action` (register, reset) from `ip` this hour; true when that is past `max`. */
export async function overHourlyLimit(action: string, ip: string, max: number): Promise<boolean> {
  const n = await (await getBackend()).rateLimits.hit({ key: `${action}:${ip}`, windowMs: HOUR });
  return n > max;
}

/**
 * After a password reset: the sign-in limit message tells people to reset their password, so they
 * may try again at once from this address (other addresses keep their counters), and the account's
 * own counter goes too: the reset proves the mailbox, so a guesser elsewhere cannot keep its owner
 * locked out.
 */
export async function clearSignInLimits(email: string, ip: string): Promise<void> {
  const limits = (await getBackend()).rateLimits;
  await Promise.all([limits.clear({ key: loginLimitKey(email, ip) }), limits.clear({ key: loginAccountKey(email) })]);
}
