import { expect } from 'vitest';
import type { Backend } from '@/lib/backend/types';
import { hashStatusToken, newStatusToken } from '@/lib/server/applications';
import { deleteFamily } from '@/lib/server/delete-family';
import { applicationInput, puppyInput } from './factories';

/**
 * "Delete family" (docs/family-journey.md) on any backend: a family with an account, a status link, a
 * place and a pick on a litter's waitlist, deposits, a family link, mail of every family kind and
 * an announcement subscription, beside another family; after deleteFamily nothing about the first
 * remains in any store (asked every way the port allows) and the other family keeps everything.
 */
export async function deleteFamilyScenario(b: Backend, tag: string): Promise<void> {
  const email = `gone-${tag}@example.test`;
  const otherEmail = `stays-${tag}@example.test`;
  const user = await b.users.create({ email });
  const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: `Delete litter ${tag}` }) });
  const pup = await b.puppies.create({ input: puppyInput({ name: `Pup ${tag}`, price: 3000 }) });
  await b.litters.assign({ puppyId: pup.id, litterId: litter.id });
  const token = newStatusToken();
  const gone = await b.applications.create({ input: applicationInput({ name: 'Gone Family', email, litterId: litter.id }), userId: user.id, statusTokenHash: hashStatusToken(token) });
  const stays = await b.applications.create({ input: applicationInput({ name: 'Stays Family', email: otherEmail, litterId: litter.id }) });
  await b.waitlists.add({ litterId: litter.id, applicationId: gone.id, depositDate: '2026-03-01' });
  await b.waitlists.add({ litterId: litter.id, applicationId: stays.id });
  await b.waitlists.recordPick({ id: `${litter.id}.${gone.id}`, puppyId: pup.id });
  await b.ledger.create({ input: { applicationId: gone.id, litterId: litter.id, puppyId: null, kind: 'deposit', amountCents: 50_000, date: '2026-03-01', method: 'check', note: '' } });
  await b.ledger.create({ input: { applicationId: gone.id, litterId: litter.id, puppyId: pup.id, kind: 'payment', amountCents: 100_000, date: '2026-04-01', method: 'cash', note: '' } });
  await b.ledger.create({ input: { applicationId: stays.id, litterId: litter.id, puppyId: null, kind: 'deposit', amountCents: 50_000, date: '2026-03-02', method: 'zelle', note: '' } });
  await b.families.link({ litterId: litter.id, userId: user.id, puppyId: pup.id });
  const mail = (kind: 'application' | 'family' | 'announcement' | 'subscription' | 'contact', to: string) =>
    b.outbox.add({ message: { kind, to: [to], subject: `${kind} ${tag}`, body: 'x', fromName: 'Site', replyEmail: kind === 'contact' ? email : '', phone: '' } });
  const goneMail: string[] = [];
  for (const kind of ['application', 'family', 'announcement', 'subscription'] as const) {
    const m = await mail(kind, kind === 'family' ? email.toUpperCase() : email);
    await b.mailDeliveries.enqueue({ messageId: m.id });
    goneMail.push(m.id);
  }
  const othersMail = await mail('family', otherEmail);
  const contact = await mail('contact', 'owner@example.test');
  await b.subscribers.subscribe({ email, confirmTokenHash: 'c'.repeat(64), unsubscribeTokenHash: 'd'.repeat(64) });
  await b.subscribers.subscribe({ email: otherEmail, confirmTokenHash: 'e'.repeat(64), unsubscribeTokenHash: 'f'.repeat(64) });

  const deleted = await deleteFamily(gone.id, b);
  expect(deleted).toMatchObject({ waitlistEntries: 1, ledgerEntries: 2, familyLinks: 1, outboxMessages: 4, subscribers: 1 });

  // Every store, asked every way it can be.
  expect(await b.applications.get({ id: gone.id })).toBeNull();
  expect(await b.applications.getByTokenHash({ tokenHash: hashStatusToken(token) })).toBeNull();
  expect(await b.applications.listByEmail({ email })).toEqual([]);
  expect(await b.applications.listByUser({ userId: user.id })).toEqual([]);
  expect((await b.applications.listAll()).filter((a) => a.id === gone.id || a.contact.email === email)).toEqual([]);
  expect(await b.waitlists.listByApplication({ applicationId: gone.id })).toEqual([]);
  expect((await b.waitlists.listAll()).filter((e) => e.applicationId === gone.id)).toEqual([]);
  expect(await b.ledger.listByApplication({ applicationId: gone.id })).toEqual([]);
  expect((await b.ledger.listAll()).filter((e) => e.applicationId === gone.id)).toEqual([]);
  expect(await b.families.listByUser({ userId: user.id })).toEqual([]);
  expect(await b.families.get({ litterId: litter.id, userId: user.id })).toBeNull();
  const outbox = await b.outbox.list();
  expect(outbox.filter((m) => m.kind !== 'contact' && m.to.some((t) => t.toLowerCase() === email))).toEqual([]);
  for (const id of goneMail) {
    expect(await b.outbox.get({ id })).toBeNull();
    expect(await b.mailDeliveries.get({ messageId: id })).toBeNull();
  }
  expect(await b.subscribers.getByEmail({ email })).toBeNull();
  expect((await b.subscribers.list()).filter((s) => s.email === email)).toEqual([]);

  // The other family, the contact message and the account stay; the list renumbers.
  expect(await b.applications.get({ id: stays.id })).not.toBeNull();
  expect((await b.waitlists.listByLitter({ litterId: litter.id })).map((e) => [e.position, e.applicationId])).toEqual([[1, stays.id]]);
  expect(await b.ledger.listByApplication({ applicationId: stays.id })).toHaveLength(1);
  expect(outbox.map((m) => m.id)).toEqual(expect.arrayContaining([othersMail.id, contact.id]));
  expect(await b.subscribers.getByEmail({ email: otherEmail })).not.toBeNull();
  expect(await b.users.getById({ id: user.id })).not.toBeNull();
  await expect(deleteFamily(gone.id, b)).rejects.toMatchObject({ code: 'not_found' });
}
