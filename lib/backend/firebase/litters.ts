import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { storedLife, toLitter, type Litter } from '@/lib/domain/litter';
import type { Puppy } from '@/lib/domain/puppy';
import { isValidId } from '../ids';
import type { LitterStore } from '../types';
import { docsById } from './collection';
import { docToPuppy, nowTimestamp, plain, timeKey, withFirestoreErrors } from './convert';
import { PUPPIES } from './puppies';
import { createPuppyIndex } from './puppy-index';

/** The litter's life is one map field of the entry document (lib/domain/litter.ts: StoredLitterLife). */
const LITTER_FIELD = 'litter';

type Doc = QueryDocumentSnapshot<DocumentData>;

function docToLitter(id: string, data: DocumentData | undefined): Litter {
  const d = data ?? {};
  return toLitter(docToPuppy(id, d), plain(d)[LITTER_FIELD] ?? null);
}

/** Order ascending (missing = 9999), then oldest first: the local adapter's order. */
function ordered<T extends { order: number }>(docs: Doc[], read: (d: Doc) => T): T[] {
  return docs
    .map((d) => ({ v: read(d), t: timeKey(d.get('createdAt')) }))
    .sort((a, b) => a.v.order - b.v.order || a.t - b.t)
    .map((x) => x.v);
}

/**
 * Litters on Firestore: the same `puppies` documents. Queries are single-field equalities
 * (entryType, litterId; automatic indexes), sorted here: a breeder has tens of litters, not thousands.
 */
export function createFirebaseLitterStore(db: Firestore): LitterStore {
  const col = db.collection(PUPPIES);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);
  const litters = docsById(db, col, 'litter', docToLitter);
  /** The litter `id` in a transaction that gets it first; not found unless it is a litter entry. */
  const changeLitter = <T>(id: string, write: (tx: Transaction, snap: DocumentSnapshot, r: DocumentReference) => T) =>
    litters.change(id, (tx, snap, r) => {
      if (snap.get('entryType') !== 'litter') throw litters.notFound(id);
      return write(tx, snap, r);
    });
  // Dam, sire, expected date, color and order are listing fields: the public listing index (H2,
  // puppy-index.ts) is written in the same transaction.
  const index = createPuppyIndex(db, PUPPIES);

  return withFirestoreErrors<LitterStore>(
    {
      async list() {
        const snap = await col.where('entryType', '==', 'litter').get();
        return ordered(snap.docs, (d) => docToLitter(d.id, d.data()));
      },
      async get({ id }) {
        const r = ref(id);
        if (!r) return null;
        const snap = await r.get();
        return snap.exists && snap.get('entryType') === 'litter' ? docToLitter(id, snap.data()) : null;
      },
      async update({ id, input }) {
        return changeLitter(id, (tx, snap, r) => {
          const patch = {
            [LITTER_FIELD]: storedLife(input),
            damName: input.dam.name,
            studName: input.sire.name,
            expectedDate: input.expectedDate,
            color: input.color,
            updatedAt: nowTimestamp(),
          };
          tx.update(r, patch);
          index.put(tx, id, docToPuppy(id, { ...snap.data(), ...patch }), snap.get('createdAt'));
          return docToLitter(id, { ...snap.data(), ...patch });
        });
      },
      async listPuppies({ litterId }) {
        if (!isValidId(litterId)) return [];
        const snap = await col.where('litterId', '==', litterId).get();
        return ordered(
          snap.docs.filter((d) => d.get('entryType') !== 'litter'),
          (d) => docToPuppy(d.id, d.data()),
        );
      },
      async listAssignedPuppies() {
        // Documents without litterId are skipped by the query; null is stored on unassign.
        const snap = await col.where('litterId', '!=', null).get();
        return ordered(
          snap.docs.filter((d) => d.get('entryType') !== 'litter' && typeof d.get('litterId') === 'string'),
          (d) => docToPuppy(d.id, d.data()),
        );
      },
      async assign({ puppyId, litterId }) {
        const r = ref(puppyId);
        if (!r) throw new AppError('not_found', `No entry ${puppyId}`);
        const l = litterId === null ? null : ref(litterId);
        if (litterId !== null && !l) throw new AppError('not_found', `No litter ${litterId}`);
        return db.runTransaction(async (tx): Promise<Puppy> => {
          const [snap, litter] = await Promise.all([tx.get(r), l ? tx.get(l) : Promise.resolve(null)]);
          if (!snap.exists) throw new AppError('not_found', `No entry ${puppyId}`);
          if (snap.get('entryType') === 'litter') throw new AppError('invalid_input', 'A litter cannot belong to a litter.');
          if (litter && !litter.exists) throw new AppError('not_found', `No litter ${litterId}`);
          if (litter && litter.get('entryType') !== 'litter') throw new AppError('invalid_input', 'That entry is not a litter.');
          const patch = { litterId, updatedAt: nowTimestamp() };
          tx.update(r, patch);
          return docToPuppy(puppyId, { ...snap.data(), ...patch });
        });
      },
      async setOrders({ orders }) {
        const refs = orders.map((o) => {
          const r = ref(o.id);
          if (!r) throw new AppError('not_found', `No entry ${o.id}`);
          return r;
        });
        await db.runTransaction(async (tx) => {
          const snaps = refs.length ? await tx.getAll(...refs) : [];
          const missing = snaps.find((s) => !s.exists);
          if (missing) throw new AppError('not_found', `No entry ${missing.id}`);
          const now = nowTimestamp();
          orders.forEach((o, i) => {
            tx.update(refs[i]!, { order: o.order, updatedAt: now });
            const s = snaps[i]!;
            index.put(tx, s.id, docToPuppy(s.id, { ...s.data(), order: o.order }), s.get('createdAt'));
          });
        });
      },
      async importLife({ id, life }) {
        return changeLitter(id, (tx, snap, r) => {
          // The life only: no listing field changes, so the public listing index stays as it is.
          const patch = { [LITTER_FIELD]: storedLife(life) };
          tx.update(r, patch);
          return docToLitter(id, { ...snap.data(), ...patch });
        });
      },
    },
    'litters',
  );
}
