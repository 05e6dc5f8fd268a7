import { describe, expect, it } from 'vitest';
import { puppyInput as puppy } from '@/test/factories';
import type { Backend } from '../types';

/**
 * Contract section for `SitemapStore` (docs/scale.md: a sitemap index whose children read only their
 * slice). Called by suite.ts.
 */
export function sitemapContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: sitemap slices`, () => {
    it('counts every entry and hands out stable slices of the public ones, with name, image and updatedAt', () =>
      withBackend(async (b) => {
        expect(await b.sitemap.countEntries()).toBe(0);
        expect(await b.sitemap.entries({ offset: 0, limit: 10 })).toEqual([]);
        const made = [];
        for (let i = 0; i < 7; i++) {
          made.push(
            await b.puppies.create({
              input: puppy({ name: `Pup ${i}`, imageUrl: i === 3 ? '' : `https://example.test/p${i}.jpg`, public: i !== 5, ...(i === 6 ? { entryType: 'litter', expectedDate: '2027-05-01' } : {}) }),
            }),
          );
        }
        expect(await b.sitemap.countEntries()).toBe(7);
        const hidden = made[5]!.id;
        const all = await b.sitemap.entries({ offset: 0, limit: 100 });
        // Every public entry once (the order is the store's own: id order on SQLite and Firestore).
        expect(all.map((e) => e.id).sort()).toEqual(made.map((p) => p.id).filter((id) => id !== hidden).sort());
        const byId = new Map(made.map((p) => [p.id, p]));
        for (const e of all) {
          const p = byId.get(e.id)!;
          expect(e).toEqual({ id: p.id, entryType: p.entryType, name: p.name, imageUrl: p.imageUrl, updatedAt: p.updatedAt });
        }
        expect(all.find((e) => e.name === 'Pup 6')?.entryType).toBe('litter');
        // Slices of 3 over all 7 entries: the hidden one leaves a gap, never a shift.
        const slices = [
          await b.sitemap.entries({ offset: 0, limit: 3 }),
          await b.sitemap.entries({ offset: 3, limit: 3 }),
          await b.sitemap.entries({ offset: 6, limit: 3 }),
        ];
        expect(slices.flat().map((e) => e.id)).toEqual(all.map((e) => e.id));
        // Each slice holds its 3 positions of the store's id order (the last one 1), less the hidden
        // entry in the one slice where it sits. Which slice that is depends on the store's own
        // collation of ids (the Firestore emulator's is not JavaScript's sort), so only the shape
        // is fixed: one slice one short, the others full.
        const room = [3, 3, 1];
        const short = slices.map((s, i) => room[i]! - s.length);
        expect(short.every((n) => n === 0 || n === 1)).toBe(true);
        expect(short.reduce((a, n) => a + n, 0)).toBe(1);
        expect(await b.sitemap.entries({ offset: 7, limit: 3 })).toEqual([]);
        expect(await b.sitemap.entries({ offset: 0, limit: 0 })).toEqual([]);
        // An edit moves updatedAt; hiding leaves the count as it is.
        await new Promise((r) => setTimeout(r, 5));
        const edited = await b.puppies.togglePublic({ id: made[0]!.id });
        expect(await b.sitemap.countEntries()).toBe(7);
        expect((await b.sitemap.entries({ offset: 0, limit: 100 })).map((e) => e.id)).not.toContain(edited.id);
        const shown = await b.puppies.togglePublic({ id: made[0]!.id });
        const again = (await b.sitemap.entries({ offset: 0, limit: 100 })).find((e) => e.id === shown.id);
        expect(again?.updatedAt).toBe(shown.updatedAt);
        expect(shown.updatedAt > made[0]!.updatedAt).toBe(true);
      }));
  });
}
