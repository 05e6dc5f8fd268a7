import 'server-only';
import { cookies } from 'next/headers';
import { decode, type JWT } from 'next-auth/jwt';
import { cache } from 'react';
import type { User } from '@/lib/domain/user';
import { getAuthSecret } from '@/lib/config/auth-secret';
import { sessionUser } from '@/lib/server/sessions';

/** next-auth's session cookie names (the secure one on https). */
export const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'] as const;

/** Whether the site's own cookies are marked Secure: as next-auth decides for its own, on an https NEXTAUTH_URL. */
export function secureCookies(): boolean {
  return (process.env.NEXTAUTH_URL ?? '').startsWith('https://');
}

/**
 * The signed-in user, or null: the session cookie's JWT is verified with the auth secret and the
 * user is then re-read from the user record, so the role comes from the store, never from the
 * token or a header alone; a session issued under an older session version (demoted, new
 * password, logged out) is no session. Pages, route handlers and server actions call this
 * themselves; middleware is only a first gate. One read per request (React `cache`), shared by
 * the admin layout and its page.
 */
export const currentUser = cache(async (): Promise<User | null> => {
  const session = await sessionCookieClaims();
  return session ? sessionUser(session.uid, session.token) : null;
});

/**
 * The session cookie's verified claims and the account id they name, or null (no cookie, or one
 * this site did not seal). Not a sign-in check by itself: currentUser() reads the user record.
 */
export async function sessionCookieClaims(): Promise<{ uid: string; token: JWT } | null> {
  const jar = await cookies();
  const raw = SESSION_COOKIES.map((n) => jar.get(n)?.value).find(Boolean);
  if (!raw) return null;
  const token = await decode({ token: raw, secret: getAuthSecret() }).catch(() => null);
  const uid = typeof token?.uid === 'string' ? token.uid : null;
  return token && uid ? { uid, token } : null;
}
