import 'server-only';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getBackend } from '@/lib/backend';
import { AUTH_ERRORS, credentialsSchema, LOGIN_LIMIT } from '@/lib/domain/auth';
import { closeEndpoint } from '@/lib/server/load-shedding';
import { isPasswordBusy, verifyPassword } from '@/lib/config/password';
import type { User } from '@/lib/domain/user';
import { clientIp } from '@/lib/auth/client-ip';

const normalize = (email: string) => email.trim().toLowerCase();

/** The rate-limit counter of one email + client address (also cleared after a password reset). */
export function loginLimitKey(email: string, ip: string): string {
  return `login:${normalize(email)}:${ip}`;
}

/** The counter of one account, whatever the address (cleared by a password reset, not by a sign-in). */
export function loginAccountKey(email: string): string {
  return `login-account:${normalize(email)}`;
}

/** The counter of one client address, whatever the account. */
function loginIpKey(ip: string): string {
  return `login-ip:${ip}`;
}

/**
 * Email + password sign-in on the embedded backend. Unknown emails cost the same scrypt work
 * as known ones. Failures count three ways (LOGIN_LIMIT): per email + address, per account and
 * per address; any counter at its limit refuses before any hashing. The client address comes from
 * the server's stamp (lib/auth/client-ip.ts), not from what the request claims.
 */
export async function authorizePassword(
  credentials: Record<string, unknown> | undefined,
  headers: Parameters<typeof clientIp>[0],
): Promise<{ id: string; email: string; role: User['role'] } | null> {
  const parsed = credentialsSchema.safeParse(credentials ?? {});
  if (!parsed.success) return null;
  const { email, password } = parsed.data;
  const backend = await getBackend();
  const ip = clientIp(headers);
  const counters = [
    { key: loginLimitKey(email, ip), max: LOGIN_LIMIT.max },
    { key: loginAccountKey(email), max: LOGIN_LIMIT.perAccount },
    { key: loginIpKey(ip), max: LOGIN_LIMIT.perIp },
  ];
  const counts = await Promise.all(counters.map(({ key }) => backend.rateLimits.count({ key, windowMs: LOGIN_LIMIT.windowMs })));
  if (counts.some((n, i) => n >= counters[i]!.max)) throw new Error(AUTH_ERRORS.rateLimited);

  const user = await backend.users.getByEmail({ email });
  const hash = user ? await backend.users.getPasswordHash({ id: user.id }) : null;
  let ok: boolean;
  try {
    ok = await verifyPassword(password, hash);
  } catch (e) {
    // The hashing queue is full (a flood): refused like a limit, nothing counted, and the
    // server's gate answers sign-ins itself for a moment (lib/server/load-shedding.ts).
    if (isPasswordBusy(e)) {
      closeEndpoint('sign-in', 1_000);
      throw new Error(AUTH_ERRORS.rateLimited);
    }
    throw e;
  }
  if (!user || !ok) {
    await Promise.all(counters.map(({ key }) => backend.rateLimits.hit({ key, windowMs: LOGIN_LIMIT.windowMs })));
    return null;
  }
  // Only this address's counter for this account: clearing the account's or the address's own
  // would let a guesser reset them by signing in to an account of their own.
  await backend.rateLimits.clear({ key: counters[0]!.key });
  return { id: user.id, email: user.email, role: user.role };
}

/**
 * next-auth's `password` provider (the browser's sign-in); a sign-in posted by the form itself,
 * before its script runs, is checked by the same `authorizePassword` (lib/auth/form-sign-in.ts).
 */
export function passwordProvider() {
  return CredentialsProvider({
    id: 'password',
    name: 'Email and password',
    credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
    authorize: (credentials, req) => authorizePassword(credentials, req?.headers),
  });
}
