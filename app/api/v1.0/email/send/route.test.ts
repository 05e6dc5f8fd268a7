import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTemplateParams, CONTACT_LIMITS, CONTACT_RATE_KEYS } from '@/lib/domain/contact';
import { tempBackend, useTempDataDir } from '@/test/auth';
import { fromIp } from '@/test/client-ip';

const tmp = useTempDataDir('breeder-contact-');
const { POST } = await import('./route');
const backend = await tempBackend(tmp, import('@/lib/backend'));

const OWNER = 'puppies@albiongoldens.example';
const SECOND = 'owner@albiongoldens.example';

beforeAll(async () => {
  await backend.settings.setBasicInfo({
    input: { address: 'Albion, NY', phone: '5855550142', email: 'hello@albiongoldens.example', facebook: '', notificationEmails: [OWNER, SECOND] },
  });
});

let ipCounter = 0;
let ip = '';
beforeEach(async () => {
  // Each test is its own visitor, so the per-IP limit of one test does not leak into the next,
  // and starts with the site-wide minute unused.
  ip = `198.51.100.${++ipCounter}`;
  await backend.rateLimits.clear({ key: CONTACT_RATE_KEYS.everyone });
});

type Params = ReturnType<typeof buildTemplateParams>;
function goodBody(params: Partial<Params> = {}, top: Record<string, unknown> = {}) {
  return {
    lib_version: '4.4.1',
    user_id: 'local',
    service_id: 'local_outbox',
    template_id: 'contact_form',
    template_params: {
      ...buildTemplateParams({ name: 'Pat Doe', email: 'pat@example.com', phone: '5855550100', message: 'Is Sunny\nstill available?' }, [OWNER, SECOND]),
      ...params,
    },
    ...top,
  };
}

function post(body: unknown, { from = ip, headers = {} }: { from?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return POST(
    new Request('http://localhost/api/v1.0/email/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromIp(from), ...headers },
      body: raw,
    }),
  );
}

async function contactMessages() {
  return backend.outbox.list({ kind: 'contact' });
}

/** Runs a request that must be refused and checks that the outbox did not change. */
async function expectRefused(res: Promise<Response>, status: number, text?: RegExp) {
  const before = await backend.outbox.list();
  const r = await res;
  expect(r.status).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
  if (text) expect(await r.text()).toMatch(text);
  expect(await backend.outbox.list()).toEqual(before);
}

