import type { DocumentData, Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { nextStatus, normalizeEntryInput, type Puppy, type PuppyInput } from '@/lib/domain/puppy';
import { DEFAULT_ORDER } from '@/lib/domain/site';
import type { PuppyStore } from '../types';
import { createPuppyIndex } from './puppy-index';
import { docsById } from './collection';
import { docToPuppy, importedTimestamp, nowTimestamp, timeKey, withFirestoreErrors } from './convert';

export const PUPPIES = 'puppies';

/** The fields of docs/product.md §3 as stored; `public` and `order` are always written (the public query needs both). */
function fields(input: PuppyInput) {
  const e = normalizeEntryInput(input);
  return {
    entryType: e.entryType,
    name: e.name,
    description: e.description,
    imageUrl: e.imageUrl,
    order: e.order,
    status: e.status,
    price: e.price,
    sex: e.sex,
    color: e.color,
    dob: e.dob,
    availableDate: e.availableDate,
    damName: e.damName,
    studName: e.studName,
    expectedDate: e.expectedDate,
    public: e.public,
  };
}

type Doc = QueryDocumentSnapshot<DocumentData>;

/** Entries with their stored creation time (microseconds), for ordering like the local adapter. */
function rows(docs: Doc[]) {
  return docs.map((d) => ({ p: docToPuppy(d.id, d.data()), t: timeKey(d.get('createdAt')) }));
}

export function createFirebasePuppyStore(db: Firestore): PuppyStore {
  const col = db.collection(PUPPIES);

  const docs = docsById(db, col, 'entry', docToPuppy);
  // The public listing's index: every write below updates it in the same transaction or batch.
  const index = createPuppyIndex(db, PUPPIES);

  /** Read-modify-write in a transaction: two admins toggling at once cannot lose an update. */
  const change = (id: string, patch: (p: Puppy) => Record<string, unknown>): Promise<Puppy> =>
    docs.patch(id, patch, (tx, changed, current) => index.put(tx, id, changed, current.createdAt));

  return withFirestoreErrors<PuppyStore>(
    {
      /**
       * docs/product.md §7: `where public == true orderBy order asc` (composite index public ↑ order ↑).
       * Entries are "shown unless public is false", and Firestore queries skip documents that lack
       * a field; this adapter always writes `public` and `order`, but documents made by other tools
       * may not. Two count aggregations check that the query saw every entry that should show;
       * when it did not, the collection is read once and filtered here with the same rule.
       */
      async listPublic() {
        const [shown, all, hidden] = await Promise.all([
          col.where('public', '==', true).orderBy('order', 'asc').get(),
          col.count().get(),
          col.where('public', '==', false).count().get(),
        ]);
        let docs = shown.docs;
        if (shown.size !== all.data().count - hidden.data().count) {
          docs = (await col.get()).docs.filter((d) => d.get('public') !== false);
        }
        // Order ascending (missing = 9999), then oldest first, as the local adapter.
        return rows(docs)
          .sort((a, b) => a.p.order - b.p.order || a.t - b.t)
          .map((r) => r.p);
      },
      /** docs/product.md §7: all entries `orderBy createdAt desc`; entries without createdAt are read too (last). */
      async listAll() {
        const [ordered, all] = await Promise.all([col.orderBy('createdAt', 'desc').get(), col.count().get()]);
        const docs = ordered.size === all.data().count ? ordered.docs : (await col.get()).docs;
        return rows(docs)
          .sort((a, b) => b.t - a.t)
          .map((r) => r.p);
      },
      /**
       * `orderBy createdAt desc limit(offset + limit)`: the first page reads its own documents. The
       * offline emulator ignores query offsets, and a native offset is billed for the skipped
       * documents all the same, so the skip happens here. Documents without createdAt (other tools)
       * are not in that query: when the page reaches its end and the count says there are such
       * documents, `listAll`'s order is used.
       */
      async pageAll({ limit, offset }) {
        const n = Math.max(0, Math.floor(limit));
        const skip = Math.max(0, Math.floor(offset));
        if (n === 0) return [];
        const snap = await col.orderBy('createdAt', 'desc').limit(skip + n).get();
        if (snap.size === skip + n) return rows(snap.docs.slice(skip)).map((r) => r.p);
        const all = (await col.count().get()).data().count;
        if (all === snap.size) return rows(snap.docs.slice(skip)).map((r) => r.p);
        return (await this.listAll()).slice(skip, skip + n);
      },
      /**
       * Count aggregations only (billed one read per 1,000 index entries counted; no document is
       * read). Shown = not public false (docs/product.md §3), so each "shown" number is all minus hidden.
       * Equality filters only: Firestore merges the single-field indexes, no composite index needed.
       */
      async countAll() {
        const count = async (filters: [string, unknown][]) => {
          let q: Query = col;
          for (const [field, value] of filters) q = q.where(field, '==', value);
          return (await q.count().get()).data().count;
        };
        const hidden: [string, unknown] = ['public', false];
        const puppy: [string, unknown] = ['entryType', 'puppy'];
        const litter: [string, unknown] = ['entryType', 'litter'];
        const [total, hiddenAll, puppies, hiddenPuppies, litters, hiddenLitters, available, hiddenAvailable, reserved, hiddenReserved] = await Promise.all([
          count([]),
          count([hidden]),
          count([puppy]),
          count([puppy, hidden]),
          count([litter]),
          count([litter, hidden]),
          count([puppy, ['status', 'Available']]),
          count([puppy, ['status', 'Available'], hidden]),
          count([puppy, ['status', 'Reserved']]),
          count([puppy, ['status', 'Reserved'], hidden]),
        ]);
        return {
          total,
          hidden: hiddenAll,
          puppies,
          hiddenPuppies,
          availablePuppies: available - hiddenAvailable,
          reservedPuppies: reserved - hiddenReserved,
          litters,
          hiddenLitters,
        };
      },
      async queryPublic(q) {
        return index.query(q);
      },
      async get({ id }) {
        return docs.get(id);
      },
      async create({ input }) {
        const now = nowTimestamp();
        const r = col.doc();
        const data = { ...fields(input), createdAt: now, updatedAt: now };
        const created = docToPuppy(r.id, data);
        const batch = db.batch();
        batch.create(r, data);
        index.put(batch, r.id, created, now);
        await batch.commit();
        return created;
      },
      async update({ id, input }) {
        return change(id, () => fields(input));
      },
      async toggleStatus({ id }) {
        return change(id, (p) => ({ status: nextStatus(p.status) }));
      },
      async setStatus({ id, status }) {
        return change(id, () => ({ status }));
      },
      async togglePublic({ id }) {
        // An entry without `public` shows (docs/product.md §3), so toggling hides it; `order` is filled in
        // on the way so the public query finds the entry again later.
        return change(id, (p) => ({ public: !p.public, order: p.order ?? DEFAULT_ORDER }));
      },
      async setImage({ id, imageUrl }) {
        return change(id, () => ({ imageUrl }));
      },
      async delete({ id }) {
        return docs.remove(id, undefined, (tx) => index.put(tx, id, null, null));
      },
      async importRecord({ record }) {
        const r = docs.importRef(record.id);
        const { id: _id, createdAt, updatedAt, ...rest } = record;
        // As stored at the source: no normalisation, so older data keeps its fields.
        const data = { ...rest, createdAt: importedTimestamp(createdAt), updatedAt: importedTimestamp(updatedAt) };
        const batch = db.batch();
        batch.set(r, data);
        index.put(batch, record.id, docToPuppy(record.id, data), data.createdAt);
        await batch.commit();
        return docToPuppy(record.id, (await r.get()).data());
      },
    },
    'puppies',
  );
}
