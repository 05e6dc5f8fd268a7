import { encode, type JWT } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend';
import { emulatorResetPassword, emulatorSignIn, emulatorSignUp, uniqueAddress } from '@/test/firebase-auth';
import { pointSiteAtFirebase } from '@/test/firebase';
import { testRequest } from '@/test/setup';

/**
 * Firebase mode's sessions against the Auth and Firestore emulators: a password reset finished on
 * Firebase's own page (the site never sees it) ends the site's sessions that signed in before it,
 * within ROLE_REFRESH_MS; Logout and demotion end them at once through the session version.
 */

let backend: Backend;
let authOptions: typeof import('./options').authOptions;
let session: typeof import('./session');
let sessions: typeof import('@/lib/server/sessions');
let ROLE_REFRESH_MS: number;
let SESSION_ENDED: string;

beforeAll(async () => {
  pointSiteAtFirebase('sessions');
  ({ authOptions } = await import('./options'));
  session = await import('./session');
  sessions = await import('@/lib/server/sessions');
  ({ ROLE_REFRESH_MS, SESSION_ENDED } = await import('./session-policy'));
  backend = await (await import('@/lib/backend')).getBackend();
  expect(backend.kind).toBe('firebase');
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs in through the firebase provider and the jwt callback: the session token the site issues. */
async function siteSession(idToken: string): Promise<JWT> {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: (c: unknown) => Promise<{ id: string; email: string; role: string } | null> } };
  const user = await provider.options.authorize({ idToken });
  expect(user).not.toBeNull();
  return authOptions().callbacks!.jwt!({ token: { email: user!.email, sub: user!.id }, user: user!, account: { provider: 'firebase', type: 'credentials', providerAccountId: user!.id } } as never);
}

async function useCookie(token: JWT): Promise<void> {
  testRequest.cookies.clear();
  testRequest.cookies.set('next-auth.session-token', await encode({ token, secret: process.env.NEXTAUTH_SECRET! }));
}

describe('Firebase mode sessions', () => {
  it('a password reset in Firebase Auth ends the sessions from before it (within ROLE_REFRESH_MS); a sign-in after it works', async () => {
    const email = uniqueAddress('reset-admin');
    const first = await emulatorSignUp(email);
    const before = await siteSession(first.idToken);
    await backend.users.setRole({ id: first.uid, role: 'admin' });
    await useCookie(before);
    expect((await session.currentUser())?.role).toBe('admin');

    // Firebase keeps whole seconds: the reset must fall in a later second than the sign-in.
    await sleep(1100);
    await emulatorResetPassword(email, 'a-new-secret-password-2');
    // Within a minute of the last look the server may still use what it read…
    expect(await sessions.endedByIdentity(backend.identity!, first.uid, before)).toBe(false);
    // …after that it asks Firebase again, and the session has ended.
    expect(await sessions.endedByIdentity(backend.identity!, first.uid, before, Date.now() + ROLE_REFRESH_MS + 1)).toBe(true);
    sessions.forgetIdentityChecks();
    await useCookie(before);
    expect(await session.currentUser()).toBeNull();
    // The client's view: the jwt callback ends it (next-auth then clears the cookie).
    await expect(
      authOptions().callbacks!.jwt!({ token: { ...before, roleCheckedAt: Date.now() - ROLE_REFRESH_MS - 1 } } as never),
    ).rejects.toThrow(SESSION_ENDED);

    await sleep(1100);
    const again = await siteSession((await emulatorSignIn(email, 'a-new-secret-password-2')).idToken);
    await useCookie(again);
    expect((await session.currentUser())?.role).toBe('admin');
  });

  it('demotion and Logout end a Firebase-mode session at once (session version in Firestore)', async () => {
    const email = uniqueAddress('logout-admin');
    const account = await emulatorSignUp(email);
    await siteSession(account.idToken);
    await backend.users.setRole({ id: account.uid, role: 'admin' });
    const token = await siteSession(account.idToken);
    await useCookie(token);
    expect((await session.currentUser())?.role).toBe('admin');

    await authOptions().events!.signOut!({ token, session: null as never });
    sessions.forgetIdentityChecks();
    await useCookie(token);
    expect(await session.currentUser()).toBeNull();

    await sleep(1100);
    const fresh = await siteSession((await emulatorSignIn(email)).idToken);
    await useCookie(fresh);
    expect((await session.currentUser())?.id).toBe(account.uid);
    await backend.users.setRole({ id: account.uid, role: 'user' });
    await useCookie(fresh);
    expect(await session.currentUser()).toBeNull();
  });

  it('an account Firebase does not know has no "valid since" time', async () => {
    expect(await backend.identity!.sessionsValidSince({ uid: 'no-such-account-00000000' })).toBeNull();
  });
});
