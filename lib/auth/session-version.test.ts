import { encode, type JWT } from 'next-auth/jwt';
import * as React from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend';
import type { User } from '@/lib/domain/user';
import { useTempDataDir } from '@/test/auth';
import { testRequest } from '@/test/setup';

/**
 * Session versions on the embedded backend, through the real code paths: the server check
 * (`currentUser()`), the next-auth jwt callback and signOut event, password reset, and every admin
 * page and the admin layout called as Next calls them, with real encrypted session cookies.
 */
const tmp = useTempDataDir('breeder-sessions-');
// The pages' JSX compiles to React.createElement here (vitest has no automatic runtime set).
(globalThis as { React?: unknown }).React = React;
const { getBackend } = await import('@/lib/backend');
const { currentUser } = await import('./session');
const { authOptions } = await import('./options');
const { SESSION_ENDED, ROLE_REFRESH_MS } = await import('./session-policy');
const { requestPasswordReset, resetPassword } = await import('@/lib/server/accounts');

let backend: Backend;
beforeAll(async () => {
  backend = await getBackend();
});
afterAll(() => tmp.cleanup());

/** The session token next-auth would have issued to this user now (as the jwt callback does). */
function claimsOf(user: User, extra: Partial<JWT> = {}): JWT {
  return { sub: user.id, uid: user.id, email: user.email, role: user.role, sv: user.sessionVersion, roleCheckedAt: Date.now(), ...extra };
}

/** Makes the next server call carry this session token as its cookie. */
async function useCookie(token: JWT | null): Promise<void> {
  testRequest.cookies.clear();
  testRequest.headers = {};
  if (token) testRequest.cookies.set('next-auth.session-token', await encode({ token, secret: process.env.NEXTAUTH_SECRET! }));
}

let n = 0;
async function admin(): Promise<User> {
  return backend.users.create({ email: `boss${++n}@example.com`, role: 'admin' });
}

describe('currentUser() compares the session version on every call', () => {
  it('demotion ends the admin’s sessions at once; promoting again does not revive them', async () => {
    const boss = await admin();
    const old = claimsOf(boss);
    await useCookie(old);
    expect((await currentUser())?.id).toBe(boss.id);

    await backend.users.setRole({ id: boss.id, role: 'user' });
    await useCookie(old);
    expect(await currentUser()).toBeNull();

    const promoted = await backend.users.setRole({ id: boss.id, role: 'admin' });
    await useCookie(old);
    expect(await currentUser()).toBeNull();
    // A session issued now (new sign-in) works.
    await useCookie(claimsOf(promoted));
    expect((await currentUser())?.role).toBe('admin');
  });

  it('endSessions (Logout) ends every earlier session of that user only', async () => {
    const a = await admin();
    const b = await admin();
    await backend.users.endSessions({ id: a.id });
    await useCookie(claimsOf(a));
    expect(await currentUser()).toBeNull();
    await useCookie(claimsOf(b));
    expect((await currentUser())?.id).toBe(b.id);
  });

  it('a password reset ends the sessions that were open before it', async () => {
    const boss = await admin();
    await backend.users.setPasswordHash({ id: boss.id, passwordHash: 'placeholder' });
    const before = (await backend.users.getById({ id: boss.id }))!;
    await useCookie(claimsOf(before));
    expect((await currentUser())?.id).toBe(boss.id);

    const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await requestPasswordReset({ email: boss.email });
    spy.mockRestore();
    const mail = (await backend.outbox.list({ kind: 'password-reset' })).find((m) => m.to.includes(boss.email))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    await resetPassword({ token, password: 'a-brand-new-password-1' });

    await useCookie(claimsOf(before));
    expect(await currentUser()).toBeNull();
  });

  it('a deleted account or a token without a uid is no session', async () => {
    await useCookie({ sub: 'gone', uid: 'no-such-user', role: 'admin', sv: 0, roleCheckedAt: Date.now() });
    expect(await currentUser()).toBeNull();
    await useCookie({ sub: 'x', role: 'admin', roleCheckedAt: Date.now() });
    expect(await currentUser()).toBeNull();
    await useCookie(null);
    expect(await currentUser()).toBeNull();
  });
});

