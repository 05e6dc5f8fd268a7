import 'server-only';
import { cookies } from 'next/headers';
import { decode } from 'next-auth/jwt';
import { cache } from 'react';
import { getBackend } from '@/lib/backend';
import type { User } from '@/lib/domain/user';
import { getAuthSecret } from '@/lib/config/auth-secret';
import type { IdentityStore } from '@/lib/backend/types';
import { identitySessionEnded, ROLE_REFRESH_MS, sessionCurrent, type SessionClaims } from './session-policy';

/** next-auth's session cookie names (the secure one on https). */
export const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'] as const;

/**
 * The signed-in user, or null: the session cookie's JWT is verified with the auth secret and the
 * user is then re-read from the user record, so the role comes from the store, never from the
 * token or a header alone; a session issued under an older session version (demoted, new
 * password, logged out) is no session. Pages, route handlers and server actions call this
 * themselves; middleware is only a first gate. One read per request (React `cache`), shared by
 * the admin layout and its page.
 */
export const currentUser = cache(async (): Promise<User | null> => {
  const jar = await cookies();
  const raw = SESSION_COOKIES.map((n) => jar.get(n)?.value).find(Boolean);
  if (!raw) return null;
  const token = await decode({ token: raw, secret: getAuthSecret() }).catch(() => null);
  const uid = typeof token?.uid === 'string' ? token.uid : null;
  if (!uid) return null;
  const backend = await getBackend();
  const user = await backend.users.getById({ id: uid });
  if (!user || !sessionCurrent(token, user)) return null;
  if (backend.identity && (await endedByIdentity(backend.identity, uid, token))) return null;
  return user;
});

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
