import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import type { SitemapEntry, SitemapStore } from '../types';
import { docToPuppy, withFirestoreErrors } from './convert';
import { PUPPIES } from './puppies';

/**
 * The sitemap's reads on Firestore: a count aggregation for the index (no document read), and a
 * child's slice as `orderBy(__name__) limit(offset + limit)` with only the fields a sitemap shows.
 * The skip happens here (the offline emulator ignores offsets, and Firestore bills skipped documents
 * all the same): the first child (the first 50,000 entries, which is every entry of nearly every
 * site) reads exactly its own documents.
 */
export function createFirebaseSitemapStore(db: Firestore): SitemapStore {
  const col = db.collection(PUPPIES);
  return withFirestoreErrors<SitemapStore>(
    {
      async countEntries() {
        return (await col.count().get()).data().count;
      },
      async entries({ offset, limit }) {
        const n = Math.max(0, Math.floor(limit));
        const skip = Math.max(0, Math.floor(offset));
        if (n === 0) return [];
        const snap = await col
          .orderBy(FieldPath.documentId())
          .select('entryType', 'name', 'imageUrl', 'public', 'updatedAt')
          .limit(skip + n)
          .get();
        return snap.docs
          .slice(skip)
          .filter((d) => d.get('public') !== false)
          .map((d): SitemapEntry => {
            const p = docToPuppy(d.id, d.data());
            return { id: p.id, entryType: p.entryType, name: p.name, imageUrl: p.imageUrl, updatedAt: p.updatedAt };
          });
      },
    },
    'sitemap',
  );
}
