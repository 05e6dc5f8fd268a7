import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import type { Backend } from '../types';

const done = (eventId: string, applicationId: string | null, extra: Partial<{ paymentId: string | null; ledgerEntryId: string | null; flagged: boolean }> = {}) => ({
  provider: 'stripe',
  eventId,
  applicationId,
  paymentId: 'pi_1',
  ledgerEntryId: 'entry1',
  flagged: false,
  ...extra,
});

/** Processed payment webhook events (docs/payments.md; called by suite.ts), the same on both adapters. */
export function paymentsContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: payment events`, () => {
    it('claims an event once: a replay, completed or still being recorded, is refused', () =>
      withBackend(async (b) => {
        expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_1' })).toBeNull();
        expect(await b.paymentEvents.claim({ provider: 'stripe', eventId: 'evt_1' })).toBe(true);
        expect(await b.paymentEvents.claim({ provider: 'stripe', eventId: 'evt_1' })).toBe(false);
        expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_1' })).toMatchObject({ eventId: 'evt_1', completedAt: null });
        const completed = await b.paymentEvents.complete(done('evt_1', 'appA', { flagged: true }));
        expect(completed).toMatchObject({ provider: 'stripe', eventId: 'evt_1', applicationId: 'appA', paymentId: 'pi_1', ledgerEntryId: 'entry1', flagged: true });
        expect(Date.parse(completed.completedAt!)).not.toBeNaN();
        expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_1' })).toEqual(completed);
        // Completed is final, however old.
        expect(await b.paymentEvents.claim({ provider: 'stripe', eventId: 'evt_1', staleMs: 0 })).toBe(false);
        // The same event id of another processor is another event.
        expect(await b.paymentEvents.claim({ provider: 'other', eventId: 'evt_1' })).toBe(true);
      }));

    it('several deliveries of one event at once: exactly one claims it', () =>
      withBackend(async (b) => {
        const results = await Promise.all([1, 2, 3, 4].map(() => b.paymentEvents.claim({ provider: 'stripe', eventId: 'evt_race' })));
        expect(results.filter(Boolean)).toHaveLength(1);
      }));

    it('a released or stale unfinished claim can be claimed again; release leaves a completed event alone', () =>
      withBackend(async (b) => {
        await b.paymentEvents.claim({ provider: 'stripe', eventId: 'evt_r' });
        await b.paymentEvents.release({ provider: 'stripe', eventId: 'evt_r' });
        expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_r' })).toBeNull();
        expect(await b.paymentEvents.claim({ provider: 'stripe', eventId: 'evt_r' })).toBe(true);
        await new Promise((r) => setTimeout(r, 5));
        expect(await b.paymentEvents.claim({ provider: 'stripe', eventId: 'evt_r', staleMs: 1 })).toBe(true);
        await b.paymentEvents.complete(done('evt_r', 'appA'));
        await b.paymentEvents.release({ provider: 'stripe', eventId: 'evt_r' });
        expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_r' })).toMatchObject({ completedAt: expect.any(String) });
      }));

    it('lists an application’s completed events oldest first and forgets them with the family', () =>
      withBackend(async (b) => {
        for (const [id, app] of [['evt_a', 'appA'], ['evt_b', 'appB'], ['evt_c', 'appA']] as const) {
          await b.paymentEvents.claim({ provider: 'stripe', eventId: id });
          await b.paymentEvents.complete(done(id, app, { paymentId: `pi_${id}` }));
          await new Promise((r) => setTimeout(r, 3));
        }
        await b.paymentEvents.claim({ provider: 'stripe', eventId: 'evt_open' });
        expect((await b.paymentEvents.listByApplication({ applicationId: 'appA' })).map((e) => e.paymentId)).toEqual(['pi_evt_a', 'pi_evt_c']);
        expect(await b.paymentEvents.deleteByApplication({ applicationId: 'appA' })).toBe(2);
        expect(await b.paymentEvents.listByApplication({ applicationId: 'appA' })).toEqual([]);
        expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_b' })).not.toBeNull();
      }));

    it('refuses ids that are not ids and completing an event never claimed', () =>
      withBackend(async (b) => {
        for (const eventId of ['', '../x', 'a/b', 'x'.repeat(129)]) {
          await expect(b.paymentEvents.claim({ provider: 'stripe', eventId })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
          expect(await b.paymentEvents.get({ provider: 'stripe', eventId })).toBeNull();
        }
        await expect(b.paymentEvents.complete(done('evt_never', 'appA'))).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));
  });
}