describe('POST /api/v1.0/email/send', () => {
  it('stores a good message in the outbox and answers 200 "OK" like EmailJS', async () => {
    const res = await post(goodBody());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [latest] = await contactMessages();
    expect(latest).toMatchObject({
      kind: 'contact',
      to: [OWNER, SECOND],
      subject: 'New message from Pat Doe',
      body: 'Is Sunny\nstill available?',
      fromName: 'Pat Doe',
      replyEmail: 'pat@example.com',
      phone: '5855550100',
      handledAt: null,
    });
  });

  it('keeps markup as plain text and trims the fields', async () => {
    const res = await post(goodBody({ from_name: '  <b>Sam</b> ', message: '<script>alert(1)</script>', phone_number: '', phone_row_style: 'display:none' }));
    expect(res.status).toBe(200);
    const [latest] = await contactMessages();
    expect(latest).toMatchObject({ fromName: '<b>Sam</b>', body: '<script>alert(1)</script>', phone: '' });
  });

  it('accepts a subset of the notification emails, in any case', async () => {
    expect((await post(goodBody({ email: SECOND.toUpperCase() }))).status).toBe(200);
    expect((await contactMessages())[0]!.to).toEqual([SECOND]);
  });

  it('answers 400 for malformed JSON, a body that is not JSON, or invalid UTF-8', async () => {
    await expectRefused(post('{"lib_version": "4.4.1",'), 400, /not valid JSON/);
    await expectRefused(post(JSON.stringify(goodBody()), { headers: { 'Content-Type': 'text/plain' } }), 400, /JSON/);
    const invalidUtf8 = POST(
      new Request('http://localhost/api/v1.0/email/send', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...fromIp(ip) },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
    );
    await expectRefused(invalidUtf8, 400, /not valid JSON/);
    await expectRefused(post('[]'), 400);
    await expectRefused(post('null'), 400);
  });

  it('answers 400 for a missing field, an unknown field or a field too long', async () => {
    const { message: _m, ...noMessage } = goodBody().template_params;
    await expectRefused(post({ ...goodBody(), template_params: noMessage }), 400, /message/);
    const { lib_version: _v, ...noVersion } = goodBody();
    await expectRefused(post(noVersion), 400, /lib_version/);
    await expectRefused(post(goodBody({}, { accessToken: 'x' })), 400);
    await expectRefused(post(goodBody({ from_name: 'x'.repeat(CONTACT_LIMITS.name + 1) })), 400, /from_name/);
    await expectRefused(post(goodBody({ message: 'x'.repeat(CONTACT_LIMITS.message + 1) })), 400, /message/);
    await expectRefused(post(goodBody({ reply_email: 'pat-at-example.com' })), 400, /reply_email/);
    await expectRefused(post(goodBody({ message: '   ' })), 400);
    // One-line fields stay one line: from_name becomes the email's subject.
    await expectRefused(post(goodBody({ from_name: 'Pat\r\nBcc: victim@example.com' })), 400, /from_name must be one line/);
    await expectRefused(post(goodBody({ from_name: 'Pat\nDoe' })), 400, /from_name/);
    await expectRefused(post(goodBody({ phone_number: '585\r\n555' })), 400, /phone_number must be one line/);
    await expectRefused(post(goodBody({ reply_email: 'pat@example.com\r\nBcc: x@y.co' })), 400, /reply_email/);
  });

  it('answers 400 for a wrong public key, service or template', async () => {
    await expectRefused(post(goodBody({}, { user_id: 'pk_live_someone_else' })), 400, /Public Key is invalid/);
    await expectRefused(post(goodBody({}, { service_id: 'service_gmail' })), 400, /service ID is invalid/);
    await expectRefused(post(goodBody({}, { template_id: 'template_other' })), 400, /template ID is invalid/);
  });

  it('refuses recipients that are not configured notification emails', async () => {
    await expectRefused(post(goodBody({ email: 'stranger@example.com' })), 403, /recipients are not allowed/);
    await expectRefused(post(goodBody({ email: `${OWNER},stranger@example.com` })), 403);
  });

  it('answers 413 past 20 kB, by the declared length and by the bytes actually sent', async () => {
    const big = goodBody({ message: 'x'.repeat(CONTACT_LIMITS.bodyBytes) });
    await expectRefused(post(big), 413, /Payload Too Large/);
    // A client that lies about the length (or sends none) is cut off by the bytes read.
    const lying = POST(
      new Request('http://localhost/api/v1.0/email/send', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '100', ...fromIp(ip) },
        body: JSON.stringify(big),
      }),
    );
    await expectRefused(lying, 413);
    const streamed = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 30; i++) c.enqueue(new TextEncoder().encode('x'.repeat(1000)));
        c.close();
      },
    });
    const chunked = POST(
      new Request('http://localhost/api/v1.0/email/send', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...fromIp(ip) },
        body: streamed,
        duplex: 'half',
      } as RequestInit),
    );
    await expectRefused(chunked, 413);
  });

  it('accepts 5 messages per IP in 10 minutes, answers 429 to the 6th and stores nothing for it', async () => {
    for (let i = 1; i <= CONTACT_LIMITS.perIp; i++) {
      expect((await post(goodBody({ message: `Message ${i}` }))).status, `message ${i}`).toBe(200);
    }
    await expectRefused(post(goodBody({ message: 'Message 6' })), 429, /^Too Many Requests$/);
    await expectRefused(post(goodBody({ message: 'Message 7' })), 429);
    // Another visitor is not affected.
    expect((await post(goodBody({ message: 'From elsewhere' }), { from: '203.0.113.77' })).status).toBe(200);
    const bodies = (await contactMessages()).map((m) => m.body);
    expect(bodies.filter((b) => /^Message \d$/.test(b)).sort()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
  });

  it('ignores the X-Forwarded-For a client sends: rotating it is limited like one address', async () => {
    for (let i = 1; i <= CONTACT_LIMITS.perIp + 3; i++) {
      const res = await post(goodBody({ message: `Rotating ${i}` }), { headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `192.0.2.${i}` } });
      expect(res.status, `message ${i}`).toBe(i <= CONTACT_LIMITS.perIp ? 200 : 429);
    }
    expect((await contactMessages()).filter((m) => m.body.startsWith('Rotating '))).toHaveLength(CONTACT_LIMITS.perIp);
  });

  it(`stores at most ${CONTACT_LIMITS.globalPerMinute} messages a minute from everyone together`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 1; i <= CONTACT_LIMITS.globalPerMinute; i++) {
        expect((await post(goodBody({ message: `Crowd ${i}` }), { from: `192.0.2.${i}` })).status, `visitor ${i}`).toBe(200);
      }
      await expectRefused(post(goodBody({ message: 'Crowd late' }), { from: '192.0.2.200' }), 429, /^Too Many Requests$/);
      expect((await contactMessages()).filter((m) => m.body.startsWith('Crowd '))).toHaveLength(CONTACT_LIMITS.globalPerMinute);
      // The next minute takes messages again; the refused visitor was not counted.
      vi.setSystemTime(Date.now() + 61_000);
      expect((await post(goodBody({ message: 'Crowd next minute' }), { from: '192.0.2.200' })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not count refused requests towards the limit', async () => {
    for (let i = 0; i < 8; i++) await expectRefused(post(goodBody({ email: 'stranger@example.com' })), 403);
    for (let i = 0; i < 3; i++) await expectRefused(post(goodBody({}, { user_id: 'x' })), 400);
    expect((await post(goodBody())).status).toBe(200);
  });

  it('frees the limit once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < CONTACT_LIMITS.perIp; i++) expect((await post(goodBody())).status).toBe(200);
      expect((await post(goodBody())).status).toBe(429);
      vi.setSystemTime(Date.now() + CONTACT_LIMITS.windowMs + 1000);
      expect((await post(goodBody())).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets only 5 of a concurrent burst through', async () => {
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => post(goodBody({ message: `Burst ${i}` }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(CONTACT_LIMITS.perIp);
    expect(results.filter((r) => r.status === 429)).toHaveLength(9 - CONTACT_LIMITS.perIp);
    expect((await contactMessages()).filter((m) => m.body.startsWith('Burst '))).toHaveLength(CONTACT_LIMITS.perIp);
  });

  it('refuses every recipient when no notification emails are configured', async () => {
    await backend.settings.setBasicInfo({ input: { address: '', phone: '', email: '', facebook: '', notificationEmails: [] } });
    try {
      await expectRefused(post(goodBody()), 403);
    } finally {
      await backend.settings.setBasicInfo({ input: { address: '', phone: '', email: '', facebook: '', notificationEmails: [OWNER, SECOND] } });
    }
  });

  it('answers only POST', async () => {
    const mod = await import('./route');
    expect(Object.keys(mod).filter((k) => /^[A-Z]+$/.test(k))).toEqual(['POST']);
    expect(mod.dynamic).toBe('force-dynamic');
  });
});
