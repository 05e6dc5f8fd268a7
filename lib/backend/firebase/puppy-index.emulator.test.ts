import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import { freshFirebaseBackend } from '@/test/firebase';
import { puppyInput as puppy } from '@/test/factories';
import { INDEX_SHARDS } from './puppy-index';

/**
 * Billed reads of a public listing page on Firestore (docs/scale.md budget: ≤ 2 × page size + 5): the
 * listing index's documents and the page's records, whatever the catalogue's size; no query.
 */
describe('firebase listing index: reads per page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the index documents and the page’s records only (10 + 12 at 12 per page), whatever the catalogue’s size', async () => {
    const b = await freshFirebaseBackend();
    try {
      for (let i = 0; i < 60; i++) await b.puppies.create({ input: puppy({ name: `Pup ${i}`, order: i, price: 1000 + i }) });
      await b.puppies.queryPublic({ type: 'all', q: '', sort: 'featured', page: 1, pageSize: 12 }); // builds the index once
      const spyAll = vi.spyOn(Firestore.prototype, 'getAll');
      const spyQuery = vi.spyOn(Query.prototype, 'get');
      const spyDoc = vi.spyOn(DocumentReference.prototype, 'get');
      for (const view of [
        { type: 'all', q: '', sort: 'name', page: 3 },
        { type: 'puppies', q: 'pup 1', sort: 'price', page: 1 },
        { type: 'all', q: 'nothing matches', sort: 'featured', page: 1 },
      ] as const) {
        spyAll.mockClear();
        const page = await b.puppies.queryPublic({ ...view, pageSize: 12 });
        const read = spyAll.mock.calls.reduce((n, args) => n + args.filter((a) => a instanceof DocumentReference).length, 0);
        expect(read, JSON.stringify(view)).toBe(INDEX_SHARDS + page.items.length);
        expect(read).toBeLessThanOrEqual(2 * 12 + 5);
      }
      expect(spyQuery).not.toHaveBeenCalled();
      expect(spyDoc).not.toHaveBeenCalled();
    } finally {
      await b.close?.();
    }
  });
});
