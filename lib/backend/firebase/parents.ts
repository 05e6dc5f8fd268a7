import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { toParent, type Parent, type ParentInput } from '@/lib/domain/parent';
import { mergeLegacyStuds } from '@/lib/domain/stud';
import type { ParentStore } from '../types';
import { docsById } from './collection';
import { docToStud, importedTimestamp, nowTimestamp, plain, timeKey, withFirestoreErrors } from './convert';

export const PARENTS = 'parents';
/** The collection studs were kept in before they were dog records (read and emptied by the merge). */
const LEGACY_STUDS = 'studs';

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
    // The stud facet (docs/dogs.md) as a map, and its flag at the top level, which the studs' queries
    // read (true or false on a stud, null on any other dog): single-field indexes, no nested paths.
    ...studFields(p.sex === 'sire' ? p.stud : null),
    clearances: p.clearances.map((c) => ({ test: c.test, result: c.result, date: c.date, registryUrl: c.registryUrl })),
  };
}

export function studFields(stud: Parent['stud']) {
  return {
    stud: stud ? { available: stud.available, studFee: stud.studFee, ofaCertified: stud.ofaCertified } : null,
    studAvailable: stud ? stud.available : null,
  };
}

/** A preview belongs to the photo it was made from (lib/server/stud-preview.ts): another imageUrl drops it. */
function keepPreview(current: DocumentData, imageUrl: string | null): Record<string, unknown> {
  return current.imageUrl === imageUrl ? {} : { studPreview: null };
}

/**
 * The one-time merge of the old `studs` collection into the dog records (docs/dogs.md), in one
 * transaction that deletes the stud documents it merged: a second run (another server, a retry)
 * finds none and writes nothing. The merge itself is `mergeLegacyStuds`, as on SQLite.
 */
export async function migrateLegacyStuds(db: Firestore): Promise<number> {
  const studsCol = db.collection(LEGACY_STUDS);
  if ((await studsCol.limit(1).get()).empty) return 0;
  return db.runTransaction(async (tx) => {
    const [studSnap, parentSnap] = await Promise.all([tx.get(studsCol), tx.get(db.collection(PARENTS))]);
    if (studSnap.empty) return 0;
    const studs = studSnap.docs.map((d) => ({ stud: docToStud(d.id, d.data()), t: timeKey(d.get('createdAt')), preview: d.get('preview') as unknown }));
    studs.sort((a, b) => a.t - b.t);
    const parents = parentSnap.docs.map((d) => ({ parent: docToParent(d.id, d.data()), studId: typeof d.get('studId') === 'string' ? (d.get('studId') as string) : null }));
    const preview = new Map(studs.map((s) => [s.stud.id, typeof s.preview === 'string' && s.preview ? s.preview : null]));
    const merged = mergeLegacyStuds(parents, studs.map((s) => s.stud));
    const kept = new Map(parentSnap.docs.map((d) => [d.id, d.data()]));
    for (const { dog, from } of merged) {
      const createdAt = (kept.get(dog.id) ?? studSnap.docs.find((d) => d.id === from.id)?.data())?.createdAt ?? importedTimestamp(dog.createdAt);
      tx.set(db.collection(PARENTS).doc(dog.id), { ...fields(dog), createdAt, updatedAt: nowTimestamp(), studPreview: dog.imageUrl === from.imageUrl ? preview.get(from.id) : null });
    }
    // A link to a stud that is gone is cleared (merged dogs were rewritten whole, without it).
    for (const d of parentSnap.docs) if (typeof d.get('studId') === 'string' && !merged.some((m) => m.dog.id === d.id)) tx.update(d.ref, { studId: null });
    for (const d of studSnap.docs) tx.delete(d.ref);
    return merged.length;
  });
}

const migrated = new WeakMap<Firestore, Promise<unknown>>();

/**
 * Runs the merge once per process before the dog records are first read or written (a failure is
 * tried again by the next call), so a project with separate studs is upgraded on its first request.
 */
export function afterLegacyStudsMerged<T extends object>(db: Firestore, store: T): T {
  const ready = () => {
    let p = migrated.get(db);
    if (!p) {
      p = migrateLegacyStuds(db).catch((e: unknown) => {
        migrated.delete(db);
        throw e;
      });
      migrated.set(db, p);
    }
    return p;
  };
  const wrapped = {} as Record<string, unknown>;
  for (const [key, fn] of Object.entries(store)) {
    wrapped[key] = typeof fn === 'function' ? async (...args: unknown[]) => (await ready(), (fn as (...a: unknown[]) => unknown).apply(store, args)) : fn;
  }
  return wrapped as T;
}

export function docToParent(id: string, data: DocumentData | undefined): Parent {
  return toParent(id, plain(data));
}

function rows(docs: QueryDocumentSnapshot<DocumentData>[]) {
  return docs.map((d) => ({ p: docToParent(d.id, d.data()), t: timeKey(d.get('createdAt')) }));
}

export function createFirebaseParentStore(db: Firestore): ParentStore {
  const col = db.collection(PARENTS);
  const docs = docsById(db, col, 'parent', docToParent);

  return withFirestoreErrors<ParentStore>(
    afterLegacyStudsMerged(db, {
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
        return docs.get(id);
      },
      async create({ input }) {
        const r = col.doc();
        const now = nowTimestamp();
        const data = { ...fields(input), createdAt: now, updatedAt: now };
        await r.create(data);
        return docToParent(r.id, data);
      },
      async update({ id, input }) {
        return docs.patch(id, (_p, current) => ({ ...fields(input), ...keepPreview(current, input.imageUrl) }));
      },
      async setImage({ id, imageUrl }) {
        return docs.patch(id, (_p, current) => ({ imageUrl, ...keepPreview(current, imageUrl) }));
      },
      async delete({ id }) {
        return docs.remove(id);
      },
      async importRecord({ record }) {
        const r = docs.importRef(record.id);
        await db.runTransaction(async (tx) => {
          const current = (await tx.get(r)).data();
          const studPreview = current && current.imageUrl === record.imageUrl ? ((current.studPreview as unknown) ?? null) : null;
          tx.set(r, { ...fields(record), studPreview, createdAt: importedTimestamp(record.createdAt), updatedAt: importedTimestamp(record.updatedAt) });
        });
        return docToParent(record.id, (await r.get()).data());
      },
    }),
    'parents',
  );
}
