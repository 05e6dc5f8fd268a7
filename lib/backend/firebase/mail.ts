import { createHash } from 'node:crypto';
import { FieldPath, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { DELIVERY_STATES, SUBSCRIBER_STATUSES, type MailDelivery, type Subscriber } from '@/lib/domain/mail';
import { normalizeEmail } from '@/lib/domain/user';
import type { MailDeliveryStore, SubscriberStore } from '../types';
import { grpcCode, isDocId, withFirestoreErrors } from './convert';

const MAIL_DELIVERIES = 'mailDeliveries';
const SUBSCRIBERS = 'subscribers';
const ANNOUNCEMENTS_SENT = 'announcementsSent';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

function toDelivery(id: string, d: DocumentData | undefined): MailDelivery {
  const x = d ?? {};
  return {
    messageId: id,
    state: (DELIVERY_STATES as readonly string[]).includes(x.state) ? x.state : 'queued',
    attempts: typeof x.attempts === 'number' ? x.attempts : 0,
    nextAttemptAt: strOrNull(x.nextAttemptAt),
    lastError: str(x.lastError),
    transport: str(x.transport),
    sentAt: strOrNull(x.sentAt),
    createdAt: str(x.createdAt),
    updatedAt: str(x.updatedAt),
  };
}

/**
 * `mailDeliveries/<messageId>`: times are ISO strings (they sort as text). `due` needs the
 * composite index (state ↑, nextAttemptAt ↑) of firestore.indexes.json.
 */
export function createFirebaseMailDeliveryStore(db: Firestore): MailDeliveryStore {
  const col = db.collection(MAIL_DELIVERIES);
  return withFirestoreErrors<MailDeliveryStore>(
    {
      async enqueue({ messageId, at }) {
        if (!isDocId(messageId)) throw new AppError('invalid_input', `Bad message id ${JSON.stringify(messageId)}`);
        const r = col.doc(messageId);
        const now = new Date().toISOString();
        const data = { state: 'queued', attempts: 0, nextAttemptAt: at ?? now, lastError: '', transport: '', sentAt: null, createdAt: now, updatedAt: now };
        try {
          await r.create(data);
          return toDelivery(messageId, data);
        } catch (e) {
          if (grpcCode(e) !== 6) throw e;
          return toDelivery(messageId, (await r.get()).data());
        }
      },
      async get({ messageId }) {
        if (!isDocId(messageId)) return null;
        const snap = await col.doc(messageId).get();
        return snap.exists ? toDelivery(messageId, snap.data()) : null;
      },
      async due({ now, limit }) {
        const n = Math.max(0, Math.floor(limit));
        if (n === 0) return [];
        const snap = await col.where('state', '==', 'queued').where('nextAttemptAt', '<=', now).orderBy('nextAttemptAt', 'asc').limit(n).get();
        return snap.docs.map((d) => toDelivery(d.id, d.data()));
      },
      async update({ messageId, patch }) {
        if (!isDocId(messageId)) throw new AppError('not_found', `No delivery for ${messageId}`);
        const r = col.doc(messageId);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', `No delivery for ${messageId}`);
          const next = { ...patch, updatedAt: new Date().toISOString() };
          tx.update(r, next);
          return toDelivery(messageId, { ...snap.data(), ...next });
        });
      },
      async count(params) {
        const q = params?.state ? col.where('state', '==', params.state) : col;
        return (await q.count().get()).data().count;
      },
      async delete({ messageId }) {
        if (isDocId(messageId)) await col.doc(messageId).delete();
      },
    },
    'mailDeliveries',
  );
}

function toSubscriber(id: string, d: DocumentData | undefined): Subscriber {
  const x = d ?? {};
  return {
    id,
    email: str(x.email),
    status: (SUBSCRIBER_STATUSES as readonly string[]).includes(x.status) ? x.status : 'pending',
    confirmTokenHash: strOrNull(x.confirmTokenHash),
    unsubscribeTokenHash: str(x.unsubscribeTokenHash),
    createdAt: str(x.createdAt),
    updatedAt: str(x.updatedAt),
    confirmedAt: strOrNull(x.confirmedAt),
    unsubscribedAt: strOrNull(x.unsubscribedAt),
  };
}

/** One document per email: its id is a hash of the normalised address, so subscribing twice is one transaction on one document. */
const idOf = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32);

