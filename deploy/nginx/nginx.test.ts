import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startNginx } from '../../scripts/standalone.mjs';

/**
 * The shipped nginx config (deploy/nginx: nginx.conf, breeder.conf, tls.conf) in front of a small
 * upstream that echoes what it received and answers with the cache headers each test asks for.
 * Needs nginx and Debian's brotli module (apt-get install nginx libnginx-mod-http-brotli-filter;
 * .ci/run installs them).
 */
function nginxWithBrotli(): boolean {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return execFileSync('sh', ['-c', 'ls /usr/lib/nginx/modules/ 2>/dev/null || true']).toString().includes('brotli_filter');
  } catch {
    return false;
  }
}
const available = nginxWithBrotli();
if (!available && process.env.CI) throw new Error('nginx with the brotli module is required on CI (.ci/run installs it)');

type Seen = { url: string; headers: http.IncomingHttpHeaders };
let seen: Seen[] = [];
let hits = new Map<string, number>();
let upstream: http.Server;
let proxy: Awaited<ReturnType<typeof startNginx>>;

const PAGE = '<!doctype html><html><body>' + 'golden retriever puppies '.repeat(100) + '</body></html>';

/** What the app answers per path: the cache headers Next sends for static, dynamic and private routes. */
function answer(url: string): { status: number; headers: Record<string, string>; body: string } {
  const path = url.split('?')[0]!;
  const n = (hits.get(url) ?? 0) + 1;
  hits.set(url, n);
  const html = { 'Content-Type': 'text/html; charset=utf-8' };
  switch (path) {
    case '/isr':
      return { status: 200, headers: { ...html, 'Cache-Control': 's-maxage=30, stale-while-revalidate=30', Vary: 'RSC, Next-Router-State-Tree, Next-Router-Prefetch' }, body: `${PAGE}<!--render ${n}-->` };
    case '/dynamic':
      return { status: 200, headers: { ...html, 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, body: `render ${n}` };
    case '/no-header':
      return { status: 200, headers: html, body: `render ${n}` };
    case '/cookie':
      return { status: 200, headers: { ...html, 'Cache-Control': 's-maxage=30', 'Set-Cookie': 'a=b; Path=/' }, body: `render ${n}` };
    // A families-only journal file the owner opens: the app answers it private, no-store (docs/security.md).
    case '/media/journal/L1/private.webp':
      return { status: 200, headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' }, body: `private ${n}` };
    case '/media/puppies/a.webp':
      return { status: 200, headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' }, body: `image ${n}` };
    default:
      return { status: 404, headers: { ...html, 'Cache-Control': 'private, no-cache, no-store' }, body: 'not found' };
  }
}

beforeAll(async () => {
  if (!available) return;
  upstream = http.createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    const a = answer(req.url!);
    res.writeHead(a.status, a.headers);
    res.end(a.body);
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  proxy = await startNginx({ appPort: (upstream.address() as AddressInfo).port, httpsPort: await freePort(), httpPort: await freePort(), accessLog: true });
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
});

afterAll(async () => {
  if (!available) return;
  await proxy?.stop();
  await new Promise((r) => upstream.close(r));
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(proxy.origin + path, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe.skipIf(!available)('deploy/nginx: the shipped proxy config', () => {
  it('passes the address it sees as the only X-Forwarded-For entry (one hop), with proto and host', async () => {
    seen = [];
    await get('/dynamic', { 'X-Forwarded-For': '203.0.113.7, 198.51.100.1', 'Accept-Encoding': 'gzip, br' });
    const req = seen.at(-1)!;
    expect(req.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(req.headers['x-forwarded-proto']).toBe('https');
    // The host as the browser wrote it, port included: server actions compare it with Origin.
    expect(req.headers['host']).toBe(new URL(proxy.origin).host);
    expect(req.headers['x-forwarded-host']).toBe(new URL(proxy.origin).host);
    // The app sends plain bodies; nginx compresses.
    expect(req.headers['accept-encoding']).toBeUndefined();
  });

  it('logs requests without the secret in a status link, list link, address confirmation or password reset, in the path or the Referer', async () => {
    const secret = 'Zt3xQ9vLm2Rk7Wp4Yc8Hn6Jb1Fd5Gs0TaEuVoXiKlMq'; // 43 characters, like a real token
    const paths = [
      `/status/${secret}`,
      `/status/${secret}/contract/2.pdf`,
      `/subscribe/confirm/${secret}`,
      `/unsubscribe/${secret}`,
      `/account/verify/${secret}`,
      `/reset-password?token=${secret}`,
      `/reset-password?next=%2F&token=${secret}&x=1`,
    ];
    for (const p of paths) await get(p, { Referer: `${proxy.origin}/status/${secret}?from=mail` });
    await get('/isr?plain=1', { Referer: `${proxy.origin}/reset-password?token=${secret}` });
    // nginx writes a request's line once it has finished with it, which can be just after the
    // client has its answer: wait for the last request's line before reading the log.
    const readLog = () => fs.readFileSync(`${proxy.dir}/logs/access.log`, 'utf8');
    await vi.waitFor(() => expect(readLog()).toContain('"GET /isr?plain=1 HTTP/1.1"'), { timeout: 5000, interval: 50 });
    const log = readLog();
    expect(log).not.toContain(secret);
    expect(log).toContain('"GET /status/[removed] HTTP/1.1"');
    expect(log).toContain('"GET /status/[removed]/contract/2.pdf HTTP/1.1"');
    expect(log).toContain('"GET /reset-password?next=%2F&token=[removed]&x=1 HTTP/1.1"');
    expect(log).toContain(`"${proxy.origin}/status/[removed]?from=mail"`);
    expect(log).toContain(`"${proxy.origin}/reset-password?token=[removed]"`);
    // Everything else is logged as it was asked for.
    expect(log).toContain('"GET /isr?plain=1 HTTP/1.1"');
  });

  it('compresses pages with brotli or gzip as the browser asks', async () => {
    const br = await fetch(proxy.origin + '/isr?c=br', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await fetch(proxy.origin + '/isr?c=gz', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toContain('golden retriever puppies');
  });

  it('micro-caches shared-cacheable pages for 10 s, per RSC variant', async () => {
    hits = new Map();
    const first = await get('/isr?m=1');
    const second = await get('/isr?m=1');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(hits.get('/isr?m=1')).toBe(1);
    // A client-side navigation (RSC request) is a different answer and a different cache entry.
    await get('/isr?m=1', { RSC: '1' });
    expect(hits.get('/isr?m=1')).toBe(2);
  });

  it('never stores private, no-store, header-less or cookie-setting answers', async () => {
    hits = new Map();
    for (const path of ['/dynamic', '/no-header', '/cookie', '/nothing-here']) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get('x-cache'), path).not.toBe('HIT');
      expect(hits.get(path), path).toBe(2);
    }
  });

  it('an entry expires after 10 s: a change shows well inside the 60 s coherence bound', async () => {
    hits = new Map();
    const first = await get('/isr?e=1');
    await new Promise((r) => setTimeout(r, 11_000));
    // The first request after expiry may get the stale copy while nginx refreshes it in the background.
    await get('/isr?e=1');
    await new Promise((r) => setTimeout(r, 300));
    const fresh = await get('/isr?e=1');
    expect(fresh.body).not.toBe(first.body);
    expect(hits.get('/isr?e=1')).toBe(2);
  }, 20_000);

  it('keeps uploads (with the app\'s immutable header) and redirects http to https except ACME challenges', async () => {
    hits = new Map();
    await get('/media/puppies/a.webp?v=1');
    const again = await get('/media/puppies/a.webp?v=1');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toContain('immutable');
    const httpPort = Number(/listen 127\.0\.0\.1:(\d+) default_server;/.exec(fs.readFileSync(`${proxy.dir}/breeder.conf`, 'utf8'))![1]);
    const redirect = await fetch(`http://127.0.0.1:${httpPort}/puppies`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('https://127.0.0.1/puppies');
    const acme = await fetch(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/missing`, { redirect: 'manual' });
    expect(acme.status).toBe(404);
  });

  it('never keeps a private /media answer (families-only journal files), though /media ignores the app\'s cache header otherwise', async () => {
    hits = new Map();
    await get('/media/journal/L1/private.webp?v=1');
    const again = await get('/media/journal/L1/private.webp?v=1');
    expect(again.headers.get('x-cache')).not.toBe('HIT');
    expect(hits.get('/media/journal/L1/private.webp?v=1')).toBe(2);
  });
});