describe('next-auth callbacks', () => {
  const jwt = (token: JWT, user?: unknown) =>
    authOptions().callbacks!.jwt!({ token, user, account: user ? { provider: 'password', type: 'credentials', providerAccountId: '' } : null } as never);

  it('sign-in takes role and version from the record', async () => {
    const boss = await admin();
    await backend.users.endSessions({ id: boss.id });
    // The provider's user says "user": the record decides.
    const token = await jwt({ email: boss.email }, { id: boss.id, email: boss.email, role: 'user' });
    expect(token).toMatchObject({ uid: boss.id, role: 'admin', sv: 1 });
    expect(Math.abs(Date.now() - (token.roleCheckedAt as number))).toBeLessThan(5_000);
  });

  it('a claim older than ROLE_REFRESH_MS is re-read: current sessions get the record’s role, ended ones are refused', async () => {
    const boss = await admin();
    const stale = Date.now() - ROLE_REFRESH_MS - 1_000;
    const refreshed = await jwt(claimsOf(boss, { roleCheckedAt: stale }));
    expect(refreshed.role).toBe('admin');
    expect(refreshed.roleCheckedAt).toBeGreaterThan(stale);

    await backend.users.setRole({ id: boss.id, role: 'user' });
    await expect(jwt(claimsOf(boss, { roleCheckedAt: stale }))).rejects.toThrow(SESSION_ENDED);
    await expect(jwt({ uid: 'no-such-user', role: 'admin', sv: 0, roleCheckedAt: stale })).rejects.toThrow(SESSION_ENDED);
  });

  it('Logout (the signOut event) raises the version; replaying an ended cookie there changes nothing', async () => {
    const boss = await admin();
    const signOut = authOptions().events!.signOut!;
    await signOut({ token: claimsOf(boss), session: null as never });
    expect((await backend.users.getById({ id: boss.id }))?.sessionVersion).toBe(1);
    await signOut({ token: claimsOf(boss), session: null as never });
    expect((await backend.users.getById({ id: boss.id }))?.sessionVersion).toBe(1);
  });
});

describe('admin pages check the role before reading anything', () => {
  const pages = import.meta.glob<{ default: (props?: unknown) => Promise<unknown> }>('../../app/admin/**/page.tsx');
  const layout = () => import('@/app/admin/layout');

  /**
   * Every method of every store an admin page could read, spied on (the backend is one object per
   * process). The users store is left out: the role check itself reads the user record.
   */
  function spyOnReads() {
    // Every store of the port (new ones included as they are added), but users and the page cache.
    const stores = Object.entries(backend)
      .filter(([name, store]) => name !== 'users' && name !== 'cache' && name !== 'identity' && typeof store === 'object' && store !== null)
      .map(([, store]) => store) as unknown as Record<string, unknown>[];
    const spies = stores.flatMap((store) =>
      Object.keys(store)
        .filter((k) => typeof store[k] === 'function')
        .map((k) => vi.spyOn(store as Record<string, (...a: unknown[]) => unknown>, k)),
    );
    return {
      calls: () => spies.reduce((sum, s) => sum + s.mock.calls.length, 0),
      restore: () => spies.forEach((s) => s.mockRestore()),
    };
  }

  it('finds the admin pages', () => {
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(6);
  });

  it('a demoted admin’s cookie gets a redirect to /login from every page and the layout, and no read runs', async () => {
    const boss = await admin();
    const old = claimsOf(boss);
    await backend.users.setRole({ id: boss.id, role: 'user' });
    for (const [file, load] of Object.entries(pages)) {
      const page = (await load()).default;
      await useCookie(old);
      const reads = spyOnReads();
      try {
        await expect(page({ searchParams: Promise.resolve({}), params: Promise.resolve({}) }), file).rejects.toMatchObject({
          digest: expect.stringContaining(';/login?next=%2Fadmin;'),
        });
        expect(reads.calls(), `${file} read the store`).toBe(0);
      } finally {
        reads.restore();
      }
    }
    await useCookie(old);
    await expect((await layout()).default({ children: null })).rejects.toMatchObject({ digest: expect.stringContaining(';/login?next=%2Fadmin;') });
  });

  it('the current admin’s cookie renders every page, and the pages do read (so the spies above would see a read)', async () => {
    const boss = await admin();
    let total = 0;
    for (const load of Object.values(pages)) {
      const page = (await load()).default;
      await useCookie(claimsOf(boss));
      const reads = spyOnReads();
      try {
        // A page of one record (/admin/litters/[id], …) given no id answers 404 after its read.
        await page({ searchParams: Promise.resolve({}), params: Promise.resolve({}) }).catch((e: unknown) => {
          if (!String((e as { digest?: string } | null)?.digest ?? '').startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) throw e;
        });
        total += reads.calls();
      } finally {
        reads.restore();
      }
    }
    expect(total).toBeGreaterThan(0);
  });
});
