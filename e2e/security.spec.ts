import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from './test';
import { ImageOptimizerCache } from 'next/dist/server/image-optimizer';
import { dirFiles } from '../tools/bench/dir-files.mjs';
import { watchCsp } from './csp-watch';
import { callAction, findActionId } from './http-client';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_DIST_DIR, E2E_PORT } from './env';
import { DEMO_STUDS, entryIdsByName, PUBLIC_ENTRIES, signIn } from './support';

/**
 * docs/security.md on the production build: security headers read off real responses, the
 * image optimizer's allow-list, /book/<anything> served by one page without a cache entry per id,
 * and no Content-Security-Policy violation on any page (Chromium enforces the policy).
 */

const ROOT = path.resolve(__dirname, '..');

/** Every file under dir (relative path → size); missing dir → empty. */
const files = dirFiles;

test.describe('security headers', () => {
  test('every kind of response carries the CSP and the old hardening headers', async ({ request }) => {
    for (const url of ['/', '/puppies', '/studs', '/book/some-stud', '/login', '/api/auth/csrf', '/no-such-page']) {
      const res = await request.get(url, { maxRedirects: 0 });
      const csp = res.headers()['content-security-policy'];
      expect(csp, url).toBeTruthy();
      for (const d of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) {
        expect(csp, `${url}: ${d}`).toContain(d);
      }
      // No third-party script origin in the embedded default, and no eval.
      const script = /script-src ([^;]+)/.exec(csp!)![1]!.trim().split(/\s+/);
      expect(script, url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp, url).toContain('frame-src https://www.openstreetmap.org');
      expect(res.headers()['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers()['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  test('HSTS only when the visitor came over https (a TLS proxy says so)', async ({ request }) => {
    const plain = await request.get('/');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const proxied = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers()['strict-transport-security']).toBe('max-age=31536000');
    const chained = await request.get('/puppies', { headers: { 'x-forwarded-proto': 'https, http' } });
    expect(chained.headers()['strict-transport-security']).toBe('max-age=31536000');
    const downgraded = await request.get('/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(downgraded.headers()['strict-transport-security']).toBeUndefined();
  });
});

test.describe('image optimizer', () => {
  const image = (url: string, w = 640, q = 75) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`;

  test('serves the site images and uploads, refuses other paths, queries and qualities', async ({ request }) => {
    // The default hero image and an upload the pages use (with its version query).
    expect((await request.get(image('/hero-bg-square.png'))).status()).toBe(200);
    const html = await (await request.get('/puppies')).text();
    const upload = /\/_next\/image\?url=(%2Fmedia%2F[^&"]+)/.exec(html)?.[1];
    expect(upload, 'an upload on /puppies').toBeTruthy();
    const uploadUrl = decodeURIComponent(upload!);
    expect(uploadUrl).toMatch(/^\/media\/.+\?v=\d+$/);
    const ok = await request.get(image(uploadUrl));
    expect(ok.status()).toBe(200);
    expect(ok.headers()['content-type']).toMatch(/^image\//);

    // Refused before any work: other local paths, the hero image with a query, an unlisted quality.
    for (const url of ['/anything-else.png', '/og-default.png', '/seals/akc.svg', '/icon.svg', '/hero-bg-square.png?x=1', '/api/health']) {
      expect((await request.get(image(url))).status(), url).toBe(400);
    }
    for (const q of [1, 50, 74, 76, 100]) expect((await request.get(image('/hero-bg-square.png', 640, q))).status(), `q=${q}`).toBe(400);
    expect((await request.get(image(uploadUrl, 640, 90))).status()).toBe(400);

    // An upload with a made-up version or extra parameters: the media route says 404, so the
    // optimizer has no image to encode and refuses (Next answers 400 for any upstream that is not an image).
    const base = uploadUrl.replace(/\?.*$/, '');
    expect((await request.get(uploadUrl)).status()).toBe(200);
    for (const url of [`${base}?v=1`, `${base}?v=99999999999999`, `${uploadUrl}&x=1`]) {
      expect((await request.get(url)).status(), url).toBe(404);
      expect((await request.get(image(url))).status(), url).toBe(400);
    }
  });

  test('made-up upload queries add nothing to the optimizer cache', async ({ request }) => {
    const html = await (await request.get('/gallery')).text();
    const upload = decodeURIComponent(/\/_next\/image\?url=(%2Fmedia%2F[^&"]+)/.exec(html)![1]!);
    const base = upload.replace(/\?.*$/, '');
    const accept = { Accept: 'image/webp' };
    // The optimizer keeps one folder per cache key under <dist>/cache/images.
    const entry = (href: string) =>
      path.join(ROOT, E2E_DIST_DIR, 'cache', 'images', ImageOptimizerCache.getCacheKey({ href, width: 360, quality: 75, mimeType: 'image/webp' }));
    expect((await request.get(image(upload, 360), { headers: accept })).status()).toBe(200);
    await expect.poll(() => fs.existsSync(entry(upload)), { message: 'the real upload is cached' }).toBe(true);
    const madeUp = Array.from({ length: 20 }, (_, i) => `${base}?v=${Date.now()}${i}`);
    for (const url of madeUp) expect((await request.get(image(url, 360), { headers: accept })).status(), url).toBe(400);
    expect(madeUp.filter((url) => fs.existsSync(entry(url)))).toEqual([]);
  });

  // docs/images.md, "A visitor who leaves mid-resize": one visitor leaving during a first resize
  // must not leave that size hanging for everyone after. No page asks for these widths, so each
  // resize here is a first one (cold), whatever ran before.
  test('a visitor who leaves mid-resize leaves no size hanging for the next: the default hero and an upload', async ({ request }) => {
    test.setTimeout(90_000);
    const html = await (await request.get('/puppies')).text();
    const upload = decodeURIComponent(/\/_next\/image\?url=(%2Fmedia%2F[^&"]+)/.exec(html)![1]!);
    /** Sends the request on a raw connection and drops it after `ms`, as a browser that navigates away. */
    const leave = (url: string, accept: string, ms: number) =>
      new Promise<void>((resolve, reject) => {
        const socket = net.connect(E2E_PORT, '127.0.0.1', () => {
          socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1:${E2E_PORT}\r\nAccept: ${accept}\r\n\r\n`);
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, ms);
        });
        socket.once('error', reject);
      });
    // Each width and format is its own cached size: 64 and 96 px in AVIF and WebP, four first resizes a source.
    const sizes = [64, 96].flatMap((w) => ['image/avif', 'image/webp'].map((type) => ({ w, accept: `${type},*/*` })));
    const hung: string[] = [];
    for (const src of ['/hero-bg-square.png', upload]) {
      for (const [i, { w, accept }] of sizes.entries()) {
        const url = image(src, w);
        await leave(url, accept, [0, 3, 10, 2][i]!);
        const next = await request.get(url, { headers: { Accept: accept }, timeout: 15_000 }).catch(() => null);
        if (next?.status() !== 200) hung.push(`${src} at ${w} px (${accept})`);
      }
    }
    expect(hung, 'sizes that never answered after a visitor left').toEqual([]);
  });
});

