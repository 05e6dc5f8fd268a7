import { beforeAll, describe, expect, it, vi } from 'vitest';
import { WAITLIST_MESSAGE_TEXTS } from '@/lib/domain/waitlist-message';
import { signInAs, tempBackend, useTempDataDir } from '@/test/auth';
import { applicationInput, formData as form, puppyInput } from '@/test/factories';
import { revalidated } from '@/test/setup';

const tmp = useTempDataDir('breeder-waitlist-message-');
const { messageWaitlistAction } = await import('./actions');
const { hashStatusToken } = await import('@/lib/server/applications');
const backend = await tempBackend(tmp, import('@/lib/backend'));
const IDLE = { status: 'idle' } as const;

let litterId = '';
const apps: Record<string, string> = {};

const familyMail = async () => (await backend.outbox.list({ kind: 'family' })).filter((m) => m.subject.startsWith('News of'));

beforeAll(async () => {
  await signInAs(await backend.users.create({ email: 'wm-owner@example.test', role: 'admin' }));
  litterId = (await backend.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Message litter' }) })).id;
  for (const name of ['Ash', 'Bay', 'Cove']) {
    apps[name] = (await backend.applications.create({ input: applicationInput({ name: `${name} Family`, email: `${name.toLowerCase()}@example.test` }) })).id;
    await backend.waitlists.add({ litterId, applicationId: apps[name]! });
  }
  await backend.ledger.create({ input: { applicationId: apps.Bay!, litterId, puppyId: null, kind: 'deposit', amountCents: 50_000, date: '2026-05-01', method: 'zelle', note: '' } });
  // A payment is not a deposit.
  await backend.ledger.create({ input: { applicationId: apps.Cove!, litterId, puppyId: null, kind: 'payment', amountCents: 10_000, date: '2026-05-01', method: 'cash', note: '' } });
});

describe('writing to a waitlist', () => {
  it('queues one mail per family, each with its own working status link, and logs no link', async () => {
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error'] as const).map((k) => vi.spyOn(console, k).mockImplementation((...a: unknown[]) => void logged.push(a.map(String).join(' '))));
    const res = await messageWaitlistAction(IDLE, form({ litterId, audience: 'all', subject: 'News of the litter', body: 'The puppies open their eyes this week.' }));
    spies.forEach((s) => s.mockRestore());
    expect(res).toEqual({ status: 'ok', message: WAITLIST_MESSAGE_TEXTS.queued(3) });
    const mails = await familyMail();
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['ash@example.test', 'bay@example.test', 'cove@example.test']);
    const tokens = new Set<string>();
    for (const m of mails) {
      expect(m.body).toContain('The puppies open their eyes this week.');
      const token = /\/status\/([A-Za-z0-9_-]{43})/.exec(m.body)![1]!;
      tokens.add(token);
      const name = m.to[0]!.split('@')[0]!;
      const app = await backend.applications.get({ id: apps[name[0]!.toUpperCase() + name.slice(1)]! });
      // The link is this family's own: its hash is the one stored for this application.
      expect(app!.statusTokenHash).toBe(hashStatusToken(token));
      expect(await backend.mailDeliveries.get({ messageId: m.id })).toMatchObject({ state: expect.stringMatching(/queued|sent/) });
      expect(logged.join('\n')).not.toContain(token);
    }
    expect(tokens.size).toBe(3);
    expect(revalidated).toEqual([]);
  });

  it('only the families with a deposit for this litter, when chosen', async () => {
    const before = (await familyMail()).length;
    const res = await messageWaitlistAction(IDLE, form({ litterId, audience: 'deposit', subject: 'News of the deposit', body: 'Thank you for your deposit.' }));
    expect(res).toEqual({ status: 'ok', message: WAITLIST_MESSAGE_TEXTS.queued(1) });
    const mails = await familyMail();
    expect(mails).toHaveLength(before + 1);
    expect(mails.find((m) => m.subject === 'News of the deposit')!.to).toEqual(['bay@example.test']);
  });

  it('bad input gets a clear message and queues nothing', async () => {
    const before = (await familyMail()).length;
    expect(await messageWaitlistAction(IDLE, form({ litterId, audience: 'all', subject: ' ', body: 'x' }))).toMatchObject({ status: 'invalid', fieldErrors: { subject: 'Please enter a subject.' } });
    expect(await messageWaitlistAction(IDLE, form({ litterId, audience: 'everyone', subject: 'News of x', body: 'x' }))).toMatchObject({ status: 'invalid', fieldErrors: { audience: 'Choose who gets the message.' } });
    expect(await messageWaitlistAction(IDLE, form({ litterId: 'noSuchLitter', audience: 'all', subject: 'News of x', body: 'x' }))).toEqual({ status: 'error', message: WAITLIST_MESSAGE_TEXTS.unknownLitter });
    expect((await familyMail()).length).toBe(before);
  });
});
