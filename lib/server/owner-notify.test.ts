import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MODES } from '@/lib/domain/notifications';
import { applicationFormSchema } from '@/lib/domain/application';
import { applicationFormValues } from '@/test/factories';
import { useTempDataDir } from '@/test/auth';

const tmp = useTempDataDir('breeder-owner-notify-');
const { getBackend } = await import('@/lib/backend');
const { notifyOwner, sendOwnerDigest } = await import('./owner-notify');
const { submitApplication } = await import('./applications');
const backend = await getBackend();
afterAll(tmp.cleanup);

const OWNERS = ['owner@example.test', 'helper@example.test'];
const ownerMail = async () => backend.outbox.list({ kind: 'owner' });

beforeEach(async () => {
  await backend.settings.setBasicInfo({ input: { address: '', phone: '', email: '', facebook: '', notificationEmails: OWNERS } });
  await backend.ownerNotices.setPreferences({ input: { modes: DEFAULT_MODES, timeZone: 'America/New_York' } });
  for (const m of await ownerMail()) await backend.outbox.delete({ id: m.id });
  await backend.ownerNotices.markMailed({ ids: (await backend.ownerNotices.pending({ limit: 500 })).map((x) => x.id), at: new Date().toISOString() });
});

describe('notifyOwner', () => {
  it('a new application mails every notification address once, queued, with the admin link and no status link', async () => {
    const { application, token } = await submitApplication(applicationFormSchema.parse(applicationFormValues({ name: 'Pat Doe' })));
    const mails = await ownerMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: OWNERS, subject: 'New application from Pat Doe' });
    expect(mails[0]!.body).toContain(`/admin/applications/${application.id}`);
    expect(mails[0]!.body).not.toContain(token);
    expect(await backend.mailDeliveries.get({ messageId: mails[0]!.id })).toMatchObject({ state: expect.stringMatching(/queued|sent/) });
    expect(await backend.ownerNotices.countSince({ kinds: ['application'], since: null })).toBeGreaterThanOrEqual(1);
  });

  it('a kind the owner gathers waits for the digest; the digest goes once a day after 7 am in the breeder’s zone', async () => {
    await backend.ownerNotices.setPreferences({ input: { modes: { ...DEFAULT_MODES, payment: 'digest', treatment: 'digest' }, timeZone: 'America/Chicago' } });
    await notifyOwner({ kind: 'payment', subject: 'Deposit of $500.00 recorded for Pat', text: 'x', adminPath: '/admin/applications/a1' });
    await notifyOwner({ kind: 'treatment', subject: 'Deworming due for Maple', text: 'y', adminPath: '/admin/puppy-record' });
    await notifyOwner({ kind: 'message', subject: 'New message from Sam', text: 'z', adminPath: '/admin/messages' });
    // Only the message (at once) was mailed.
    expect((await ownerMail()).map((m) => m.subject)).toEqual(['New message from Sam']);

    // 6:30 am in Chicago (12:30 UTC on Nov 27): too early.
    expect(await sendOwnerDigest(backend, new Date('2026-11-27T12:30:00Z'))).toBe('early');
    // 7:10 am in Chicago: the digest, both notices, grouped by kind.
    expect(await sendOwnerDigest(backend, new Date('2026-11-27T13:10:00Z'))).toEqual({ mailed: 2 });
    const digest = (await ownerMail()).find((m) => m.subject.startsWith('Your daily summary'))!;
    expect(digest.to).toEqual(OWNERS);
    expect(digest.body.indexOf('Recorded payments (1)')).toBeLessThan(digest.body.indexOf('Treatments due (1)'));
    expect(digest.body).toContain('/admin/puppy-record');
    // Once a day: a later check the same day sends nothing, even with a new notice waiting.
    await notifyOwner({ kind: 'payment', subject: 'Payment of $100.00 recorded for Pat', text: 'x', adminPath: '/admin/applications/a1' });
    expect(await sendOwnerDigest(backend, new Date('2026-11-27T20:00:00Z'))).toBe('sent-today');
    expect(await sendOwnerDigest(backend, new Date('2026-11-28T13:05:00Z'))).toEqual({ mailed: 1 });
    expect(await sendOwnerDigest(backend, new Date('2026-11-29T13:05:00Z'))).toBe('empty');
  });

  it('never throws and never links outside the admin; no address, no mail (the badge still counts)', async () => {
    await expect(notifyOwner({ kind: 'message', subject: 's', text: 't', adminPath: 'https://evil.example/' })).resolves.toBeUndefined();
    expect(await ownerMail()).toHaveLength(0);
    await backend.settings.setBasicInfo({ input: { address: '', phone: '', email: '', facebook: '', notificationEmails: [] } });
    const before = await backend.ownerNotices.countSince({ kinds: ['message'], since: null });
    await notifyOwner({ kind: 'message', subject: 'New message from Lee', text: 't', adminPath: '/admin/messages' });
    expect(await ownerMail()).toHaveLength(0);
    expect(await backend.ownerNotices.countSince({ kinds: ['message'], since: null })).toBe(before + 1);
  });
});