/** `subscribers/<hash of email>` and `announcementsSent/<litterId>.<stage>`. Clients may read neither (firestore.rules). */
export function createFirebaseSubscriberStore(db: Firestore): SubscriberStore {
  const col = db.collection(SUBSCRIBERS);
  const sent = db.collection(ANNOUNCEMENTS_SENT);
  const one = async (field: string, value: string) => {
    const snap = await col.where(field, '==', value).limit(1).get();
    return snap.docs[0] ? toSubscriber(snap.docs[0].id, snap.docs[0].data()) : null;
  };
  return withFirestoreErrors<SubscriberStore>(
    {
      async subscribe({ email, confirmTokenHash, unsubscribeTokenHash }) {
        const address = normalizeEmail(email);
        const r = col.doc(idOf(address));
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          const now = new Date().toISOString();
          const found = snap.exists ? toSubscriber(r.id, snap.data()) : null;
          if (found?.status === 'confirmed') return found;
          const data = {
            email: address,
            status: 'pending',
            confirmTokenHash,
            unsubscribeTokenHash,
            createdAt: found?.createdAt ?? now,
            updatedAt: now,
            confirmedAt: found?.confirmedAt ?? null,
            unsubscribedAt: null,
          };
          tx.set(r, data);
          return toSubscriber(r.id, data);
        });
      },
      async confirm({ confirmTokenHash }) {
        const found = await one('confirmTokenHash', confirmTokenHash);
        if (!found || found.status !== 'pending') return null;
        const now = new Date().toISOString();
        const patch = { status: 'confirmed', confirmTokenHash: null, confirmedAt: now, updatedAt: now };
        await col.doc(found.id).update(patch);
        return { ...found, ...patch } as Subscriber;
      },
      async getByUnsubscribeHash({ unsubscribeTokenHash }) {
        return one('unsubscribeTokenHash', unsubscribeTokenHash);
      },
      async unsubscribe({ unsubscribeTokenHash }) {
        const found = await one('unsubscribeTokenHash', unsubscribeTokenHash);
        if (!found) return null;
        if (found.status === 'unsubscribed') return found;
        const now = new Date().toISOString();
        const patch = { status: 'unsubscribed', confirmTokenHash: null, unsubscribedAt: now, updatedAt: now };
        await col.doc(found.id).update(patch);
        return { ...found, ...patch } as Subscriber;
      },
      async getByEmail({ email }) {
        const snap = await col.doc(idOf(email)).get();
        return snap.exists ? toSubscriber(snap.id, snap.data()) : null;
      },
      async deleteByEmail({ email }) {
        await col.doc(idOf(email)).delete();
      },
      /** Needs the composite index (status ↑, email ↑) of firestore.indexes.json. */
      async confirmedPage({ limit, afterEmail }) {
        const n = Math.max(0, Math.floor(limit));
        if (n === 0) return [];
        let q = col.where('status', '==', 'confirmed').orderBy('email');
        if (afterEmail) q = q.where('email', '>', afterEmail);
        const snap = await q.limit(n).get();
        return snap.docs.map((d) => toSubscriber(d.id, d.data()));
      },
      async count(params) {
        const q = params?.status ? col.where('status', '==', params.status) : col;
        return (await q.count().get()).data().count;
      },
      async list() {
        const snap = await col.orderBy(FieldPath.documentId()).get();
        return snap.docs.map((d) => toSubscriber(d.id, d.data()));
      },
      async importRecord({ record }) {
        if (!isDocId(record.id)) throw new AppError('invalid_input', `Bad subscriber id ${JSON.stringify(record.id)}`);
        const { id, ...rest } = record;
        await col.doc(id).set({ ...rest, email: normalizeEmail(rest.email) });
        return toSubscriber(id, (await col.doc(id).get()).data());
      },
      async claimAnnouncement({ litterId, stage }) {
        const key = `${litterId}.${stage}`;
        if (!isDocId(key)) throw new AppError('invalid_input', `Bad litter ${JSON.stringify(litterId)}`);
        try {
          await sent.doc(key).create({ litterId, stage, createdAt: new Date().toISOString() });
          return true;
        } catch (e) {
          if (grpcCode(e) === 6) return false;
          throw e;
        }
      },
    },
    'subscribers',
  );
}
