import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { checkPaymentEventKey, PAYMENT_CLAIM_STALE_MS, PAYMENT_EVENT_ID } from '../payment-events';
import type { PaymentEvent, PaymentEventStore } from '../types';
import { grpcCode, plain, withFirestoreErrors } from './convert';

/**
 * Collection `paymentEvents`, one document per `<provider>:<event id>` (docs/payments.md):
 * { provider, eventId, applicationId, paymentId, ledgerEntryId, flagged, createdAt, completedAt }
 * (ISO times). Server-only: the rules deny clients. Lists sort in memory (a family has few).
 */
const PAYMENT_EVENTS = 'paymentEvents';

const toEvent = (raw: Record<string, unknown>): PaymentEvent => {
  const sn = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    provider: String(raw.provider ?? ''),
    eventId: String(raw.eventId ?? ''),
    applicationId: sn(raw.applicationId),
    paymentId: sn(raw.paymentId),
    ledgerEntryId: sn(raw.ledgerEntryId),
    flagged: raw.flagged === true,
    createdAt: String(raw.createdAt ?? ''),
    completedAt: sn(raw.completedAt),
  };
};

export function createFirebasePaymentEventStore(db: Firestore): PaymentEventStore {
  const col = db.collection(PAYMENT_EVENTS);
  const ref = (provider: string, eventId: string) => col.doc(`${provider}:${eventId}`);

  return withFirestoreErrors<PaymentEventStore>(
    {
      async claim({ provider, eventId, staleMs = PAYMENT_CLAIM_STALE_MS }) {
        checkPaymentEventKey(provider, eventId);
        const r = ref(provider, eventId);
        const claimed = db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          const now = Date.now();
          if (snap.exists) {
            const stale = snap.get('completedAt') == null && String(snap.get('createdAt')) < new Date(now - staleMs).toISOString();
            if (!stale) return false;
            tx.update(r, { createdAt: new Date(now).toISOString() });
            return true;
          }
          tx.create(r, { provider, eventId, applicationId: null, paymentId: null, ledgerEntryId: null, flagged: false, createdAt: new Date(now).toISOString(), completedAt: null });
          return true;
        });
        // Two first deliveries at once: the second create fails with ALREADY_EXISTS, and loses.
        return claimed.catch((e) => {
          if (grpcCode(e) === 6) return false;
          throw e;
        });
      },
      async complete({ provider, eventId, applicationId, paymentId, ledgerEntryId, flagged }) {
        checkPaymentEventKey(provider, eventId);
        const r = ref(provider, eventId);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw new AppError('not_found', 'That payment event was not claimed.');
          const change = { applicationId, paymentId, ledgerEntryId, flagged, completedAt: new Date().toISOString() };
          tx.update(r, change);
          return toEvent({ ...plain(snap.data()), ...change });
        });
      },
      async release({ provider, eventId }) {
        checkPaymentEventKey(provider, eventId);
        const r = ref(provider, eventId);
        await db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (snap.exists && snap.get('completedAt') == null) tx.delete(r);
        });
      },
      async get({ provider, eventId }) {
        if (!PAYMENT_EVENT_ID.test(provider) || !PAYMENT_EVENT_ID.test(eventId)) return null;
        const snap = await ref(provider, eventId).get();
        return snap.exists ? toEvent(plain(snap.data())) : null;
      },
      async listByApplication({ applicationId }) {
        const snap = await col.where('applicationId', '==', applicationId).get();
        return snap.docs
          .map((d) => toEvent(plain(d.data())))
          .filter((e) => e.completedAt !== null)
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.eventId.localeCompare(b.eventId));
      },
      async deleteByApplication({ applicationId }) {
        const snap = await col.where('applicationId', '==', applicationId).get();
        const batch = db.batch();
        snap.docs.forEach((d) => batch.delete(d.ref));
        if (!snap.empty) await batch.commit();
        return snap.size;
      },
    },
    'paymentEvents',
  );
}
