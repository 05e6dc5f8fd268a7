import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { isValidId } from '../ids';
import { importedTimestamp, nowTimestamp } from './convert';

/**
 * One Firestore collection of records with `createdAt` and `updatedAt` Timestamps: the get /
 * create / update / delete / import every such store repeats. A store names its fields once (the
 * input as the document's data) and keeps only what is its own (its queries, its checks). The
 * SQLite twin is `local/table.ts`.
 */
export type RecordCollectionSpec<R, I> = {
  name: string;
  /** The record's name in messages: "No testimonial 123". */
  noun: string;
  /** The input as document fields (nothing else is written). */
  fields: (input: I) => DocumentData;
  toRecord: (id: string, data: DocumentData | undefined) => R;
};

/** Firestore takes at most 500 writes in a batch. */
const BATCH = 400;

export function recordCollection<R, I>(db: Firestore, spec: RecordCollectionSpec<R, I>) {
  const col = db.collection(spec.name);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);
  const notFound = (id: string) => new AppError('not_found', `No ${spec.noun} ${id}`);
  const read = (d: QueryDocumentSnapshot | DocumentSnapshot): R => spec.toRecord(d.id, d.data());
  /** The document of `id` in a transaction that gets it first; not found unless it exists. */
  const change = async <T>(id: string, write: (tx: Transaction, snap: DocumentSnapshot, r: DocumentReference) => T): Promise<T> => {
    const r = ref(id);
    if (!r) throw notFound(id);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(r);
      if (!snap.exists) throw notFound(id);
      return write(tx, snap, r);
    });
  };

  const get = async (id: string): Promise<R | null> => {
    const r = ref(id);
    if (!r) return null;
    const snap = await r.get();
    return snap.exists ? read(snap) : null;
  };
  const create = async (input: I): Promise<R> => {
    const r = col.doc();
    const now = nowTimestamp();
    const data = { ...spec.fields(input), createdAt: now, updatedAt: now };
    await r.create(data);
    return spec.toRecord(r.id, data);
  };
  /** Moves updatedAt forward; `check` may refuse the change from the stored document. */
  const update = (id: string, input: I, check?: (stored: DocumentSnapshot) => void): Promise<R> =>
    change(id, (tx, snap, r) => {
      check?.(snap);
      const data = { ...spec.fields(input), updatedAt: nowTimestamp() };
      tx.update(r, data);
      return spec.toRecord(id, { ...snap.data(), ...data });
    });
  const remove = (id: string): Promise<R> =>
    change(id, (tx, snap, r) => {
      tx.delete(r);
      return read(snap);
    });
  /** Writes an exported record as it was (its id and timestamps), over one with the same id. */
  const importRecord = async (record: I & { id: string; createdAt: string; updatedAt: string }): Promise<R> => {
    const r = ref(record.id);
    if (!r) throw new AppError('invalid_input', `Bad ${spec.noun} id ${JSON.stringify(record.id)}`);
    await r.set({ ...spec.fields(record), createdAt: importedTimestamp(record.createdAt), updatedAt: importedTimestamp(record.updatedAt) });
    return read(await r.get());
  };

  return {
    col,
    read,
    update,
    /** The port's get / create / update / delete / importRecord, as a store spreads them. */
    methods: {
      get: ({ id }: { id: string }) => get(id),
      create: ({ input }: { input: I }) => create(input),
      update: ({ id, input }: { id: string; input: I }) => update(id, input),
      delete: ({ id }: { id: string }) => remove(id),
      importRecord: ({ record }: { record: I & { id: string; createdAt: string; updatedAt: string } }) => importRecord(record),
    },
    /** The records a query finds, in its order. */
    async list(q: Query = col): Promise<R[]> {
      return (await q.get()).docs.map(read);
    },
    create,
    /** Deletes the documents (in batches Firestore accepts). */
    async deleteDocs(docs: QueryDocumentSnapshot[]): Promise<void> {
      for (let i = 0; i < docs.length; i += BATCH) {
        const batch = db.batch();
        for (const d of docs.slice(i, i + BATCH)) batch.delete(d.ref);
        await batch.commit();
      }
    },
    importRecord,
  };
}
