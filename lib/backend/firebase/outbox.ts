import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { isValidId } from '../ids';
import type { Outbox } from '../types';
import { docToOutbox, nowTimestamp, withFirestoreErrors } from './convert';

export const OUTBOX = 'outbox';

/**
 * The `outbox` collection: the same fields as the local table. Listing one kind needs the
 * composite index (kind ↑, createdAt ↓) of firestore.indexes.json.
 */
export function createFirebaseOutbox(db: Firestore): Outbox {
  const col = db.collection(OUTBOX);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);

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
      async setHandled({ id, handled }) {
        const r = ref(id);
        if (!r) throw new AppError('not_found', `No message ${id}`);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', `No message ${id}`);
          const update = { handledAt: handled ? nowTimestamp() : null };
          tx.update(r, update);
          return docToOutbox(id, { ...snap.data(), ...update });
        });
      },
      async delete({ id }) {
        const r = ref(id);
        if (!r) throw new AppError('not_found', `No message ${id}`);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', `No message ${id}`);
          tx.delete(r);
        });
      },
    },
    'outbox',
  );
}
