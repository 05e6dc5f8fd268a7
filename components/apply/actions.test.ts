import { createHash } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { fromIp } from '@/test/client-ip';
import { applicationFormValues } from '@/test/factories';
import { APPLICATION_RATE } from '@/lib/domain/application';
import { MESSAGES } from '@/lib/domain/messages';

const tmp = useTempDataDir();
const { submitApplicationAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');

afterAll(tmp.cleanup);

// The action limits per client address; each test gets its own.
let n = 0;
let ip = '';
beforeEach(async () => {
  n += 1;
  ip = `203.0.113.${n}`;
  await signInAs(null, fromIp(ip));
});

const IDLE = { status: 'idle' } as const;

function form(values: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== false) fd.set(k, String(v));
  return fd;
}

async function stored() {
  return (await getBackend()).applications.count();
}

async function hits(key: string) {
  return (await getBackend()).rateLimits.count({ key, windowMs: APPLICATION_RATE.windowMs });
}

describe('submitApplicationAction', () => {
  it('stores a valid application, shows its status link once (only the hash is kept) and queues the confirmation email', async () => {
    const before = await stored();
    const res = await submitApplicationAction(IDLE, form(applicationFormValues({ email: ' New.Family@Example.com ' })));
    expect(res).toMatchObject({ status: 'ok', message: MESSAGES.apply.sent, email: 'new.family@example.com' });
    const token = /^\/status\/([A-Za-z0-9_-]{43})$/.exec(res.statusPath ?? '')?.[1];
    expect(token, 'a /status/<43-char token> path').toBeTruthy();
    const b = await getBackend();
    expect(await stored()).toBe(before + 1);
    const app = await b.applications.getByTokenHash({ tokenHash: createHash('sha256').update(token!).digest('hex') });
    expect(app).toMatchObject({ status: 'submitted', userId: null, contact: { name: 'Jamie Rivera', email: 'new.family@example.com' }, agreements: { deposit: true, healthGuarantee: true } });
    expect(JSON.stringify(app)).not.toContain(token!);
    const mail = (await b.outbox.list({ kind: 'application' })).find((m) => m.to.includes('new.family@example.com'));
    expect(mail?.subject).toBe(MESSAGES.apply.mailSubject);
    expect(mail?.body).toContain(`/status/${token}`);
    // Contact messages (Admin › Messages) are not mixed with it.
    expect((await b.outbox.list({ kind: 'contact' })).some((m) => m.to.includes('new.family@example.com'))).toBe(false);
  });

  it('links the application to the account with the same email once that account confirmed the address, never before', async () => {
    const b = await getBackend();
    const unverified = await b.users.create({ email: 'claimed.family@example.com' });
    expect((await submitApplicationAction(IDLE, form(applicationFormValues({ email: 'claimed.family@example.com' })))).status).toBe('ok');
    expect(await b.applications.listByUser({ userId: unverified.id })).toEqual([]);
    const user = await b.users.create({ email: 'member.family@example.com' });
    await b.emailVerifications.markVerified({ userId: user.id, email: user.email });
    const res = await submitApplicationAction(IDLE, form(applicationFormValues({ email: 'Member.Family@example.com' })));
    expect(res.status).toBe('ok');
    expect((await b.applications.listByUser({ userId: user.id })).map((a) => a.contact.email)).toEqual(['member.family@example.com']);
  });

  it('refuses bad input with a message per field and stores nothing (no limit counted)', async () => {
    const before = await stored();
    const res = await submitApplicationAction(
      IDLE,
      form(applicationFormValues({ name: '', email: 'not-an-address', homeType: 'castle', litterId: '../x', agreeDeposit: undefined, agreeHealthGuarantee: undefined })),
    );
    expect(res.status).toBe('invalid');
    expect(res.message).toBe(MESSAGES.apply.invalid);
    expect(res.fieldErrors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      homeType: 'Choose the kind of home you live in.',
      litterId: 'Choose a litter from the list, or any litter.',
      agreeDeposit: 'Please agree to the deposit terms to apply.',
      agreeHealthGuarantee: 'Please agree to the health guarantee terms to apply.',
    });
    expect(res.statusPath).toBeUndefined();
    expect(await stored()).toBe(before);
    expect(await hits(APPLICATION_RATE.keys.perIp(ip))).toBe(0);
  });

  it('a crafted call with something other than a form is refused like an empty form, storing nothing', async () => {
    const before = await stored();
    const res = await submitApplicationAction(IDLE, 'a string' as unknown as FormData);
    expect(res).toMatchObject({ status: 'invalid', message: MESSAGES.apply.invalid });
    expect(await stored()).toBe(before);
  });

  it('stores nothing when the honeypot is filled', async () => {
    const before = await stored();
    const mails = (await (await getBackend()).outbox.list({ kind: 'application' })).length;
    const res = await submitApplicationAction(IDLE, form(applicationFormValues({ website: 'http://spam.example' })));
    expect(res).toEqual({ status: 'error', message: MESSAGES.apply.failed });
    expect(await stored()).toBe(before);
    expect((await (await getBackend()).outbox.list({ kind: 'application' })).length).toBe(mails);
  });

  it('accepts a few applications per address per hour, then refuses and stores nothing; other addresses still apply', async () => {
    for (let i = 0; i < APPLICATION_RATE.perIp; i++) {
      expect((await submitApplicationAction(IDLE, form(applicationFormValues({ email: `burst${i}@example.com` })))).status).toBe('ok');
    }
    const before = await stored();
    const res = await submitApplicationAction(IDLE, form(applicationFormValues({ email: 'burst-extra@example.com' })));
    expect(res).toEqual({ status: 'error', message: MESSAGES.apply.tooMany });
    expect(await stored()).toBe(before);
    await signInAs(null, fromIp('198.18.0.77'));
    expect((await submitApplicationAction(IDLE, form(applicationFormValues({ email: 'elsewhere@example.com' })))).status).toBe('ok');
  });

  it('refuses everyone once the site-wide ceiling per minute is reached, storing nothing', async () => {
    const b = await getBackend();
    for (let i = 0; i < APPLICATION_RATE.globalPerMinute; i++) await b.rateLimits.hit({ key: APPLICATION_RATE.keys.everyone, windowMs: 60_000 });
    const before = await stored();
    const res = await submitApplicationAction(IDLE, form(applicationFormValues({ email: 'flood@example.com' })));
    expect(res).toEqual({ status: 'error', message: MESSAGES.apply.busy });
    expect(await stored()).toBe(before);
    await b.rateLimits.clear({ key: APPLICATION_RATE.keys.everyone });
  });
});
