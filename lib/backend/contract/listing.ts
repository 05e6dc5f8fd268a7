import { describe, expect, it } from 'vitest';
import { pageOfListing, SORT_KEYS, TYPE_FILTERS, type PublicPageQuery } from '@/lib/domain/listing';
import type { PuppyInputDraft } from '@/lib/domain/puppy';
import { listingPageSummary, puppyInput as puppy } from '@/test/factories';
import type { Backend } from '../types';

/**
 * Contract section for `PuppyStore.queryPublic` (docs/scale.md: server paging past the threshold):
 * every docs/product.md §9 rule at the page boundary, the same answer as the browser's rules over
 * listPublic(), and the index kept current by every write. Called by suite.ts.
 */
export function publicListingContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  const q = (over: Partial<PublicPageQuery> = {}): PublicPageQuery => ({ type: 'all', q: '', sort: 'featured', page: 1, pageSize: 12, ...over });

  async function addMany(b: Backend, n: number, make: (i: number) => Partial<PuppyInputDraft>) {
    for (let i = 0; i < n; i++) await b.puppies.create({ input: puppy(make(i)) });
  }

  describe(`${name} backend: public listing pages (queryPublic)`, () => {
    it('pages 12 at a time: 13 entries are 12 + 1, a page past the end shows the last page, hidden entries are left out', () =>
      withBackend(async (b) => {
        await addMany(b, 13, (i) => ({ name: `Pup ${String(i + 1).padStart(2, '0')}`, order: i + 1 }));
        await b.puppies.create({ input: puppy({ name: 'Hidden', order: 0, public: false }) });
        const p1 = await b.puppies.queryPublic(q());
        expect(p1.total).toBe(13);
        expect(p1.page).toBe(1);
        expect(p1.items.map((e) => e.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Pup ${String(i + 1).padStart(2, '0')}`));
        const p2 = await b.puppies.queryPublic(q({ page: 2 }));
        expect(p2).toMatchObject({ total: 13, page: 2 });
        expect(p2.items.map((e) => e.name)).toEqual(['Pup 13']);
        // Full records: the card's fields come back too.
        expect(p2.items[0]).toEqual(await b.puppies.get({ id: p2.items[0]!.id }));
        const past = await b.puppies.queryPublic(q({ page: 9 }));
        expect(past.page).toBe(2);
        expect(past.items.map((e) => e.name)).toEqual(['Pup 13']);
        expect(await b.puppies.queryPublic(q({ q: 'no such thing' }))).toEqual({ items: [], total: 0, page: 1, all: 13 });
        expect(p1.all).toBe(13);
      }));

    it('searches case-insensitively for a substring of name, description, sex, color, dam, stud, status and entry type', () =>
      withBackend(async (b) => {
        await b.puppies.create({ input: puppy({ name: 'Byname Zephyr', sex: 'Male' }) });
        await b.puppies.create({ input: puppy({ name: 'D', description: 'Loves the zEPHYR breeze', sex: 'Male' }) });
        await b.puppies.create({ input: puppy({ name: 'C', color: 'Zephyrine cream', sex: 'Male' }) });
        await b.puppies.create({ input: puppy({ name: 'Dam', damName: 'ZEPHYRA', sex: 'Male' }) });
        await b.puppies.create({ input: puppy({ name: 'Stud', studName: 'Old Zephyr', sex: 'Male' }) });
        await b.puppies.create({ input: puppy({ name: 'Other', sex: 'Female', status: 'Reserved' }) });
        await b.puppies.create({ input: puppy({ entryType: 'litter', name: 'Spring', expectedDate: '2027-04-01' }) });
        const names = async (needle: string) => (await b.puppies.queryPublic(q({ q: needle }))).items.map((e) => e.name).sort();
        expect(await names('zephyr')).toEqual(['Byname Zephyr', 'C', 'D', 'Dam', 'Stud']);
        expect(await names('FEMALE')).toEqual(['Other']);
        expect(await names('reserv')).toEqual(['Other']);
        expect(await names('LITTER')).toEqual(['Spring']);
        // "male" is inside "female" too: a substring, not a word.
        expect((await b.puppies.queryPublic(q({ q: 'male' }))).total).toBe(6);
        expect((await b.puppies.queryPublic(q({ q: 'zephyr', type: 'litters' }))).total).toBe(0);
        expect((await b.puppies.queryPublic(q({ type: 'litters' }))).items.map((e) => e.name)).toEqual(['Spring']);
        expect((await b.puppies.queryPublic(q({ type: 'puppies' }))).total).toBe(6);
      }));

    it('sorts across the page boundary: Newest by dob or expected date with undated last, Price ascending with unpriced last, Name alphabetical, Featured by order', () =>
      withBackend(async (b) => {
        // 14 entries: the 13th and 14th of each sort sit on page 2.
        await addMany(b, 10, (i) => ({ name: `Pup ${i + 1}`, order: 50 - i, dob: `2026-01-${String(i + 10)}`, price: 1000 + i * 100 }));
        await b.puppies.create({ input: puppy({ name: 'pup 11 undated', order: 1, price: null }) });
        await b.puppies.create({ input: puppy({ entryType: 'litter', name: 'Alpha litter', order: 2, expectedDate: '2027-06-01' }) });
        await b.puppies.create({ input: puppy({ name: 'Zed undated', order: 99, price: 500 }) });
        await b.puppies.create({ input: puppy({ name: 'Free', order: 98, price: 0 }) });
        const all = async (sort: PublicPageQuery['sort']) => {
          const p1 = await b.puppies.queryPublic(q({ sort }));
          const p2 = await b.puppies.queryPublic(q({ sort, page: 2 }));
          expect(p1.items).toHaveLength(12);
          expect(p2.items).toHaveLength(2);
          return [...p1.items, ...p2.items].map((e) => e.name);
        };
        const newest = await all('newest');
        expect(newest.slice(0, 2)).toEqual(['Alpha litter', 'Pup 10']);
        expect(newest.slice(10, 11)).toEqual(['Pup 1']);
        expect(new Set(newest.slice(11))).toEqual(new Set(['pup 11 undated', 'Zed undated', 'Free']));
        const price = await all('price');
        expect(price.slice(0, 2)).toEqual(['Zed undated', 'Pup 1']);
        expect(price.slice(10, 11)).toEqual(['Pup 10']);
        expect(new Set(price.slice(11))).toEqual(new Set(['pup 11 undated', 'Alpha litter', 'Free']));
        // Case-insensitive, numbers by value (Pup 2 before Pup 10).
        expect(await all('name')).toEqual(['Alpha litter', 'Free', 'Pup 1', 'Pup 2', 'Pup 3', 'Pup 4', 'Pup 5', 'Pup 6', 'Pup 7', 'Pup 8', 'Pup 9', 'Pup 10', 'pup 11 undated', 'Zed undated']);
        const featured = await all('featured');
        expect(featured.slice(0, 3)).toEqual(['pup 11 undated', 'Alpha litter', 'Pup 10']);
        expect(featured.slice(12)).toEqual(['Free', 'Zed undated']);
      }));

    it('answers every view exactly as the browser rules over listPublic() do (ties in listPublic order)', () =>
      withBackend(async (b) => {
        const colors = ['Cream', 'Red', 'Light golden'];
        await addMany(b, 26, (i) => ({
          entryType: i % 5 === 0 ? 'litter' : 'puppy',
          name: `${i % 3 ? 'Sunny' : 'bear'} ${i % 7}`,
          order: i % 4,
          color: colors[i % 3],
          sex: i % 2 ? 'Male' : 'Female',
          price: i % 3 === 0 ? null : 900 + (i % 6) * 50,
          dob: i % 4 === 0 ? null : `2026-0${(i % 9) + 1}-15`,
          expectedDate: '2027-01-01',
          status: i % 6 === 0 ? 'Reserved' : 'Available',
        }));
        const listed = await b.puppies.listPublic();
        for (const type of TYPE_FILTERS) {
          for (const sort of SORT_KEYS) {
            for (const needle of ['', 'SUNNY', 'red', 'fem']) {
              for (const page of [1, 2, 3]) {
                const view = q({ type, sort, q: needle, page });
                const want = pageOfListing(listed, view);
                const got = await b.puppies.queryPublic(view);
                // pageOfListing counts all of `listed`: the store's count of all public entries must be that.
                expect({ view, ...listingPageSummary(got) }).toEqual({ view, ...listingPageSummary(want) });
              }
            }
          }
        }
      }));

    it('stays current through create, update, status, show/hide, delete and import', () =>
      withBackend(async (b) => {
        const ids = async (needle = '') => (await b.puppies.queryPublic(q({ q: needle }))).items.map((e) => e.name);
        const a = await b.puppies.create({ input: puppy({ name: 'Amber', order: 1 }) });
        const c = await b.puppies.create({ input: puppy({ name: 'Copper', order: 2 }) });
        expect(await ids()).toEqual(['Amber', 'Copper']);
        await b.puppies.update({ id: a.id, input: puppy({ name: 'Amberly', order: 3, color: 'Fox red' }) });
        expect(await ids()).toEqual(['Copper', 'Amberly']);
        expect(await ids('fox')).toEqual(['Amberly']);
        await b.puppies.toggleStatus({ id: c.id });
        expect(await ids('reserved')).toEqual(['Copper']);
        await b.puppies.setStatus({ id: c.id, status: 'Adopted' });
        expect(await ids('reserved')).toEqual([]);
        expect(await ids('adopted')).toEqual(['Copper']);
        await b.puppies.togglePublic({ id: a.id });
        expect(await ids()).toEqual(['Copper']);
        await b.puppies.togglePublic({ id: a.id });
        expect(await ids()).toEqual(['Copper', 'Amberly']);
        await b.puppies.delete({ id: c.id });
        expect(await ids()).toEqual(['Amberly']);
        const at = new Date('2025-05-05T00:00:00.000Z').toISOString();
        const imported = { ...a, ...puppy({ name: 'Imported Ivy', order: 0 }), id: 'importedIvy', litterId: null, createdAt: at, updatedAt: at };
        await b.puppies.importRecord({ record: imported });
        expect(await ids()).toEqual(['Imported Ivy', 'Amberly']);
        await b.puppies.importRecord({ record: { ...imported, public: false } });
        expect(await ids()).toEqual(['Amberly']);
        expect((await b.puppies.queryPublic(q())).total).toBe(1);
        // Ids that are not plain identifiers (a leading digit, dashes, underscores) are kept current too.
        const odd = { ...imported, id: '9odd-id_x', name: 'Odd', public: true };
        await b.puppies.importRecord({ record: odd });
        await b.puppies.update({ id: odd.id, input: puppy({ name: 'Odder', order: 50 }) });
        expect(await ids()).toEqual(['Amberly', 'Odder']);
        await b.puppies.delete({ id: odd.id });
        expect((await b.puppies.queryPublic(q())).total).toBe(1);
      }));

    it('follows the litters store’s writes to listing fields (drag-and-drop order)', () =>
      withBackend(async (b) => {
        const first = await b.puppies.create({ input: puppy({ name: 'First', order: 1 }) });
        const second = await b.puppies.create({ input: puppy({ entryType: 'litter', name: 'Second', order: 2, expectedDate: '2027-01-01' }) });
        await b.litters.setOrders({ orders: [{ id: second.id, order: 1 }, { id: first.id, order: 2 }] });
        expect((await b.puppies.queryPublic(q())).items.map((e) => e.name)).toEqual(['Second', 'First']);
      }));
  });
}
