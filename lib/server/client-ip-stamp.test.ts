import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, clientIp, clientIpFromChain } from '@/lib/auth/client-ip';
import { buildTemplateParams, CONTACT_LIMITS, CONTACT_RATE_KEYS } from '@/lib/domain/contact';
import { useTempDataDir } from '@/test/auth';

/**
 * The client address on a real socket: Node http servers with the stamp installed the way
 * instrumentation-node.ts installs it, in front of the real contact endpoint. The addresses here
 * are all 127.0.0.1 on the wire; only what the client writes in X-Forwarded-For changes.
 */
const tmp = useTempDataDir('breeder-client-ip-');
// Installed before the route module is loaded, as in `next start` (instrumentation runs first).
const { installClientIpStamp, stampClientIp } = await import('./client-ip-stamp');
const { admit, closeEndpoint, resetLoadShedding, SHED_BUCKET } = await import('./load-shedding');
const { POST } = await import('@/app/api/v1.0/email/send/route');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();

const OWNER = 'puppies@albiongoldens.example';
function body(message: string) {
  return JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local',
    service_id: 'local_outbox',
    template_id: 'contact_form',
    template_params: buildTemplateParams({ name: 'Pat', email: 'pat@example.com', phone: '', message }, [OWNER]),
  });
}

/** A server that hands each request, as Next would, to the route handler. `hops` re-stamps as a server configured with that many trusted proxies. */
let handled = 0;
function serve(hops: number | null): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    handled++;
    if (hops !== null) stampClientIp(req, hops);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    if (req.url === '/whoami') {
      res.end(JSON.stringify({ header: req.headers[CLIENT_IP_HEADER], ip: clientIp(headers) }));
      return;
    }
    const out = await POST(new Request(`http://localhost${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) }));
    res.writeHead(out.status, { 'content-type': 'text/plain' });
    res.end(await out.text());
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

const send = (url: string, message: string, xff: string) =>
  fetch(`${url}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': xff, [CLIENT_IP_HEADER]: '198.51.100.99' },
    body: body(message),
  });

beforeAll(async () => {
  installClientIpStamp(0);
  await backend.settings.setBasicInfo({ input: { address: '', phone: '', email: '', facebook: '', notificationEmails: [OWNER] } });
});
afterAll(tmp.cleanup);
beforeEach(async () => {
  resetLoadShedding();
  handled = 0;
  for (const key of [CONTACT_RATE_KEYS.everyone, CONTACT_RATE_KEYS.perIp('127.0.0.1'), CONTACT_RATE_KEYS.perIp('10.0.0.1')]) await backend.rateLimits.clear({ key });
});

describe('client address from the socket (TRUSTED_PROXY_HOPS=0, the default)', () => {
  it('stamps every request with the socket address, replacing a copy the client sent', async () => {
    const s = await serve(null);
    try {
      const r = await fetch(`${s.url}/whoami`, { headers: { 'x-forwarded-for': '203.0.113.5', [CLIENT_IP_HEADER]: '203.0.113.6' } });
      expect(await r.json()).toEqual({ header: '127.0.0.1', ip: '127.0.0.1' });
    } finally {
      await s.close();
    }
  });

  it('limits a client that rotates X-Forwarded-For like the one address it is', async () => {
    const s = await serve(null);
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= CONTACT_LIMITS.perIp + 4; i++) statuses.push((await send(s.url, `Rotating ${i}`, `203.0.113.${i}`)).status);
      expect(statuses).toEqual([...Array(CONTACT_LIMITS.perIp).fill(200), ...Array(4).fill(429)]);
      expect((await backend.outbox.list({ kind: 'contact' })).filter((m) => m.body.startsWith('Rotating '))).toHaveLength(CONTACT_LIMITS.perIp);
    } finally {
      await s.close();
    }
  });
});

describe('client address behind trusted proxies (TRUSTED_PROXY_HOPS=1)', () => {
  it('believes the entry the trusted proxy appended, and only that one', async () => {
    const s = await serve(1);
    try {
      // The proxy appends the address it saw (10.0.0.1); whatever the client wrote before it is ignored.
      const statuses: number[] = [];
      for (let i = 1; i <= CONTACT_LIMITS.perIp + 2; i++) statuses.push((await send(s.url, `Spoofing ${i}`, `203.0.113.${i}, 10.0.0.1`)).status);
      expect(statuses).toEqual([...Array(CONTACT_LIMITS.perIp).fill(200), 429, 429]);
      // Different clients seen by the proxy are different visitors.
      for (let i = 1; i <= 3; i++) expect((await send(s.url, `Neighbour ${i}`, `10.0.1.${i}`)).status).toBe(200);
      const who = await fetch(`${s.url}/whoami`, { headers: { 'x-forwarded-for': '1.1.1.1, 192.0.2.44' } });
      expect(await who.json()).toEqual({ header: '192.0.2.44', ip: '192.0.2.44' });
    } finally {
      await s.close();
    }
  });
});

