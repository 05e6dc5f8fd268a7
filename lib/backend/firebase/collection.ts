import type { CollectionReference, DocumentData, DocumentReference, DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { isValidId } from '../ids';
import { importedTimestamp, nowTimestamp } from './convert';

/**
 * One Firestore collection of records with `createdAt` and `updatedAt` Timestamps: the get /
 * create / update / delete / import every such store repeats. A store names its fields once (the
 * input as the document's data) and keeps only what is its own (its queries, its checks). The
 * SQLite twin is `local/table.ts`.
 */
type RecordCollectionSpec<R, I> = {
  name: string;
  /** The record's name in messages: "No testimonial 123". */
  noun: string;
  /** The input as document fields (nothing else is written). */
  fields: (input: I) => DocumentData;
  toRecord: (id: string, data: DocumentData | undefined) => R;
};

/** Firestore takes at most 500 writes in a batch. */
const BATCH = 400;

/**
 * The documents of one collection by id, as every store reads and changes them: the reference of a
 * valid id, the get, and the transaction that gets a document first and says "No <noun> <id>"
 * when it is not there (two admins changing one record at once cannot lose an update).
 * `recordCollection` is built on it; stores with their own shape use it directly.
 */
export function docsById<R>(db: Firestore, col: CollectionReference, noun: string, toRecord: (id: string, data: DocumentData | undefined) => R) {
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);
  const notFound = (id: string) => new AppError('not_found', `No ${noun} ${id}`);
  /** The document of `id` in a transaction that gets it first; not found unless it exists. */
  const change = async <T>(id: string, write: (tx: Transaction, snap: DocumentSnapshot, r: DocumentReference) => T | Promise<T>): Promise<T> => {
    const r = ref(id);
    if (!r) throw notFound(id);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(r);
      if (!snap.exists) throw notFound(id);
      return write(tx, snap, r);
    });
  };
  return {
    ref,
    notFound,
    change,
    /** The reference an import writes to: a bad id is refused ("Bad <noun> id …"). */
    importRef(id: string): DocumentReference {
      const r = ref(id);
      if (!r) throw new AppError('invalid_input', `Bad ${noun} id ${JSON.stringify(id)}`);
      return r;
    },
    async get(id: string): Promise<R | null> {
      const r = ref(id);
      if (!r) return null;
      const snap = await r.get();
      return snap.exists ? toRecord(id, snap.data()) : null;
    },
    /**
     * Writes the fields `patch` makes from the stored record (and its data) with a new updatedAt;
     * `also` writes beside it in the same transaction. Returns the changed record.
     */
    patch(id: string, patch: (current: R, data: DocumentData) => DocumentData, also?: (tx: Transaction, changed: R, data: DocumentData) => void): Promise<R> {
      return change(id, (tx, snap, r) => {
        const data = snap.data()!;
        const update = { ...patch(toRecord(id, data), data), updatedAt: nowTimestamp() };
        tx.update(r, update);
        const changed = toRecord(id, { ...data, ...update });
        also?.(tx, changed, data);
        return changed;
      });
    },
    /** Deletes the document and returns it as it was; `check` may refuse, `also` writes beside it. */
    remove(id: string, check?: (current: R) => void, also?: (tx: Transaction) => void): Promise<R> {
      return change(id, (tx, snap, r) => {
        const current = toRecord(id, snap.data());
        check?.(current);
        tx.delete(r);
        also?.(tx);
        return current;
      });
    },
  };
}

export function recordCollection<R, I>(db: Firestore, spec: RecordCollectionSpec<R, I>) {
  const col = db.collection(spec.name);
  const docs = docsById(db, col, spec.noun, spec.toRecord);
  const { change } = docs;
  const read = (d: QueryDocumentSnapshot | DocumentSnapshot): R => spec.toRecord(d.id, d.data());

  const get = docs.get;
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
  const remove = (id: string): Promise<R> => docs.remove(id);
  /** Writes an exported record as it was (its id and timestamps), over one with the same id. */
  const importRecord = async (record: I & { id: string; createdAt: string; updatedAt: string }): Promise<R> => {
    const r = docs.importRef(record.id);
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