test.describe('/book/<anything>', () => {
  test('random ids: one shared page, the product notice, and no cache entry per id', async ({ request }) => {
    // The shared page is made once (built statically; the first request may regenerate it).
    expect((await request.get('/book/warm-up')).status()).toBe(200);
    const distBefore = files(path.join(ROOT, E2E_DIST_DIR));
    const ids = Array.from({ length: 40 }, (_, i) => `made-up-${Date.now().toString(36)}-${i}-${Math.random().toString(36).slice(2, 8)}`);
    for (const [i, id] of ids.entries()) {
      const res = await request.get(`/book/${id}`, i % 2 ? { headers: { RSC: '1' } } : {});
      expect(res.status(), id).toBe(200);
      if (i % 2 === 0) {
        const html = await res.text();
        expect(html).toContain('Stud services must be scheduled by phone');
        expect(html).toMatch(/<h1[^>]*>Book a stud<\/h1>/);
      }
    }
    const distAfter = files(path.join(ROOT, E2E_DIST_DIR));
    const newFiles = [...distAfter.keys()].filter((k) => !distBefore.has(k));
    expect(newFiles.filter((k) => ids.some((id) => k.includes(id)))).toEqual([]);
    expect(newFiles.filter((k) => k.split(path.sep).includes('book'))).toEqual([]);
    // Whatever keeps the cache (build folder or the data folder's store), no id is written anywhere.
    for (const [rel] of files(path.join(ROOT, E2E_DATA_DIR))) {
      if (rel.startsWith(`uploads${path.sep}`)) continue;
      const text = fs.readFileSync(path.join(ROOT, E2E_DATA_DIR, rel)).toString('latin1');
      expect(ids.filter((id) => text.includes(id)), rel).toEqual([]);
    }
  });

  test('deeper paths are still unknown pages', async ({ request }) => {
    expect((await request.get('/book/a/b')).status()).toBe(404);
  });
});

