import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import GoogleProvider from 'next-auth/providers/google';
import { getBackend } from '@/lib/backend';
import type { Role } from '@/lib/domain/user';
import { getAuthSecret } from '@/lib/server/auth-secret';
import { serverEnv } from '@/lib/server/env';
import { firebaseProvider } from './firebase-provider';
import { passwordProvider } from './password-provider';

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

export function googleConfigured(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

/**
 * Who may sign in how. Firebase mode: only the `firebase` provider (the browser signs in with
 * Firebase Auth, password or Google, and sends the ID token). Embedded default: the `password`
 * provider, plus Google OAuth when its credentials are set.
 */
function providers(): NextAuthOptions['providers'] {
  if (serverEnv().BACKEND === 'firebase') return [firebaseProvider()];
  return [
    passwordProvider(),
    ...(googleConfigured()
      ? [GoogleProvider({ clientId: process.env.GOOGLE_CLIENT_ID!, clientSecret: process.env.GOOGLE_CLIENT_SECRET! })]
      : []),
  ];
}

/**
 * next-auth with JWT sessions. The token carries uid, email and role; the role is re-read from
 * the user record at sign-in and at most every ROLE_REFRESH_MS after that, so a demoted admin
 * loses access within a minute.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: '/login', error: '/login' },
    providers: providers(),
    events: {
      // Firebase mode: Logout also ends the account's Firebase sessions (refresh tokens revoked,
      // so an ID token minted before now no longer opens a session). The browser keeps no
      // Firebase session of its own (components/auth/firebase/client.ts), which is why the
      // header's Logout needs no Firebase SDK.
      async signOut({ token }) {
        const uid = typeof token?.uid === 'string' ? token.uid : null;
        if (!uid) return;
        const identity = (await getBackend()).identity;
        await identity?.revokeSessions({ uid }).catch((e: unknown) => console.warn('[auth] could not revoke Firebase sessions', e));
      },
    },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== 'google') return true;
        // Google accounts merge into the user record with the same (verified) e-mail.
        const email = user.email?.toLowerCase();
        const verified = (profile as { email_verified?: boolean } | undefined)?.email_verified !== false;
        if (!email || !verified) return false;
        const users = (await getBackend()).users;
        const existing = await users.getByEmail({ email });
        if (!existing) await users.create({ email, role: 'user' });
        return true;
      },
      async jwt({ token, user, account }) {
        if (user) {
          if (account?.provider === 'google') {
            const record = await (await getBackend()).users.getByEmail({ email: user.email ?? '' });
            token.uid = record?.id;
            token.role = record?.role ?? 'user';
          } else {
            token.uid = user.id;
            token.role = user.role ?? 'user';
          }
          token.roleCheckedAt = Date.now();
        } else if (token.uid && Date.now() - (token.roleCheckedAt ?? 0) > ROLE_REFRESH_MS) {
          const record = await (await getBackend()).users.getById({ id: token.uid });
          // A deleted account keeps no privileges.
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
