import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { isValidId } from '../ids';
import type { Outbox } from '../types';
import { docsById } from './collection';
import { docToOutbox, grpcCode, importedTimestamp, nowTimestamp, withFirestoreErrors } from './convert';

const OUTBOX = 'outbox';

/** Messages at the very same time as a page's cursor that may need skipping (times are microsecond-unique per process). */
const TIE_SLACK = 10;

/**
 * The `outbox` collection: the same fields as the local table. Listing one kind needs the
 * composite index (kind ↑, createdAt ↓) of firestore.indexes.json.
 */
export function createFirebaseOutbox(db: Firestore): Outbox {
  const col = db.collection(OUTBOX);
  const docs = docsById(db, col, 'message', docToOutbox);

  return withFirestoreErrors<Outbox>(
    {
      async add({ message }) {
        const r = col.doc();
        const data = {
          kind: message.kind,
          to: [...message.to],
          subject: message.subject,
          body: message.body,
          fromName: message.fromName,
          replyEmail: message.replyEmail,
          phone: message.phone,
          createdAt: nowTimestamp(),
          handledAt: null,
        };
        await r.create(data);
        return docToOutbox(r.id, data);
      },
      async list(params) {
        const q = params?.kind ? col.where('kind', '==', params.kind) : col;
        const snap = await q.orderBy('createdAt', 'desc').get();
        return snap.docs.map((d) => docToOutbox(d.id, d.data()));
      },
      /**
       * A range filter, not a query cursor (the offline emulator ignores cursors; the result is the
       * same): everything at or before the cursor's time, then ties at that very time are cut by id.
       */
      async page({ kind, limit, before }) {
        const n = Math.max(0, Math.floor(limit));
        let q = (kind ? col.where('kind', '==', kind) : col).orderBy('createdAt', 'desc');
        let cut: { at: Timestamp; id: string } | null = null;
        if (before) {
          // The cursor's own document gives its exact (microsecond) time; a deleted one, its recorded time.
          const doc = isValidId(before.id) ? await col.doc(before.id).get() : null;
          const exact = doc?.exists ? doc.get('createdAt') : null;
          cut = { at: exact instanceof Timestamp ? exact : Timestamp.fromDate(new Date(before.createdAt)), id: before.id };
          q = q.where('createdAt', '<=', cut.at);
        }
        const snap = await q.limit(n + TIE_SLACK).get();
        const after = (d: QueryDocumentSnapshot) => {
          if (!cut) return true;
          const at = d.get('createdAt');
          return !(at instanceof Timestamp && at.isEqual(cut.at) && d.id >= cut.id);
        };
        const byTimeThenId = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) => {
          const ta = a.get('createdAt');
          const tb = b.get('createdAt');
          const t = ta instanceof Timestamp && tb instanceof Timestamp ? tb.toMillis() - ta.toMillis() || tb.nanoseconds - ta.nanoseconds : 0;
          return t || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
        };
        return snap.docs.filter(after).sort(byTimeThenId).slice(0, n).map((d) => docToOutbox(d.id, d.data()));
      },
      /** Aggregation queries: billed one read per 1,000 documents counted, none fetched. */
      async count(params) {
        const q = params?.kind ? col.where('kind', '==', params.kind) : col;
        const all = async () => (await q.count().get()).data().count;
        // A range on handledAt leaves out the unhandled (null) ones: index (kind, handledAt).
        const handled = async () => (await q.where('handledAt', '>', Timestamp.fromMillis(0)).count().get()).data().count;
        if (params?.handled === undefined) return all();
        if (params.handled) return handled();
        const [a, h] = await Promise.all([all(), handled()]);
        return a - h;
      },
      async get({ id }) {
        return docs.get(id);
      },
      /** Needs the composite index (kind ↑, handledAt ↑) of firestore.indexes.json. */
      async deleteHandled({ kind, handledBefore, limit }) {
        const n = Math.max(0, Math.floor(limit));
        if (n === 0) return 0;
        const upper = handledBefore ? Timestamp.fromDate(new Date(handledBefore)) : null;
        let q = col.where('kind', '==', kind).where('handledAt', '>', Timestamp.fromMillis(0));
        if (upper) q = q.where('handledAt', '<', upper);
        const snap = await q.orderBy('handledAt', 'asc').limit(n).get();
        // Batches of at most 500 writes (Firestore's limit).
        for (let i = 0; i < snap.docs.length; i += 500) {
          const batch = db.batch();
          for (const d of snap.docs.slice(i, i + 500)) batch.delete(d.ref);
          await batch.commit();
        }
        return snap.docs.length;
      },
      async setHandled({ id, handled }) {
        return docs.change(id, (tx, snap, r) => {
          const update = { handledAt: handled ? nowTimestamp() : null };
          tx.update(r, update);
          return docToOutbox(id, { ...snap.data(), ...update });
        });
      },
      async setBody({ id, body }) {
        const r = docs.ref(id);
        if (!r) throw docs.notFound(id);
        try {
          await r.update({ body });
        } catch (e) {
          if (grpcCode(e) === 5) throw docs.notFound(id);
          throw e;
        }
        return docToOutbox(id, (await r.get()).data());
      },
      async delete({ id }) {
        await docs.change(id, (tx, _snap, r) => tx.delete(r));
      },
      async importRecord({ record }) {
        const r = docs.importRef(record.id);
        const { id: _id, createdAt, handledAt, ...rest } = record;
        await r.set({ ...rest, to: [...rest.to], createdAt: importedTimestamp(createdAt), handledAt: handledAt ? importedTimestamp(handledAt) : null });
        return docToOutbox(record.id, (await r.get()).data());
      },
    },
    'outbox',
  );
}
