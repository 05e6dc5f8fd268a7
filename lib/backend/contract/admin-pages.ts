import { describe, expect, it } from 'vitest';
import { puppyInput as puppy, studInput as stud } from '@/test/factories';
import type { Backend } from '../types';

/**
 * docs/scale.md, admin scale: the admin tables read one page (`pageAll`) and the Dashboard and the
 * tables' summaries count with count queries (`countAll`). Called by suite.ts in its
 * puppies and studs sections, so both adapters pass it unchanged.
 */
export function puppyPagingContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: puppies, admin pages and counts`, () => {
    it('pages the admin order (newest first, hidden included): pages put together are listAll', () =>
      withBackend(async (b) => {
        for (let i = 0; i < 7; i++) await b.puppies.create({ input: puppy({ name: `P${i}`, public: i % 3 !== 0 }) });
        const all = (await b.puppies.listAll()).map((p) => p.id);
        expect(all).toHaveLength(7);
        const pages: string[][] = [];
        for (let offset = 0; offset < 9; offset += 3) pages.push((await b.puppies.pageAll({ limit: 3, offset })).map((p) => p.id));
        expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
        expect(pages.flat()).toEqual(all);
        // The records are whole (what the table shows), not just ids.
        expect((await b.puppies.pageAll({ limit: 1, offset: 0 }))[0]).toEqual(await b.puppies.get({ id: all[0]! }));
        expect(await b.puppies.pageAll({ limit: 3, offset: 7 })).toEqual([]);
        expect(await b.puppies.pageAll({ limit: 0, offset: 0 })).toEqual([]);
      }));

    it('counts entries, hidden ones, shown available/reserved puppies and litters', () =>
      withBackend(async (b) => {
        expect(await b.puppies.countAll()).toEqual({
          total: 0,
          hidden: 0,
          puppies: 0,
          hiddenPuppies: 0,
          availablePuppies: 0,
          reservedPuppies: 0,
          litters: 0,
          hiddenLitters: 0,
        });
        await b.puppies.create({ input: puppy({ name: 'A1' }) });
        await b.puppies.create({ input: puppy({ name: 'A2' }) });
        await b.puppies.create({ input: puppy({ name: 'R1', status: 'Reserved' }) });
        await b.puppies.create({ input: puppy({ name: 'H-A', public: false }) });
        await b.puppies.create({ input: puppy({ name: 'H-R', status: 'Reserved', public: false }) });
        await b.puppies.create({ input: puppy({ name: 'Adopted', status: 'Adopted' }) });
        await b.puppies.create({ input: puppy({ name: 'Hold', status: 'Hold' }) });
        await b.puppies.create({ input: puppy({ entryType: 'litter', name: 'L1' }) });
        const hiddenLitter = await b.puppies.create({ input: puppy({ entryType: 'litter', name: 'L2', public: false }) });
        expect(await b.puppies.countAll()).toEqual({
          total: 9,
          hidden: 3,
          puppies: 7,
          hiddenPuppies: 2,
          availablePuppies: 2,
          reservedPuppies: 1,
          litters: 2,
          hiddenLitters: 1,
        });
        // Counts follow the toggles at once.
        await b.puppies.togglePublic({ id: hiddenLitter.id });
        expect(await b.puppies.countAll()).toMatchObject({ total: 9, hidden: 2, litters: 2, hiddenLitters: 0 });
      }));
  });
}

export function studPagingContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: studs, admin pages and counts`, () => {
    it('pages the admin order and counts available studs', () =>
      withBackend(async (b) => {
        expect(await b.studs.countAll()).toEqual({ total: 0, available: 0 });
        for (let i = 0; i < 5; i++) await b.studs.create({ input: stud({ name: `S${i}`, available: i % 2 === 0 }) });
        const all = (await b.studs.listAll()).map((s) => s.id);
        const pages = [
          (await b.studs.pageAll({ limit: 2, offset: 0 })).map((s) => s.id),
          (await b.studs.pageAll({ limit: 2, offset: 2 })).map((s) => s.id),
          (await b.studs.pageAll({ limit: 2, offset: 4 })).map((s) => s.id),
        ];
        expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
        expect(pages.flat()).toEqual(all);
        expect(await b.studs.pageAll({ limit: 2, offset: 5 })).toEqual([]);
        expect(await b.studs.countAll()).toEqual({ total: 5, available: 3 });
        await b.studs.toggleAvailable({ id: all[0]! });
        expect((await b.studs.countAll()).available).toBe((await b.studs.listAvailable()).length);
      }));
  });
}
