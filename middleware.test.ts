import { encode } from 'next-auth/jwt';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_REFRESH_MS } from '@/lib/auth/session-policy';
import { installPagePresenceCheck } from '@/lib/routing/page-presence';
import { useTempDataDir } from '@/test/auth';

const temp = useTempDataDir('breeder-middleware-');
process.env.NEXT_PUBLIC_SITE_URL = 'https://breeder.example';

const { middleware, config } = await import('./middleware');

afterAll(() => temp.cleanup());

async function request(claims: Record<string, unknown> | null, headers: Record<string, string> = {}) {
  const cookie = claims
    ? `next-auth.session-token=${await encode({ token: { sub: 'u1', uid: 'u1', ...claims }, secret: process.env.NEXTAUTH_SECRET! })}`
    : '';
  return new NextRequest('http://127.0.0.1:3000/admin/messages', { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

function passed(res: Response): boolean {
  return res.headers.get('x-middleware-next') === '1';
}

describe('middleware: the first gate for /admin page loads', () => {
  beforeAll(() => expect(process.env.NEXTAUTH_SECRET).toBeTruthy());

  it('sends a visitor without a session to /login on the public origin, not the server address', async () => {
    const res = await middleware(await request(null, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }));
    expect(res.status).toBe(307);
    // With the admin path to return to after signing in.
    expect(res.headers.get('location')).toBe('https://breeder.example/login?next=%2Fadmin%2Fmessages');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a non-admin claim read from the record within the bound', async () => {
    const res = await middleware(await request({ role: 'user', roleCheckedAt: Date.now() }));
    expect(res.status).toBe(307);
  });

  it('lets a fresh admin claim through (the pages check the record again)', async () => {
    expect(passed(await middleware(await request({ role: 'admin', roleCheckedAt: Date.now() })))).toBe(true);
  });

  it('does not act on a claim older than the bound: neither refuses nor trusts it, the server checks decide', async () => {
    const old = Date.now() - ROLE_REFRESH_MS - 1_000;
    expect(passed(await middleware(await request({ role: 'user', roleCheckedAt: old })))).toBe(true);
    expect(passed(await middleware(await request({ role: 'admin', roleCheckedAt: old })))).toBe(true);
    // A claim dated in the future is not fresh either.
    expect(passed(await middleware(await request({ role: 'user', roleCheckedAt: Date.now() + 60_000 })))).toBe(true);
  });

  it('refuses a forged cookie', async () => {
    const res = await middleware(
      new NextRequest('http://127.0.0.1:3000/admin', { headers: { cookie: 'next-auth.session-token=not-a-jwt' } }),
    );
    expect(res.status).toBe(307);
  });
});

describe('middleware matcher', () => {
  const matches = (url: string, headers: Record<string, string> = {}) =>
    // Node request headers: lower-case names in a plain object.
    unstable_doesMiddlewareMatch({ config, url, headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) });

  it('runs on /admin page loads, RSC navigations and prefetches', () => {
    expect(matches('/admin')).toBe(true);
    expect(matches('/admin/messages')).toBe(true);
    expect(matches('/admin/studs', { RSC: '1', 'Next-Router-Prefetch': '1' })).toBe(true);
  });

  it('skips requests with a body (server actions with or without JavaScript, uploads) and public pages', () => {
    expect(matches('/admin/basic-info', { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' })).toBe(false);
    expect(matches('/admin/basic-info', { 'content-type': 'multipart/form-data; boundary=x' })).toBe(false);
    expect(matches('/puppies')).toBe(false);
    expect(matches('/administrator')).toBe(false);
  });
});

describe('middleware: /puppies views', () => {
  it('runs on /puppies with a listing query only, and leaves the plain page alone', async () => {
    for (const k of ['type', 'q', 'sort', 'page', 'from']) expect(unstable_doesMiddlewareMatch({ config, url: `/puppies?${k}=x` }), k).toBe(true);
    expect(unstable_doesMiddlewareMatch({ config, url: '/puppies?utm_source=x' })).toBe(false);
    const detail = await middleware(new NextRequest('http://127.0.0.1:3000/puppies/abc?page=2'));
    expect(passed(detail)).toBe(true);
    expect(detail.headers.get('x-middleware-rewrite')).toBeNull();
    const res = await middleware(new NextRequest('http://127.0.0.1:3000/puppies'));
    expect(passed(res)).toBe(true);
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('rewrites a listing query to its one canonical view route, the address bar unchanged', async () => {
    const res = await middleware(new NextRequest('http://127.0.0.1:3000/puppies?q=%20Red%20&sort=name&page=2&from=1&type=bogus'));
    const to = new URL(res.headers.get('x-middleware-rewrite')!);
    // Load more's pages (from 1 to 2) are part of the view: the server renders both without JavaScript.
    expect(to.pathname).toBe('/puppies/view/all.name.1-2.UmVk');
    expect(res.status).toBe(200);
    const plain = await middleware(new NextRequest('http://127.0.0.1:3000/puppies?page=2'));
    expect(new URL(plain.headers.get('x-middleware-rewrite')!).pathname).toBe('/puppies/view/all.featured.2.');
  });
});

describe('middleware: pages whose record is not there (lib/routing/page-presence.ts)', () => {
  const matches = (url: string, headers: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url, headers });
  const PAGES = ['/puppies/abc', '/puppies/view/all.featured.2.', '/litters/abc', '/parents/abc', '/gallery/page/3', '/status/abc', '/unsubscribe/abc'];

  it('runs on page loads of the addresses whose pages can be missing, not on the router’s requests or form posts', () => {
    for (const url of PAGES) {
      expect(matches(url), url).toBe(true);
      expect(matches(url, { rsc: '1' }), `${url} (RSC)`).toBe(false);
      expect(matches(url, { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }), `${url} (action)`).toBe(false);
      expect(matches(url, { 'content-type': 'multipart/form-data; boundary=x' }), `${url} (form post)`).toBe(false);
    }
    for (const url of ['/puppies/abc/og.png', '/puppies/view/a/b', '/gallery', '/litters', '/status']) expect(matches(url), url).toBe(false);
  });

  it('sends a missing record to the designed 404 page (query dropped, address bar unchanged); anything else goes on', async () => {
    const answers = new Map<string, boolean | null | Error>([
      ['/puppies/gone', false],
      ['/puppies/here', true],
      ['/status/unsure', null],
      ['/litters/broken', new Error('backend down')],
    ]);
    const asked: string[] = [];
    installPagePresenceCheck(async (path) => {
      asked.push(path);
      const a = answers.get(path);
      if (a instanceof Error) throw a;
      return a ?? null;
    });
    try {
      const gone = await middleware(new NextRequest('http://127.0.0.1:3000/puppies/gone?utm_source=x'));
      const to = new URL(gone.headers.get('x-middleware-rewrite')!);
      expect(to.pathname).toBe('/puppies/gone/_missing/_page');
      expect(to.search).toBe('');
      for (const path of ['/puppies/here', '/status/unsure', '/litters/broken']) {
        const res = await middleware(new NextRequest(`http://127.0.0.1:3000${path}`));
        expect(passed(res), path).toBe(true);
        expect(res.headers.get('x-middleware-rewrite'), path).toBeNull();
      }
      // Only reads are answered here; anything else is the page's own business.
      expect(passed(await middleware(new NextRequest('http://127.0.0.1:3000/puppies/gone', { method: 'POST' })))).toBe(true);
      expect(asked).toEqual(['/puppies/gone', '/puppies/here', '/status/unsure', '/litters/broken']);
    } finally {
      installPagePresenceCheck(undefined);
    }
  });

  it('lets every page render as before when nothing answers (the check is not installed yet)', async () => {
    const res = await middleware(new NextRequest('http://127.0.0.1:3000/puppies/gone'));
    expect(passed(res)).toBe(true);
  });
});
