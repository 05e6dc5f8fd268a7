import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import type { LedgerEntryInput } from '@/lib/domain/ledger';
import type { WaitlistEntry } from '@/lib/domain/waitlist';
import type { Backend } from '../types';

const order = (list: WaitlistEntry[]) => list.map((e) => `${e.position}:${e.applicationId}`);
const conflict = (e: unknown) => isAppError(e, 'conflict');

const money = (over: Partial<LedgerEntryInput> = {}): LedgerEntryInput => ({
  applicationId: 'appA',
  puppyId: null,
  litterId: 'litterA',
  kind: 'deposit',
  amountCents: 50_000,
  date: '2026-03-01',
  method: 'zelle',
  note: '',
  ...over,
});

/** Waitlists/picks and the ledger (docs/family-journey.md; called by suite.ts), the same on both adapters. */
export function waitlistsContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: waitlists`, () => {
    it('orders new entries by deposit date, then when added; an explicit position wins; no duplicates', () =>
      withBackend(async (b) => {
        await b.waitlists.add({ litterId: 'L1', applicationId: 'noDeposit' });
        await b.waitlists.add({ litterId: 'L1', applicationId: 'march', depositDate: '2026-03-10' });
        await b.waitlists.add({ litterId: 'L1', applicationId: 'feb', depositDate: '2026-02-01' });
        await b.waitlists.add({ litterId: 'L1', applicationId: 'march2', depositDate: '2026-03-10' });
        const third = await b.waitlists.add({ litterId: 'L1', applicationId: 'chosen', position: 3 });
        expect(third).toMatchObject({ id: 'L1.chosen', litterId: 'L1', applicationId: 'chosen', position: 3, passed: false, puppyId: null, pickedAt: null });
        await b.waitlists.add({ litterId: 'L2', applicationId: 'feb' });
        expect(order(await b.waitlists.listByLitter({ litterId: 'L1' }))).toEqual(['1:feb', '2:march', '3:chosen', '4:march2', '5:noDeposit']);
        expect(order(await b.waitlists.listByLitter({ litterId: 'L2' }))).toEqual(['1:feb']);
        expect((await b.waitlists.listByApplication({ applicationId: 'feb' })).map((e) => e.litterId)).toEqual(['L1', 'L2']);
        await expect(b.waitlists.add({ litterId: 'L1', applicationId: 'feb' })).rejects.toSatisfy(conflict);
        await expect(b.waitlists.add({ litterId: '../x', applicationId: 'feb' })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
        expect(await b.waitlists.get({ id: 'L1.nobody' })).toBeNull();
        expect(await b.waitlists.get({ id: '../x' })).toBeNull();
      }));

    it('moves, sorts by deposit and removes, keeping positions 1..n', () =>
      withBackend(async (b) => {
        for (const [app, date] of [['a', '2026-01-05'], ['b', null], ['c', '2026-01-01']] as const) await b.waitlists.add({ litterId: 'L', applicationId: app, depositDate: date, position: 99 });
        expect(order(await b.waitlists.listByLitter({ litterId: 'L' }))).toEqual(['1:a', '2:b', '3:c']);
        expect(order(await b.waitlists.move({ id: 'L.c', position: 1 }))).toEqual(['1:c', '2:a', '3:b']);
        expect(order(await b.waitlists.move({ id: 'L.c', position: 50 }))).toEqual(['1:a', '2:b', '3:c']);
        expect(order(await b.waitlists.move({ id: 'L.a', position: 2 }))).toEqual(['1:b', '2:a', '3:c']);
        const dated = await b.waitlists.setDepositDate({ id: 'L.b', depositDate: '2026-01-03' });
        expect(dated).toMatchObject({ depositDate: '2026-01-03', position: 1 });
        expect(order(await b.waitlists.sortByDeposit({ litterId: 'L' }))).toEqual(['1:c', '2:b', '3:a']);
        const removed = await b.waitlists.remove({ id: 'L.c' });
        expect(removed.applicationId).toBe('c');
        expect(order(await b.waitlists.listByLitter({ litterId: 'L' }))).toEqual(['1:b', '2:a']);
        await expect(b.waitlists.remove({ id: 'L.c' })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        await expect(b.waitlists.move({ id: 'L.zz', position: 1 })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('records picks in position order, passes skip a family, a puppy is picked once', () =>
      withBackend(async (b) => {
        for (const app of ['first', 'second', 'third']) await b.waitlists.add({ litterId: 'L', applicationId: app });
        await expect(b.waitlists.recordPick({ id: 'L.second', puppyId: 'p2' })).rejects.toSatisfy((e) => conflict(e) && /position 1/.test((e as Error).message));
        const picked = await b.waitlists.recordPick({ id: 'L.first', puppyId: 'p1' });
        expect(picked).toMatchObject({ puppyId: 'p1', position: 1 });
        expect(Date.parse(picked.pickedAt!)).not.toBeNaN();
        expect(picked.updatedAt >= picked.createdAt).toBe(true);
        await expect(b.waitlists.recordPick({ id: 'L.first', puppyId: 'p9' })).rejects.toSatisfy(conflict);
        await expect(b.waitlists.recordPick({ id: 'L.second', puppyId: 'p1' })).rejects.toSatisfy(conflict);
        // The owner passes "second" (they pick later): "third" may pick now.
        expect(await b.waitlists.setPassed({ id: 'L.second', passed: true })).toMatchObject({ passed: true, puppyId: null });
        expect(await b.waitlists.recordPick({ id: 'L.third', puppyId: 'p3' })).toMatchObject({ puppyId: 'p3' });
        // Back in line: second may pick (everyone before has picked).
        await b.waitlists.setPassed({ id: 'L.second', passed: false });
        expect(await b.waitlists.recordPick({ id: 'L.second', puppyId: 'p2' })).toMatchObject({ puppyId: 'p2', passed: false });
        await expect(b.waitlists.setPassed({ id: 'L.second', passed: true })).rejects.toSatisfy(conflict);
        // Clearing a pick frees the puppy.
        expect(await b.waitlists.clearPick({ id: 'L.third' })).toMatchObject({ puppyId: null, pickedAt: null });
        expect(await b.waitlists.recordPick({ id: 'L.third', puppyId: 'p3' })).toMatchObject({ puppyId: 'p3' });
        expect((await b.waitlists.listByLitter({ litterId: 'L' })).map((e) => e.puppyId)).toEqual(['p1', 'p2', 'p3']);
      }));

    it('removes every entry of an application, exports and imports as given', () =>
      withBackend(async (b) => {
        await b.waitlists.add({ litterId: 'L1', applicationId: 'x' });
        await b.waitlists.add({ litterId: 'L1', applicationId: 'gone' });
        await b.waitlists.add({ litterId: 'L1', applicationId: 'y' });
        await b.waitlists.add({ litterId: 'L2', applicationId: 'gone' });
        await b.waitlists.recordPick({ id: 'L1.x', puppyId: 'px' });
        const removed = await b.waitlists.removeByApplication({ applicationId: 'gone' });
        expect(removed.map((e) => e.id).sort()).toEqual(['L1.gone', 'L2.gone']);
        expect(order(await b.waitlists.listByLitter({ litterId: 'L1' }))).toEqual(['1:x', '2:y']);
        const all = await b.waitlists.listAll();
        expect(all.map((e) => e.id)).toEqual(['L1.x', 'L1.y']);
        await b.waitlists.remove({ id: 'L1.x' });
        await b.waitlists.remove({ id: 'L1.y' });
        for (const e of all) await b.waitlists.importRecord({ record: e });
        expect(await b.waitlists.listAll()).toEqual(all);
      }));
  });

  describe(`${name} backend: ledger`, () => {
    it('creates, lists by date, updates and deletes entries in integer cents', () =>
      withBackend(async (b) => {
        const later = await b.ledger.create({ input: money({ kind: 'payment', amountCents: 250_050, date: '2026-06-01', method: 'check', note: 'Check #1042', puppyId: 'p1' }) });
        const deposit = await b.ledger.create({ input: money() });
        await b.ledger.create({ input: money({ applicationId: 'appB', method: 'card' }) });
        expect(deposit).toMatchObject({ applicationId: 'appA', kind: 'deposit', amountCents: 50_000, date: '2026-03-01', method: 'zelle', litterId: 'litterA', puppyId: null, note: '' });
        expect(deposit.updatedAt).toBe(deposit.createdAt);
        expect(await b.ledger.get({ id: deposit.id })).toEqual(deposit);
        expect((await b.ledger.listByApplication({ applicationId: 'appA' })).map((e) => e.amountCents)).toEqual([50_000, 250_050]);
        const edited = await b.ledger.update({ id: later.id, input: money({ kind: 'payment', amountCents: 250_000, date: '2026-06-02', method: 'cash', puppyId: 'p1' }) });
        expect(edited).toMatchObject({ amountCents: 250_000, method: 'cash', date: '2026-06-02', note: '', createdAt: later.createdAt });
        expect(edited.updatedAt > later.updatedAt).toBe(true);
        await expect(b.ledger.update({ id: later.id, input: money({ applicationId: 'appB' }) })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
        expect((await b.ledger.delete({ id: deposit.id })).id).toBe(deposit.id);
        expect(await b.ledger.get({ id: deposit.id })).toBeNull();
        await expect(b.ledger.delete({ id: deposit.id })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('refuses bad amounts, dates and methods and stores nothing', () =>
      withBackend(async (b) => {
        for (const bad of [{ amountCents: 0 }, { amountCents: -5 }, { amountCents: 10.5 }, { date: '2026-02-30' }, { method: 'bitcoin' as never }, { kind: 'refund' as never }, { applicationId: '../x' }]) {
          await expect(b.ledger.create({ input: money(bad) })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
        }
        expect(await b.ledger.listAll()).toEqual([]);
      }));

    it('deletes a family’s entries, exports and imports as given', () =>
      withBackend(async (b) => {
        await b.ledger.create({ input: money() });
        await b.ledger.create({ input: money({ applicationId: 'appB' }) });
        await b.ledger.create({ input: money({ kind: 'payment', date: '2026-04-01' }) });
        expect((await b.ledger.deleteByApplication({ applicationId: 'appA' })).length).toBe(2);
        const all = await b.ledger.listAll();
        expect(all.map((e) => e.applicationId)).toEqual(['appB']);
        await b.ledger.delete({ id: all[0]!.id });
        await b.ledger.importRecord({ record: all[0]! });
        expect(await b.ledger.listAll()).toEqual(all);
      }));
  });
}
