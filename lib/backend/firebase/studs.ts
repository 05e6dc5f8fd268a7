import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isValidId } from '../ids';
import { mustBeStud, studStoreOver, studsOf } from '../stud-view';
import type { StudStore } from '../types';
import { nowTimestamp, timeKey, withFirestoreErrors } from './convert';
import { PARENTS, afterLegacyStudsMerged, createFirebaseParentStore, docToParent, studFields } from './parents';

function byAge(docs: QueryDocumentSnapshot<DocumentData>[], newestFirst: boolean) {
  return docs
    .map((d) => ({ d, t: timeKey(d.get('createdAt')) }))
    .sort((a, b) => (newestFirst ? b.t - a.t : a.t - b.t))
    .map((x) => x.d);
}

/**
 * Studs on Firestore: the `parents` documents of sires offered as studs (docs/dogs.md;
 * lib/backend/stud-view.ts). `studAvailable` is true or false exactly on those documents (null on
 * the others), so `in [true, false]` finds every stud and `== true` the available ones.
 */
export function createFirebaseStudStore(db: Firestore): StudStore {
  const col = db.collection(PARENTS);
  const offered = () => col.where('studAvailable', 'in', [true, false]);
  const available = () => col.where('studAvailable', '==', true);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);

  const own = withFirestoreErrors<Parameters<typeof studStoreOver>[1]>(
    afterLegacyStudsMerged(db, {
      /** docs/product.md §7: the available studs, oldest first, as the local adapter. */
      async listAvailable() {
        return studsOf(byAge((await available().get()).docs, false).map((d) => docToParent(d.id, d.data())));
      },
      /** As listAvailable, with each document's stored preview (the same documents: no extra read). */
      async listAvailableWithPreview() {
        return byAge((await available().get()).docs, false).flatMap((d) => {
          const p = d.get('studPreview') as unknown;
          return studsOf([docToParent(d.id, d.data())]).map((stud) => ({ stud, preview: typeof p === 'string' && p ? p : null }));
        });
      },
      async setPreview({ id, imageUrl, preview }) {
        const r = ref(id);
        if (!r) return false;
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists || snap.get('imageUrl') !== imageUrl || !studsOf([docToParent(id, snap.data())]).length) return false;
          tx.update(r, { studPreview: preview });
          return true;
        });
      },
      /** All studs, newest first. */
      async listAll() {
        return studsOf(byAge((await offered().get()).docs, true).map((d) => docToParent(d.id, d.data())));
      },
      /** Two count aggregations; no document is read. */
      async countAll() {
        const [total, avail] = await Promise.all([offered().count().get(), available().count().get()]);
        return { total: total.data().count, available: avail.data().count };
      },
      async toggleAvailable({ id }) {
        // Flips the flag only (docs/product.md §4, §7); the fee is emptied only by the edit form (§5).
        const r = ref(id);
        const dog = !r
          ? null
          : await db.runTransaction(async (tx) => {
              const snap = await tx.get(r);
              const current = snap.exists ? docToParent(id, snap.data()) : null;
              if (!current || !mustBeStud(current, id)) return null;
              const toggled = { ...current, stud: { ...current.stud!, available: !current.stud!.available } };
              tx.update(r, { ...studFields(toggled.stud), updatedAt: nowTimestamp() });
              return toggled;
            });
        return mustBeStud(dog, id);
      },
    }),
    'studs',
  );
  return studStoreOver(createFirebaseParentStore(db), own);
}
