import { describe, expect, it } from 'vitest';
import type { Backend } from '../types';

/** Mail delivery state and the announcement list (docs/family-journey.md; called by suite.ts), the same on both adapters. */
export function mailContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: mail deliveries`, () => {
    it('queues once per message, lists what is due soonest first, records attempts, counts by state', () =>
      withBackend(async (b) => {
        const a = await b.mailDeliveries.enqueue({ messageId: 'msgA', at: '2026-01-01T00:00:02.000Z' });
        expect(a).toMatchObject({ messageId: 'msgA', state: 'queued', attempts: 0, nextAttemptAt: '2026-01-01T00:00:02.000Z', lastError: '', sentAt: null });
        await b.mailDeliveries.enqueue({ messageId: 'msgB', at: '2026-01-01T00:00:01.000Z' });
        await b.mailDeliveries.enqueue({ messageId: 'msgC', at: '2026-01-01T00:00:09.000Z' });
        // Enqueueing again changes nothing.
        expect(await b.mailDeliveries.enqueue({ messageId: 'msgA', at: '2030-01-01T00:00:00.000Z' })).toMatchObject({ nextAttemptAt: '2026-01-01T00:00:02.000Z' });
        expect((await b.mailDeliveries.due({ now: '2026-01-01T00:00:05.000Z', limit: 10 })).map((d) => d.messageId)).toEqual(['msgB', 'msgA']);
        expect((await b.mailDeliveries.due({ now: '2026-01-01T00:00:05.000Z', limit: 1 })).map((d) => d.messageId)).toEqual(['msgB']);
        const retry = await b.mailDeliveries.update({
          messageId: 'msgB',
          patch: { state: 'queued', attempts: 1, nextAttemptAt: '2026-01-01T00:00:30.000Z', lastError: 'connection refused', transport: '', sentAt: null },
        });
        expect(retry).toMatchObject({ attempts: 1, lastError: 'connection refused' });
        await b.mailDeliveries.update({ messageId: 'msgA', patch: { state: 'sent', attempts: 1, nextAttemptAt: null, lastError: '', transport: 'smtp', sentAt: '2026-01-01T00:00:03.000Z' } });
        expect((await b.mailDeliveries.due({ now: '2026-01-01T00:00:05.000Z', limit: 10 })).map((d) => d.messageId)).toEqual([]);
        expect((await b.mailDeliveries.due({ now: '2026-01-01T00:01:00.000Z', limit: 10 })).map((d) => d.messageId)).toEqual(['msgC', 'msgB']);
        expect(await b.mailDeliveries.get({ messageId: 'msgA' })).toMatchObject({ state: 'sent', transport: 'smtp', sentAt: '2026-01-01T00:00:03.000Z' });
        expect(await b.mailDeliveries.count()).toBe(3);
        expect(await b.mailDeliveries.count({ state: 'queued' })).toBe(2);
        expect(await b.mailDeliveries.count({ state: 'sent' })).toBe(1);
        await b.mailDeliveries.delete({ messageId: 'msgA' });
        await b.mailDeliveries.delete({ messageId: 'nothing' });
        expect(await b.mailDeliveries.get({ messageId: 'msgA' })).toBeNull();
        await expect(b.mailDeliveries.update({ messageId: 'msgA', patch: { state: 'sent', attempts: 1, nextAttemptAt: null, lastError: '', transport: '', sentAt: null } })).rejects.toThrow();
      }));
  });

  describe(`${name} backend: subscribers`, () => {
    it('double opt-in: pending, confirmed by its hash once, unsubscribed by its hash; re-subscribing', () =>
      withBackend(async (b) => {
        const s = await b.subscribers.subscribe({ email: 'Pat@Example.com', confirmTokenHash: 'c1', unsubscribeTokenHash: 'u1' });
        expect(s).toMatchObject({ email: 'pat@example.com', status: 'pending', confirmTokenHash: 'c1', unsubscribeTokenHash: 'u1', confirmedAt: null });
        expect(await b.subscribers.confirm({ confirmTokenHash: 'nope' })).toBeNull();
        expect(await b.subscribers.confirmedPage({ limit: 10 })).toEqual([]);
        const c = await b.subscribers.confirm({ confirmTokenHash: 'c1' });
        expect(c).toMatchObject({ id: s.id, status: 'confirmed', confirmTokenHash: null });
        expect(c!.confirmedAt).not.toBeNull();
        expect(await b.subscribers.confirm({ confirmTokenHash: 'c1' })).toBeNull();
        // A confirmed subscriber subscribing again stays confirmed.
        expect(await b.subscribers.subscribe({ email: 'pat@example.com', confirmTokenHash: 'c2', unsubscribeTokenHash: 'u2' })).toMatchObject({ status: 'confirmed', unsubscribeTokenHash: 'u1' });
        expect(await b.subscribers.getByUnsubscribeHash({ unsubscribeTokenHash: 'u1' })).toMatchObject({ email: 'pat@example.com' });
        expect(await b.subscribers.getByUnsubscribeHash({ unsubscribeTokenHash: 'zz' })).toBeNull();
        expect(await b.subscribers.unsubscribe({ unsubscribeTokenHash: 'zz' })).toBeNull();
        expect(await b.subscribers.unsubscribe({ unsubscribeTokenHash: 'u1' })).toMatchObject({ status: 'unsubscribed' });
        expect(await b.subscribers.unsubscribe({ unsubscribeTokenHash: 'u1' })).toMatchObject({ status: 'unsubscribed' });
        expect(await b.subscribers.confirmedPage({ limit: 10 })).toEqual([]);
        // Subscribing after unsubscribing needs a new confirmation.
        expect(await b.subscribers.subscribe({ email: 'pat@example.com', confirmTokenHash: 'c3', unsubscribeTokenHash: 'u3' })).toMatchObject({ status: 'pending', confirmTokenHash: 'c3' });
        expect(await b.subscribers.confirm({ confirmTokenHash: 'c3' })).toMatchObject({ status: 'confirmed' });
        expect(await b.subscribers.count()).toBe(1);
        expect(await b.subscribers.count({ status: 'confirmed' })).toBe(1);
      }));

    it('pages confirmed subscribers, finds and deletes by e-mail, exports and imports, claims each announcement once', () =>
      withBackend(async (b) => {
        for (const n of [1, 2, 3, 4, 5]) {
          await b.subscribers.subscribe({ email: `s${n}@example.com`, confirmTokenHash: `c${n}`, unsubscribeTokenHash: `u${n}` });
          if (n !== 3) await b.subscribers.confirm({ confirmTokenHash: `c${n}` });
        }
        const first = await b.subscribers.confirmedPage({ limit: 2 });
        const second = await b.subscribers.confirmedPage({ limit: 2, afterEmail: first.at(-1)!.email });
        const third = await b.subscribers.confirmedPage({ limit: 2, afterEmail: second.at(-1)!.email });
        const all = [...first, ...second, ...third].map((s) => s.email);
        expect(all).toEqual(['s1@example.com', 's2@example.com', 's4@example.com', 's5@example.com']);
        expect(third).toHaveLength(0);
        expect(await b.subscribers.getByEmail({ email: 'S3@example.com' })).toMatchObject({ status: 'pending' });
        await b.subscribers.deleteByEmail({ email: 's3@EXAMPLE.com' });
        expect(await b.subscribers.getByEmail({ email: 's3@example.com' })).toBeNull();
        const exported = await b.subscribers.list();
        expect(exported).toHaveLength(4);
        await b.subscribers.deleteByEmail({ email: 's1@example.com' });
        const back = await b.subscribers.importRecord({ record: exported.find((s) => s.email === 's1@example.com')! });
        expect(back).toEqual(exported.find((s) => s.email === 's1@example.com'));
        expect(await b.subscribers.claimAnnouncement({ litterId: 'L1', stage: 'born' })).toBe(true);
        expect(await b.subscribers.claimAnnouncement({ litterId: 'L1', stage: 'born' })).toBe(false);
        expect(await b.subscribers.claimAnnouncement({ litterId: 'L1', stage: 'ready' })).toBe(true);
        expect(await b.subscribers.claimAnnouncement({ litterId: 'L2', stage: 'born' })).toBe(true);
      }));
  });
}