describe('clientIpFromChain', () => {
  it('counts hops from the right and falls back to what it can name', () => {
    const chain = (forwardedFor: string | undefined, hops: number, socketAddress = '::ffff:10.0.0.9') => clientIpFromChain({ socketAddress, forwardedFor, hops });
    expect(chain('1.1.1.1, 2.2.2.2', 0)).toBe('10.0.0.9');
    expect(chain('1.1.1.1, 2.2.2.2', 1)).toBe('2.2.2.2');
    expect(chain('1.1.1.1, 2.2.2.2', 2)).toBe('1.1.1.1');
    // Fewer entries than hops: the leftmost; none: the socket.
    expect(chain('2.2.2.2', 3)).toBe('2.2.2.2');
    expect(chain(undefined, 1)).toBe('10.0.0.9');
    // Garbage where an address should be stops at the last good hop.
    expect(chain('1.1.1.1, not-an-ip', 2)).toBe('10.0.0.9');
    expect(chain(' 2001:DB8::1 ,', 1)).toBe('2001:db8::1');
    expect(chain('x', 0, 'garbage')).toBe('unknown');
  });
});

describe('load shedding before Next sees the request', () => {
  it('answers a client past an honest pace itself; other clients and other requests pass', async () => {
    const s = await serve(1);
    try {
      const flood = (i: number) =>
        fetch(`${s.url}/api/v1.0/email/send`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' }, body: `{"n":${i}}` });
      const statuses: number[] = [];
      const t0 = Date.now();
      for (let i = 0; i < SHED_BUCKET.burst + 20; i++) statuses.push((await flood(i)).status);
      // The burst (and what the pace refilled meanwhile) reaches the handler, which refuses the
      // bad bodies itself (400); the rest never does (429 from the gate).
      const refilled = Math.ceil(((Date.now() - t0) / 1000) * SHED_BUCKET.perSecond);
      expect(handled).toBeGreaterThanOrEqual(SHED_BUCKET.burst);
      expect(handled).toBeLessThanOrEqual(SHED_BUCKET.burst + refilled);
      expect(statuses.filter((c) => c === 400)).toHaveLength(handled);
      expect(statuses.filter((c) => c === 429)).toHaveLength(SHED_BUCKET.burst + 20 - handled);
      expect(statuses.slice(0, SHED_BUCKET.burst).every((c) => c === 400)).toBe(true);
      // (All of it comes from 127.0.0.1 here, the address the gate sees with 0 hops.) Other requests pass.
      expect((await fetch(`${s.url}/whoami`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('answers everyone while the route has closed the endpoint, with what the endpoint would say', async () => {
    const s = await serve(1);
    try {
      closeEndpoint('contact', 60_000);
      const res = await send(s.url, 'During the ceiling', '10.8.8.8');
      expect(res.status).toBe(429);
      expect(await res.text()).toBe('Too Many Requests');
      expect(handled).toBe(0);
      closeEndpoint('sign-in', 60_000);
      const signIn = await fetch(`${s.url}/api/auth/callback/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.8.8.9' },
        body: 'email=a%40b.co&password=x&json=true',
      });
      expect(signIn.status).toBe(429);
      // next-auth's client reads the error from this URL: the form shows its "too many attempts" message.
      expect(new URL(((await signIn.json()) as { url: string }).url).searchParams.get('error')).toBe('RATE_LIMITED');
      expect(handled).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('closes the contact endpoint once the site-wide ceiling is reached', async () => {
    const s = await serve(1);
    try {
      for (let i = 1; i <= CONTACT_LIMITS.globalPerMinute; i++) expect((await send(s.url, `Crowd ${i}`, `10.7.0.${i}`)).status).toBe(200);
      expect((await send(s.url, 'One too many', '10.7.1.1')).status).toBe(429);
      const before = handled;
      expect((await send(s.url, 'Shed', '10.7.1.2')).status).toBe(429);
      expect(handled).toBe(before);
    } finally {
      await s.close();
    }
  });
});

describe('admit', () => {
  it('gives each client and endpoint its own bucket, refilled at a steady pace', () => {
    const t = 1_000_000;
    for (let i = 0; i < SHED_BUCKET.burst; i++) expect(admit('contact', '192.0.2.1', t)).toBe(true);
    expect(admit('contact', '192.0.2.1', t)).toBe(false);
    expect(admit('contact', '192.0.2.2', t)).toBe(true);
    expect(admit('sign-in', '192.0.2.1', t)).toBe(true);
    // One more after 1 / perSecond seconds, not two.
    const later = t + 1000 / SHED_BUCKET.perSecond;
    expect(admit('contact', '192.0.2.1', later)).toBe(true);
    expect(admit('contact', '192.0.2.1', later)).toBe(false);
  });
});
