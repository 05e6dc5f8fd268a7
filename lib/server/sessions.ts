import 'server-only';
import { randomBytes } from 'node:crypto';
import { getBackend } from '@/lib/backend';
import type { IdentityStore } from '@/lib/backend/types';
import { hashPassword } from '@/lib/config/password';
import type { User } from '@/lib/domain/user';
import { identitySessionEnded, ROLE_REFRESH_MS, sessionCurrent, type SessionClaims } from '@/lib/auth/session-policy';
import { isEmailVerified, markProviderVerified } from './verification';

/**
 * The user records behind a session (lib/auth/session.ts reads the cookie, lib/auth/options.ts is
 * next-auth's side): who a session belongs to, and what signing in and out changes in the store.
 */

/**
 * The account of a session as it is now, or null when the session has ended: the account is gone,
 * its session version was raised after the session was issued (demoted, new password, logged out),
 * or, in Firebase mode, Firebase Auth ended the account's sessions after this one signed in.
 */
export async function sessionUser(uid: string, token: SessionClaims | null | undefined): Promise<User | null> {
  const backend = await getBackend();
  const user = await backend.users.getById({ id: uid });
  if (!user || !sessionCurrent(token, user)) return null;
  if (backend.identity && (await endedByIdentity(backend.identity, uid, token))) return null;
  return user;
}

/** The record a sign-in opens a session for: by email for Google (merged by address), else by id. */
export async function signInRecord(user: { id: string; email?: string | null }, google: boolean): Promise<User | null> {
  const users = (await getBackend()).users;
  return google ? users.getByEmail({ email: user.email ?? '' }) : users.getById({ id: user.id });
}

/**
 * Logout ends every session of the account (all devices) by raising its session version; only a
 * session that is still current may do so (a replayed old cookie changes nothing). Firebase mode:
 * the account's Firebase sessions are revoked too.
 */
export async function endSessionsAtLogout(uid: string, token: SessionClaims | null | undefined): Promise<void> {
  const backend = await getBackend();
  const record = await backend.users.getById({ id: uid }).catch(() => null);
  if (record && sessionCurrent(token, record)) {
    await backend.users.endSessions({ id: uid }).catch((e: unknown) => console.error('[auth] could not end the sessions at Logout', e));
  }
  const identity = backend.identity;
  await identity?.revokeSessions({ uid }).catch((e: unknown) => console.warn('[auth] could not revoke Firebase sessions', e));
}

/**
 * A Google sign-in with a verified address: merged into the user record with that address (made
 * when there is none). Google proved the address, so an account someone made with it without ever
 * proving it (docs/security.md) is the address owner's now: its unproved password stops working.
 */
export async function acceptGoogleSignIn(email: string): Promise<void> {
  const backend = await getBackend();
  const users = backend.users;
  const existing = await users.getByEmail({ email });
  const record = existing ?? (await users.create({ email, role: 'user' }));
  if (existing && !(await isEmailVerified(existing, backend)) && (await users.getPasswordHash({ id: existing.id }))) {
    await users.setPasswordHash({ id: existing.id, passwordHash: await hashPassword(randomBytes(32).toString('base64url')) });
  }
  await markProviderVerified(record, backend);
}

/** Firebase mode: "sessions valid since" per account, re-read at most every ROLE_REFRESH_MS per server. */
const validSinceCache = new Map<string, { readAt: number; validSince: number | null }>();

/**
 * True when Firebase Auth ended the account's sessions after this one signed in (a password reset
 * or change in Firebase Auth). When Firebase cannot be asked, the session is refused (fail closed).
 */
export async function endedByIdentity(identity: IdentityStore, uid: string, token: SessionClaims | null | undefined, now = Date.now()): Promise<boolean> {
  let entry = validSinceCache.get(uid);
  if (!entry || now - entry.readAt > ROLE_REFRESH_MS) {
    try {
      entry = { readAt: now, validSince: await identity.sessionsValidSince({ uid }) };
    } catch (e) {
      console.error('[auth] could not read when the Firebase sessions of an account were ended', e);
      return true;
    }
    if (validSinceCache.size > 10_000) validSinceCache.clear();
    validSinceCache.set(uid, entry);
  }
  return identitySessionEnded(token, entry.validSince);
}

/** Tests: forget what Firebase said (the next check asks again). */
export function forgetIdentityChecks(): void {
  validSinceCache.clear();
}
