import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tempBackend, useTempDataDir } from '@/test/auth';
import { anonymousFromNewIpEachTest } from '@/test/client-ip';
import { CONTACT_LIMITS, CONTACT_RATE_KEYS } from '@/lib/domain/contact';
import { MESSAGES } from '@/lib/domain/messages';

const tmp = useTempDataDir('breeder-contact-action-');
const { sendContactAction } = await import('./actions');
const backend = await tempBackend(tmp, import('@/lib/backend'));

const OWNER = 'puppies@albiongoldens.example';
const IDLE = { status: 'idle' } as const;

beforeAll(async () => {
  await backend.settings.setBasicInfo({
    input: { address: 'Albion, NY', phone: '5855550142', email: 'hello@albiongoldens.example', facebook: '', notificationEmails: [OWNER] },
  });
});

anonymousFromNewIpEachTest('192.0.2.');
beforeEach(async () => {
  await backend.rateLimits.clear({ key: CONTACT_RATE_KEYS.everyone });
});

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries({ name: '', email: '', phone: '', message: '', website: '', ...fields })) fd.set(k, v);
  return fd;
}

async function fromName(name: string) {
  return (await backend.outbox.list({ kind: 'contact' })).filter((m) => m.fromName === name);
}

describe('sendContactAction (the form posted without its script)', () => {
  it('stores the message for the notification emails and answers "sent" with nothing typed echoed', async () => {
    const res = await sendContactAction(IDLE, form({ name: 'Pat Posted', email: 'pat@example.com', phone: '5855550100', message: 'Hello' }));
    expect(res).toEqual({ status: 'sent' });
    const [m] = await fromName('Pat Posted');
    expect(m).toMatchObject({ to: [OWNER], body: 'Hello', replyEmail: 'pat@example.com', phone: '5855550100', subject: 'New message from Pat Posted' });
  });

  it('the honeypot and blanks silently do nothing; a bad address is pointed out with the text kept', async () => {
    expect(await sendContactAction(IDLE, form({ name: 'Bot Posted', email: 'b@example.com', message: 'x', website: 'http://spam' }))).toEqual({ status: 'idle' });
    expect(await sendContactAction(IDLE, form({ name: 'Blank Posted', email: 'b@example.com', message: '  ' }))).toMatchObject({ status: 'idle' });
    const bad = await sendContactAction(IDLE, form({ name: 'Bad Posted', email: 'pat@example', message: 'Hi' }));
    expect(bad).toMatchObject({ status: 'idle', invalidEmail: true, values: { name: 'Bad Posted', email: 'pat@example', message: 'Hi' } });
    expect([...(await fromName('Bot Posted')), ...(await fromName('Blank Posted')), ...(await fromName('Bad Posted'))]).toHaveLength(0);
  });

  it('a crafted call with something other than a form reads as blank fields: nothing sent, no throw', async () => {
    for (const crafted of ['a string', { name: 'Crafted Call', email: 'c@example.com', message: 'Hi' }, undefined]) {
      expect(await sendContactAction(IDLE, crafted as unknown as FormData)).toMatchObject({ status: 'idle' });
    }
    expect(await fromName('Crafted Call')).toHaveLength(0);
  });

  it('shares the endpoint limits: the 6th message from one address is refused and not stored', async () => {
    for (let i = 0; i < CONTACT_LIMITS.perIp; i++) {
      expect(await sendContactAction(IDLE, form({ name: 'Limit Posted', email: 'l@example.com', message: `m${i}` }))).toEqual({ status: 'sent' });
    }
    const sixth = await sendContactAction(IDLE, form({ name: 'Limit Posted', email: 'l@example.com', message: 'one more' }));
    expect(sixth).toMatchObject({ status: 'error', message: MESSAGES.contact.sendError, values: { message: 'one more' } });
    expect(await fromName('Limit Posted')).toHaveLength(CONTACT_LIMITS.perIp);
  });

  it('refuses a line break in the name (the subject) and a field longer than the form allows', async () => {
    expect(await sendContactAction(IDLE, form({ name: 'Two\nLines', email: 'l@example.com', message: 'x' }))).toMatchObject({ status: 'error' });
    expect(await sendContactAction(IDLE, form({ name: 'Long Posted', email: 'l@example.com', message: 'x'.repeat(CONTACT_LIMITS.message + 1) }))).toMatchObject({
      status: 'error',
    });
    expect(await fromName('Long Posted')).toHaveLength(0);
  });
});
