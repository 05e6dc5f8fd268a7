import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { toParent, type Parent, type ParentInput } from '@/lib/domain/parent';
import { isValidId } from '../ids';
import type { ParentStore } from '../types';
import { importedTimestamp, nowTimestamp, plain, timeKey, withFirestoreErrors } from './convert';

export const PARENTS = 'parents';

/** Dates of a parent (dob, clearance dates) are kept as YYYY-MM-DD strings, as the puppies' are. */
function fields(p: ParentInput | Omit<Parent, 'id' | 'createdAt' | 'updatedAt'>) {
  return {
    name: p.name,
    sex: p.sex,
    registration: p.registration,
    dob: p.dob,
    color: p.color,
    imageUrl: p.imageUrl,
    bio: p.bio,
    public: p.public,
    retired: p.retired,
    studId: p.sex === 'sire' ? p.studId : null,
    clearances: p.clearances.map((c) => ({ test: c.test, result: c.result, date: c.date, registryUrl: c.registryUrl })),
  };
}

export function docToParent(id: string, data: DocumentData | undefined): Parent {
  return toParent(id, plain(data));
}

function rows(docs: QueryDocumentSnapshot<DocumentData>[]) {
  return docs.map((d) => ({ p: docToParent(d.id, d.data()), t: timeKey(d.get('createdAt')) }));
}

export function createFirebaseParentStore(db: Firestore): ParentStore {
  const col = db.collection(PARENTS);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);

  async function change(id: string, patch: (p: Parent) => Record<string, unknown>): Promise<Parent> {
    const r = ref(id);
    if (!r) throw new AppError('not_found', `No parent ${id}`);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(r);
      if (!snap.exists) throw new AppError('not_found', `No parent ${id}`);
      const current = snap.data()!;
      const update = { ...patch(docToParent(id, current)), updatedAt: nowTimestamp() };
      tx.update(r, update);
      return docToParent(id, { ...current, ...update });
    });
  }

  return withFirestoreErrors<ParentStore>(
    {
      /** `where public == true` (a single-field index): the adapter always writes the flag. */
      async listPublic() {
        const snap = await col.where('public', '==', true).get();
        return rows(snap.docs)
          .sort((a, b) => a.t - b.t)
          .map((r) => r.p);
      },
      /** All parents, newest first; records without createdAt are read too (last). */
      async listAll() {
        const snap = await col.get();
        return rows(snap.docs)
          .sort((a, b) => b.t - a.t)
          .map((r) => r.p);
      },
      async get({ id }) {
        const r = ref(id);
        if (!r) return null;
        const snap = await r.get();
        return snap.exists ? docToParent(id, snap.data()) : null;
      },
      async create({ input }) {
        const r = col.doc();
        const now = nowTimestamp();
        const data = { ...fields(input), createdAt: now, updatedAt: now };
        await r.create(data);
        return docToParent(r.id, data);
      },
      async update({ id, input }) {
        return change(id, () => fields(input));
      },
      async setImage({ id, imageUrl }) {
        return change(id, () => ({ imageUrl }));
      },
      async delete({ id }) {
        const r = ref(id);
        if (!r) throw new AppError('not_found', `No parent ${id}`);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', `No parent ${id}`);
          tx.delete(r);
          return docToParent(id, snap.data());
        });
      },
      async importRecord({ record }) {
        const r = ref(record.id);
        if (!r) throw new AppError('invalid_input', `Bad parent id ${JSON.stringify(record.id)}`);
        await r.set({ ...fields(record), createdAt: importedTimestamp(record.createdAt), updatedAt: importedTimestamp(record.updatedAt) });
        return docToParent(record.id, (await r.get()).data());
      },
    },
    'parents',
  );
}
