import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import GoogleProvider from 'next-auth/providers/google';
import type { Role } from '@/lib/domain/user';
import { getAuthSecret } from '@/lib/config/auth-secret';
import { serverEnv } from '@/lib/config/env';
import { firebaseProvider } from '@/lib/server/firebase-provider';
import { passwordProvider } from '@/lib/server/password-provider';
import { acceptGoogleSignIn, endSessionsAtLogout, sessionUser, signInRecord } from '@/lib/server/sessions';
import { ROLE_REFRESH_MS, roleClaimFresh, SESSION_ENDED } from './session-policy';

export { ROLE_REFRESH_MS };

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
    /** The user's sessionVersion when this session was issued (lib/auth/session-policy.ts). */
    sv?: number;
    /** When this session signed in (ms); Firebase mode compares it with the account's "sessions valid since". */
    authAt?: number;
  }
}

export function googleConfigured(): boolean {
  const env = serverEnv();
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * Who may sign in how. Firebase mode: only the `firebase` provider (the browser signs in with
 * Firebase Auth, password or Google, and sends the ID token). Embedded default: the `password`
 * provider, plus Google OAuth when its credentials are set.
 */
function providers(): NextAuthOptions['providers'] {
  const env = serverEnv();
  if (env.BACKEND === 'firebase') return [firebaseProvider()];
  return [
    passwordProvider(),
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? [GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET })]
      : []),
  ];
}

/**
 * next-auth with JWT sessions. The token carries uid, email, role and the session version (`sv`);
 * role and version are read from the user record at sign-in and again whenever the claim is older
 * than ROLE_REFRESH_MS. A session whose version no longer matches the record (demoted, new
 * password, logged out) is ended: the callback throws and next-auth clears the cookie. Server
 * checks do not wait for this: `currentUser()` compares the version on every request.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: '/login', error: '/login' },
    logger: {
      error(code, metadata) {
        // An ended session (SESSION_ENDED from the jwt callback) is expected, not an error: its cookie is cleared.
        const message = metadata instanceof Error ? metadata.message : (metadata as { message?: unknown } | undefined)?.message;
        if (code === 'JWT_SESSION_ERROR' && message === SESSION_ENDED) return;
        // One line per error, whatever the code holds (a code never spans lines or pages).
        // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
        const safe = String(code).replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 80);
        console.error(`[next-auth][error][${safe}]`, metadata);
      },
    },
    providers: providers(),
    events: {
      // Logout ends every session of the account (all devices): its session version is raised, so a
      // copy of the cookie replayed later is refused by the server checks at once.
      // Firebase mode: Logout also ends the account's Firebase sessions (refresh tokens revoked,
      // so an ID token minted before now no longer opens a session). The browser keeps no
      // Firebase session of its own (components/auth/firebase/client.ts), which is why the
      // header's Logout needs no Firebase SDK.
      async signOut({ token }) {
        const uid = typeof token?.uid === 'string' ? token.uid : null;
        if (!uid) return;
        await endSessionsAtLogout(uid, token);
      },
    },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== 'google') return true;
        // Google accounts merge into the user record with the same (verified) email.
        const email = user.email?.toLowerCase();
        const verified = (profile as { email_verified?: boolean } | undefined)?.email_verified !== false;
        if (!email || !verified) return false;
        await acceptGoogleSignIn(email);
        return true;
      },
      async jwt({ token, user, account }) {
        if (user) {
          // Sign-in: role and session version come from the record as it is now.
          const record = await signInRecord(user, account?.provider === 'google');
          if (!record) throw new Error(SESSION_ENDED);
          token.uid = record.id;
          token.role = record.role;
          token.sv = record.sessionVersion;
          token.authAt = Date.now();
          token.roleCheckedAt = Date.now();
        } else if (token.uid && !roleClaimFresh(token)) {
          // A deleted account, or a session issued before the version was raised (or, in Firebase
          // mode, ended by Firebase Auth), has ended.
          const record = await sessionUser(token.uid, token);
          if (!record) throw new Error(SESSION_ENDED);
          token.role = record.role;
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
