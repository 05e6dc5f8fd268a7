import { AppError } from '@/lib/domain/errors';
import { checkPaymentEventKey, PAYMENT_CLAIM_STALE_MS, PAYMENT_EVENT_ID } from '../payment-events';
import type { PaymentEvent, PaymentEventStore } from '../types';
import type { Db } from './db';

/** Table `payment_events` (docs/payments.md): processed webhook events by (provider, event id). */

type Row = {
  provider: string;
  event_id: string;
  application_id: string | null;
  payment_id: string | null;
  ledger_entry_id: string | null;
  flagged: number;
  created_at: string;
  completed_at: string | null;
};

const toEvent = (r: Row): PaymentEvent => ({
  provider: r.provider,
  eventId: r.event_id,
  applicationId: r.application_id,
  paymentId: r.payment_id,
  ledgerEntryId: r.ledger_entry_id,
  flagged: r.flagged === 1,
  createdAt: r.created_at,
  completedAt: r.completed_at,
});

export function createLocalPaymentEventStore(db: Db): PaymentEventStore {
  // One statement claims: a new row, or an unfinished one whose claim is older than the cutoff.
  const claim = db.prepare<[string, string, string, string], { n: number }>(
    `INSERT INTO payment_events (provider, event_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (provider, event_id) DO UPDATE SET created_at = excluded.created_at
       WHERE payment_events.completed_at IS NULL AND payment_events.created_at < ?
     RETURNING 1 AS n`,
  );
  const complete = db.prepare(
    `UPDATE payment_events SET application_id = ?, payment_id = ?, ledger_entry_id = ?, flagged = ?, completed_at = ?
     WHERE provider = ? AND event_id = ?`,
  );
  const release = db.prepare('DELETE FROM payment_events WHERE provider = ? AND event_id = ? AND completed_at IS NULL');
  const get = db.prepare<[string, string], Row>('SELECT * FROM payment_events WHERE provider = ? AND event_id = ?');
  const byApplication = db.prepare<[string], Row>('SELECT * FROM payment_events WHERE application_id = ? AND completed_at IS NOT NULL ORDER BY created_at ASC, rowid ASC');
  const removeApp = db.prepare('DELETE FROM payment_events WHERE application_id = ?');

  return {
    async claim({ provider, eventId, staleMs = PAYMENT_CLAIM_STALE_MS }) {
      checkPaymentEventKey(provider, eventId);
      const now = Date.now();
      return claim.get(provider, eventId, new Date(now).toISOString(), new Date(now - staleMs).toISOString()) !== undefined;
    },
    async complete({ provider, eventId, applicationId, paymentId, ledgerEntryId, flagged }) {
      checkPaymentEventKey(provider, eventId);
      const done = complete.run(applicationId, paymentId, ledgerEntryId, flagged ? 1 : 0, new Date().toISOString(), provider, eventId);
      if (done.changes === 0) throw new AppError('not_found', 'That payment event was not claimed.');
      return toEvent(get.get(provider, eventId)!);
    },
    async release({ provider, eventId }) {
      checkPaymentEventKey(provider, eventId);
      release.run(provider, eventId);
    },
    async get({ provider, eventId }) {
      if (!PAYMENT_EVENT_ID.test(provider) || !PAYMENT_EVENT_ID.test(eventId)) return null;
      const row = get.get(provider, eventId);
      return row ? toEvent(row) : null;
    },
    async listByApplication({ applicationId }) {
      return byApplication.all(applicationId).map(toEvent);
    },
    async deleteByApplication({ applicationId }) {
      return removeApp.run(applicationId).changes;
    },
  };
}
