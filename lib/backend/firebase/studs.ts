import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import type { Stud, StudInput } from '@/lib/domain/stud';
import { isValidId } from '../ids';
import type { StudStore } from '../types';
import { docToStud, importedTimestamp, nowTimestamp, timeKey, withFirestoreErrors } from './convert';

export const STUDS = 'studs';

/** docs/product.md §3 fields; a stud that is not available is saved with an empty fee (§5). */
function fields(s: StudInput) {
  return {
    name: s.name,
    imageUrl: s.imageUrl,
    available: s.available,
    studFee: s.available ? s.studFee : '',
    ofaCertified: s.ofaCertified,
    registration: s.registration,
    dob: s.dob,
    color: s.color,
    notes: s.notes,
  };
}

function rows(docs: QueryDocumentSnapshot<DocumentData>[]) {
  return docs.map((d) => ({ s: docToStud(d.id, d.data()), t: timeKey(d.get('createdAt')) }));
}

export function createFirebaseStudStore(db: Firestore): StudStore {
  const col = db.collection(STUDS);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);

  async function change(id: string, patch: (s: Stud) => Record<string, unknown>): Promise<Stud> {
    const r = ref(id);
    if (!r) throw new AppError('not_found', `No stud ${id}`);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(r);
      if (!snap.exists) throw new AppError('not_found', `No stud ${id}`);
      const current = snap.data()!;
      const update = patch(docToStud(id, current));
      tx.update(r, update);
      return docToStud(id, { ...current, ...update });
    });
  }

  return withFirestoreErrors<StudStore>(
    {
      /** docs/product.md §7: `where available == true` (a single-field index); oldest first, as the local adapter. */
      async listAvailable() {
        const snap = await col.where('available', '==', true).get();
        return rows(snap.docs)
          .sort((a, b) => a.t - b.t)
          .map((r) => r.s);
      },
      /** As listAvailable, with each document's stored preview (the same documents: no extra read). */
      async listAvailableWithPreview() {
        const snap = await col.where('available', '==', true).get();
        const preview = new Map(snap.docs.map((d) => [d.id, d.get('preview')]));
        return rows(snap.docs)
          .sort((a, b) => a.t - b.t)
          .map((r) => {
            const p = preview.get(r.s.id);
            return { stud: r.s, preview: typeof p === 'string' && p ? p : null };
          });
      },
      async setPreview({ id, imageUrl, preview }) {
        const r = ref(id);
        if (!r) return false;
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists || snap.get('imageUrl') !== imageUrl) return false;
          tx.update(r, { preview });
          return true;
        });
      },
      /** All studs, newest first; studs without createdAt are read too (last). */
      async listAll() {
        const [ordered, all] = await Promise.all([col.orderBy('createdAt', 'desc').get(), col.count().get()]);
        const docs = ordered.size === all.data().count ? ordered.docs : (await col.get()).docs;
        return rows(docs)
          .sort((a, b) => b.t - a.t)
          .map((r) => r.s);
      },
      /** As the puppies' pageAll: `orderBy createdAt desc limit(offset + limit)`, skipped here. */
      async pageAll({ limit, offset }) {
        const n = Math.max(0, Math.floor(limit));
        const skip = Math.max(0, Math.floor(offset));
        if (n === 0) return [];
        const snap = await col.orderBy('createdAt', 'desc').limit(skip + n).get();
        if (snap.size === skip + n) return rows(snap.docs.slice(skip)).map((r) => r.s);
        const all = (await col.count().get()).data().count;
        if (all === snap.size) return rows(snap.docs.slice(skip)).map((r) => r.s);
        return (await this.listAll()).slice(skip, skip + n);
      },
      /** Two count aggregations; no document is read. */
      async countAll() {
        const [total, available] = await Promise.all([col.count().get(), col.where('available', '==', true).count().get()]);
        return { total: total.data().count, available: available.data().count };
      },
      async get({ id }) {
        const r = ref(id);
        if (!r) return null;
        const snap = await r.get();
        return snap.exists ? docToStud(id, snap.data()) : null;
      },
      async create({ input }) {
        const r = col.doc();
        const data = { ...fields(input), createdAt: nowTimestamp() };
        await r.create(data);
        return docToStud(r.id, data);
      },
      async update({ id, input }) {
        // A preview belongs to the photo it was made from: another imageUrl drops it.
        return change(id, (s) => ({ ...fields(input), ...(s.imageUrl !== input.imageUrl ? { preview: null } : {}) }));
      },
      async toggleAvailable({ id }) {
        // Flips the flag only (docs/product.md §4, §7); the fee is emptied only by the edit form (§5).
        return change(id, (s) => ({ available: !s.available }));
      },
      async delete({ id }) {
        const r = ref(id);
        if (!r) throw new AppError('not_found', `No stud ${id}`);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', `No stud ${id}`);
          tx.delete(r);
          return docToStud(id, snap.data());
        });
      },
      async importRecord({ record }) {
        const r = ref(record.id);
        if (!r) throw new AppError('invalid_input', `Bad stud id ${JSON.stringify(record.id)}`);
        const { id: _id, createdAt, ...rest } = record;
        await r.set({ ...rest, createdAt: importedTimestamp(createdAt) });
        return docToStud(record.id, (await r.get()).data());
      },
    },
    'studs',
  );
}
