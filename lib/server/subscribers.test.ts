import { beforeAll, describe, expect, it } from 'vitest';
import type { FormState } from '@/lib/domain/form-state';
import { signInAs, tempBackend, useTempDataDir } from '@/test/auth';
import { formData as form } from '@/test/factories';

const tmp = useTempDataDir('breeder-subscribers-');
const { createLitterAction, updateLitterAction } = await import('@/components/admin/litters/actions');
const { POST: subscribePost } = await import('@/app/api/subscribe/route');
const { POST: unsubscribePost } = await import('@/app/api/unsubscribe/[token]/route');
const { confirmSubscription, subscriberForUnsubscribeToken } = await import('./subscribers');
const backend = await tempBackend(tmp, import('@/lib/backend'));
const IDLE: FormState = { status: 'idle' };

beforeAll(async () => {
  await signInAs(await backend.users.create({ email: 'announce-owner@example.test', role: 'admin' }));
});

const subscribe = (email: string, website = '', ip = '203.0.113.7') =>
  subscribePost(new Request('http://localhost/api/subscribe', { method: 'POST', body: new URLSearchParams({ email, website }), headers: { 'x-client-ip-test': ip } }));

/** The confirmation link's token from the last 'subscription' mail to `email`. */
async function confirmTokenOf(email: string): Promise<string> {
  const m = (await backend.outbox.list({ kind: 'subscription' })).find((x) => x.to.includes(email))!;
  return /\/subscribe\/confirm\/([A-Za-z0-9_-]+)/.exec(m.body)![1]!;
}

describe('litter announcements (double opt-in, one message per litter and stage)', () => {
  it('subscribes with a confirmation email queued for delivery; bad input and the honeypot store nothing', async () => {
    const ok = await subscribe('Fan@Example.com');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/subscribe?sent=1');
    const pending = await backend.subscribers.getByEmail({ email: 'fan@example.com' });
    expect(pending).toMatchObject({ status: 'pending' });
    const mail = (await backend.outbox.list({ kind: 'subscription' }))[0]!;
    expect(mail.to).toEqual(['fan@example.com']);
    // Queued with a delivery record, drained after the response (tests run `after` at once): with no
    // transport configured the outbox is the record.
    await new Promise((r) => setTimeout(r, 50));
    expect(await backend.mailDeliveries.get({ messageId: mail.id })).toMatchObject({ state: 'sent', transport: 'outbox', attempts: 1 });

    expect((await subscribe('not-an-address')).headers.get('location')).toBe('/subscribe?error=invalid');
    expect((await subscribe('bot@example.com', 'http://spam')).headers.get('location')).toBe('/subscribe?sent=1');
    expect(await backend.subscribers.getByEmail({ email: 'bot@example.com' })).toBeNull();
    expect(await backend.subscribers.count()).toBe(1);
  });

  it('confirms by the link once; a guessed token confirms nothing', async () => {
    expect(await confirmSubscription('x'.repeat(43))).toBeNull();
    expect(await confirmSubscription('../../etc')).toBeNull();
    const token = await confirmTokenOf('fan@example.com');
    expect(await confirmSubscription(token)).toMatchObject({ status: 'confirmed' });
    expect(await confirmSubscription(token)).toBeNull();
    await subscribe('pending@example.com', '', '203.0.113.8');
  });

  it('announces expected/born/ready once each to confirmed subscribers only, never for planned; with a one-click unsubscribe', async () => {
    const created = await createLitterAction(IDLE, form({ name: 'Announce me', stage: 'planned', damName: 'Rosie', sireName: 'Duke', expectedDate: '' }));
    expect(created.status).toBe('ok');
    const litter = (await backend.litters.list()).find((l) => l.name === 'Announce me')!;
    const announcements = async () => (await backend.outbox.list({ kind: 'announcement' })).filter((m) => m.subject.startsWith('Announce me'));
    expect(await announcements()).toHaveLength(0);

    const born = { id: litter.id, stage: 'born', damName: 'Rosie', sireName: 'Duke', birthDate: '2027-01-02' };
    expect(await updateLitterAction(IDLE, form(born))).toMatchObject({ status: 'ok' });
    let sent = await announcements();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: ['fan@example.com'], subject: 'Announce me: Born' });
    expect(await backend.mailDeliveries.get({ messageId: sent[0]!.id })).not.toBeNull();
    // Saving the same stage again sends nothing.
    expect(await updateLitterAction(IDLE, form(born))).toMatchObject({ status: 'ok' });
    expect(await announcements()).toHaveLength(1);
    expect(await updateLitterAction(IDLE, form({ ...born, stage: 'ready' }))).toMatchObject({ status: 'ok' });
    sent = await announcements();
    expect(sent.map((m) => m.subject).sort()).toEqual(['Announce me: Born', 'Announce me: Ready to go home']);

    // The unsubscribe link in the body works in one click (RFC 8058 POST).
    const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(sent[0]!.body)![1]!;
    expect(await subscriberForUnsubscribeToken(token)).toMatchObject({ email: 'fan@example.com' });
    const res = await unsubscribePost(new Request(`http://localhost/api/unsubscribe/${token}`, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) }), {
      params: Promise.resolve({ token }),
    });
    expect(res.status).toBe(200);
    expect(await backend.subscribers.getByEmail({ email: 'fan@example.com' })).toMatchObject({ status: 'unsubscribed' });
    const guessed = 'A'.repeat(43);
    expect((await unsubscribePost(new Request(`http://localhost/api/unsubscribe/${guessed}`, { method: 'POST' }), { params: Promise.resolve({ token: guessed }) })).status).toBe(404);

    // Nobody confirmed is left: a new stage queues nothing.
    await updateLitterAction(IDLE, form({ ...born, stage: 'expected', birthDate: '' }));
    expect(await announcements()).toHaveLength(2);
  });
});
