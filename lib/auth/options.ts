import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import { getBackend } from '@/lib/backend';
import type { Role } from '@/lib/domain/user';
import { getAuthSecret } from '@/lib/server/auth-secret';

/** How often the role in a session token is re-read from the user record. */
export const ROLE_REFRESH_MS = 60_000;

declare module 'next-auth' {
  interface Session {
    user: { uid: string; email: string | null; role: Role };
  }
  interface User {
    role?: Role;
  }
}
declare module 'next-auth/jwt' {
  interface JWT {
    uid?: string;
    role?: Role;
    roleCheckedAt?: number;
  }
}

/**
 * next-auth with JWT sessions. The token carries uid, email and role; the role is re-read from
 * the user record at sign-in and at most every ROLE_REFRESH_MS after that.
 * Sign-in providers are added by the accounts work (password) and the Firebase work.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: '/login' },
    providers: [],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = user.role ?? 'user';
          token.roleCheckedAt = Date.now();
        } else if (token.uid && Date.now() - (token.roleCheckedAt ?? 0) > ROLE_REFRESH_MS) {
          const record = await (await getBackend()).users.getById({ id: token.uid });
          token.role = record?.role ?? 'user';
          token.roleCheckedAt = Date.now();
        }
        return token;
      },
      async session({ session, token }) {
        session.user = { uid: token.uid ?? '', email: token.email ?? null, role: token.role === 'admin' ? 'admin' : 'user' };
        return session;
      },
    },
  };
}
