import 'server-only';
import { cookies, headers } from 'next/headers';
import type { Account } from 'next-auth';
import { encode } from 'next-auth/jwt';
import { getAuthSecret } from '@/lib/config/auth-secret';
import { AUTH_ERRORS } from '@/lib/domain/auth-errors';
import { SESSION_HINT_COOKIE } from '@/lib/domain/session-hint';
import { authOptions } from './options';
import { authorizePassword } from '@/lib/server/password-provider';
import { SESSION_COOKIES, secureCookies } from './session';

type FormSignIn = 'ok' | 'invalid' | 'rate-limited';

/**
 * A password sign-in posted by the account form itself (before its script runs, or with scripts
 * off), on the embedded backend. The same check as next-auth's `password` provider
 * (`authorizePassword`: limits, scrypt, counters), the same `jwt` callback (role, session version),
 * and the session cookie next-auth itself would set: its documented name and flags, the token
 * sealed with next-auth's public `encode`. So a session started here is read, refreshed and ended
 * exactly like one started through next-auth's sign-in route.
 */
export async function signInFromForm(email: string, password: string): Promise<FormSignIn> {
  let user: Awaited<ReturnType<typeof authorizePassword>>;
  try {
    user = await authorizePassword({ email, password }, await headers());
  } catch (e) {
    if (e instanceof Error && e.message === AUTH_ERRORS.rateLimited) return 'rate-limited';
    throw e;
  }
  if (!user) return 'invalid';

  const options = authOptions();
  const account: Account = { provider: 'password', type: 'credentials', providerAccountId: user.id };
  const token = await options.callbacks!.jwt!({
    token: { email: user.email, sub: user.id },
    user: { id: user.id, email: user.email, role: user.role },
    account,
    trigger: 'signIn',
  });
  const maxAge = options.session?.maxAge ?? 30 * 24 * 60 * 60;
  const secure = secureCookies();
  const value = await encode({ token, secret: getAuthSecret(), maxAge });
  const jar = await cookies();
  const expires = new Date(Date.now() + maxAge * 1000);
  jar.set(secure ? SESSION_COOKIES[0] : SESSION_COOKIES[1], value, { httpOnly: true, sameSite: 'lax', path: '/', secure, expires });
  // The menu's signed-in hint (lib/domain/session-hint.ts), for the page the form goes to next.
  jar.set(SESSION_HINT_COOKIE, user.role === 'admin' ? 'admin' : 'user', { httpOnly: false, sameSite: 'lax', path: '/', secure, expires });
  return 'ok';
}
