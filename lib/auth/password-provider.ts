import 'server-only';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getBackend } from '@/lib/backend';
import { AUTH_ERRORS, credentialsSchema, LOGIN_LIMIT } from '@/lib/domain/auth';
import { verifyPassword } from '@/lib/server/password';
import { clientIp } from './client-ip';

/** The rate-limit counter of one e-mail + client address (also cleared after a password reset). */
export function loginLimitKey(email: string, ip: string): string {
  return `login:${email.trim().toLowerCase()}:${ip}`;
}

/**
 * E-mail + password sign-in on the embedded backend. Unknown e-mails cost the same scrypt work
 * as known ones, and each e-mail + IP pair gets LOGIN_LIMIT.max failures per window.
 */
export function passwordProvider() {
  return CredentialsProvider({
    id: 'password',
    name: 'E-mail and password',
    credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
    async authorize(credentials, req) {
      const parsed = credentialsSchema.safeParse(credentials ?? {});
      if (!parsed.success) return null;
      const { email, password } = parsed.data;
      const backend = await getBackend();
      const key = loginLimitKey(email, clientIp(req?.headers));
      if ((await backend.rateLimits.count({ key, windowMs: LOGIN_LIMIT.windowMs })) >= LOGIN_LIMIT.max) {
        throw new Error(AUTH_ERRORS.rateLimited);
      }
      const user = await backend.users.getByEmail({ email });
      const hash = user ? await backend.users.getPasswordHash({ id: user.id }) : null;
      const ok = await verifyPassword(password, hash);
      if (!user || !ok) {
        await backend.rateLimits.hit({ key, windowMs: LOGIN_LIMIT.windowMs });
        return null;
      }
      await backend.rateLimits.clear({ key });
      return { id: user.id, email: user.email, role: user.role };
    },
  });
}