test.describe('no CSP violations', () => {
  // A dozen full page loads each, on a machine that may be busy: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('public pages', async ({ page }) => {
    const violations = await watchCsp(page);
    const puppyId = entryIdsByName().get(PUBLIC_ENTRIES[0]!.name)!;
    const routes = ['/', '/puppies', `/puppies/${puppyId}`, '/studs', '/gallery', '/about', '/contact', '/privacy', '/terms', '/login', '/register', '/forgot-password', '/no-such-page'];
    const seen: string[] = [];
    for (const route of routes) {
      await page.goto(route, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      seen.push(...(await violations()).map((v) => `${route}: ${v}`));
    }
    // The booking redirect runs client-side code (toast, router) on its way back to /studs.
    await page.goto(`/book/${encodeURIComponent(DEMO_STUDS[0]!.name)}`);
    await page.waitForURL(/\/studs$/, { timeout: 10_000 });
    seen.push(...(await violations()).map((v) => `/book: ${v}`));
    expect(seen).toEqual([]);
  });

  test('admin pages', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const violations = await watchCsp(page);
    const seen: string[] = [];
    for (const route of ['/admin', '/admin/basic-info', '/admin/gallery', '/admin/puppies', '/admin/studs', '/admin/messages']) {
      const res = await page.goto(route, { waitUntil: 'load' });
      expect(res?.status(), route).toBe(200);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      seen.push(...(await violations()).map((v) => `${route}: ${v}`));
    }
    expect(seen).toEqual([]);
  });
});

test.describe('server actions called with something other than a form', () => {
  // A crafted request can call a form's server action with any arguments (React's text encoding).
  // Each reads as an empty form: an answer, not a 500, and nothing stored (docs/security.md). The
  // forms whose actions the page's scripts reference; the server-rendered subscribe form's action
  // is called the same way in components/subscribe/actions.test.ts.
  const PUBLIC_FORMS: [page: string, action: string][] = [
    ['/', 'sendContactAction'],
    ['/apply', 'submitApplicationAction'],
    ['/login', 'signInFormAction'],
    ['/register', 'registerFormAction'],
    ['/register', 'registerAction'],
    ['/forgot-password', 'forgotPasswordFormAction'],
    ['/reset-password?token=x', 'resetPasswordFormAction'],
  ];
  const CRAFTED: unknown[][] = [['a string'], [{ status: 'idle' }, 'not a form'], [{ status: 'idle' }, { email: 'family@example.com', password: 'x' }], []];

  for (const [page, name] of PUBLIC_FORMS) {
    test(`${name} on ${page}`, async () => {
      const origin = `http://127.0.0.1:${E2E_PORT}`;
      const id = await findActionId(origin, page, name, new Map());
      for (const args of CRAFTED) {
        const status = await callAction(origin, page, id, new Map(), args);
        expect(status, `${name}(${JSON.stringify(args)})`).toBeLessThan(500);
      }
    });
  }
});
