import { AppError } from '@/lib/domain/errors';
import type { DeliveryState, MailDelivery, Subscriber, SubscriberStatus } from '@/lib/domain/mail';
import { normalizeEmail } from '@/lib/domain/user';
import { newId } from '../ids';
import type { MailDeliveryStore, SubscriberStore } from '../types';
import type { Db } from './db';

type DeliveryRow = {
  message_id: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string;
  transport: string;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
};

const toDelivery = (r: DeliveryRow): MailDelivery => ({
  messageId: r.message_id,
  state: r.state,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  transport: r.transport,
  sentAt: r.sent_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** mail_deliveries: one row per outbox message lib/mail sends. */
export function createLocalMailDeliveryStore(db: Db): MailDeliveryStore {
  const byId = db.prepare<[string], DeliveryRow>('SELECT * FROM mail_deliveries WHERE message_id = ?');
  const insert = db.prepare(
    `INSERT OR IGNORE INTO mail_deliveries (message_id, state, attempts, next_attempt_at, created_at, updated_at)
     VALUES (@id, 'queued', 0, @at, @now, @now)`,
  );
  const due = db.prepare<[string, number], DeliveryRow>(
    `SELECT * FROM mail_deliveries WHERE state = 'queued' AND next_attempt_at <= ? ORDER BY next_attempt_at, message_id LIMIT ?`,
  );
  const update = db.prepare(
    `UPDATE mail_deliveries SET state = @state, attempts = @attempts, next_attempt_at = @next, last_error = @error,
       transport = @transport, sent_at = @sent, updated_at = @now WHERE message_id = @id`,
  );
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM mail_deliveries');
  const countState = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM mail_deliveries WHERE state = ?');
  const remove = db.prepare('DELETE FROM mail_deliveries WHERE message_id = ?');
  return {
    async enqueue({ messageId, at }) {
      const now = new Date().toISOString();
      insert.run({ id: messageId, at: at ?? now, now });
      return toDelivery(byId.get(messageId)!);
    },
    async get({ messageId }) {
      const r = byId.get(messageId);
      return r ? toDelivery(r) : null;
    },
    async due({ now, limit }) {
      return due.all(now, Math.max(0, Math.floor(limit))).map(toDelivery);
    },
    async update({ messageId, patch }) {
      const info = update.run({
        id: messageId,
        state: patch.state,
        attempts: patch.attempts,
        next: patch.nextAttemptAt,
        error: patch.lastError,
        transport: patch.transport,
        sent: patch.sentAt,
        now: new Date().toISOString(),
      });
      if (info.changes === 0) throw new AppError('not_found', `No delivery for ${messageId}`);
      return toDelivery(byId.get(messageId)!);
    },
    async count(params) {
      return (params?.state ? countState.get(params.state) : countAll.get())!.n;
    },
    async delete({ messageId }) {
      remove.run(messageId);
    },
  };
}

type SubscriberRow = {
  id: string;
  email: string;
  status: SubscriberStatus;
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
};

const toSubscriber = (r: SubscriberRow): Subscriber => ({
  id: r.id,
  email: r.email,
  status: r.status,
  confirmTokenHash: r.confirm_token_hash,
  unsubscribeTokenHash: r.unsubscribe_token_hash,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  confirmedAt: r.confirmed_at,
  unsubscribedAt: r.unsubscribed_at,
});

/** subscribers + announcements_sent. */
export function createLocalSubscriberStore(db: Db): SubscriberStore {
  const byEmail = db.prepare<[string], SubscriberRow>('SELECT * FROM subscribers WHERE email = ?');
  const byConfirm = db.prepare<[string], SubscriberRow>("SELECT * FROM subscribers WHERE confirm_token_hash = ? AND status = 'pending'");
  const byUnsub = db.prepare<[string], SubscriberRow>('SELECT * FROM subscribers WHERE unsubscribe_token_hash = ?');
  const byId = db.prepare<[string], SubscriberRow>('SELECT * FROM subscribers WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO subscribers (id, email, status, confirm_token_hash, unsubscribe_token_hash, created_at, updated_at)
     VALUES (@id, @email, 'pending', @confirm, @unsub, @now, @now)`,
  );
  const repend = db.prepare(
    `UPDATE subscribers SET status = 'pending', confirm_token_hash = @confirm, unsubscribe_token_hash = @unsub, updated_at = @now,
       unsubscribed_at = NULL WHERE id = @id`,
  );
  const confirm = db.prepare("UPDATE subscribers SET status = 'confirmed', confirm_token_hash = NULL, confirmed_at = @now, updated_at = @now WHERE id = @id");
  const unsub = db.prepare("UPDATE subscribers SET status = 'unsubscribed', confirm_token_hash = NULL, unsubscribed_at = @now, updated_at = @now WHERE id = @id");
  const removeEmail = db.prepare('DELETE FROM subscribers WHERE email = ?');
  const confirmedPage = db.prepare<[string, number], SubscriberRow>("SELECT * FROM subscribers WHERE status = 'confirmed' AND email > ? ORDER BY email LIMIT ?");
  const all = db.prepare<[], SubscriberRow>('SELECT * FROM subscribers ORDER BY id');
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM subscribers');
  const countStatus = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM subscribers WHERE status = ?');
  const replace = db.prepare(
    `INSERT OR REPLACE INTO subscribers (id, email, status, confirm_token_hash, unsubscribe_token_hash, created_at, updated_at, confirmed_at, unsubscribed_at)
     VALUES (@id, @email, @status, @confirm, @unsub, @created, @updated, @confirmedAt, @unsubscribedAt)`,
  );
  const claim = db.prepare('INSERT OR IGNORE INTO announcements_sent (litter_id, stage, created_at) VALUES (?, ?, ?)');

  const subscribeTx = db.transaction((email: string, confirmHash: string, unsubHash: string): Subscriber => {
    const now = new Date().toISOString();
    const found = byEmail.get(email);
    if (found?.status === 'confirmed') return toSubscriber(found);
    if (found) {
      repend.run({ id: found.id, confirm: confirmHash, unsub: unsubHash, now });
      return toSubscriber(byId.get(found.id)!);
    }
    const id = newId();
    insert.run({ id, email, confirm: confirmHash, unsub: unsubHash, now });
    return toSubscriber(byId.get(id)!);
  });

  return {
    async subscribe({ email, confirmTokenHash, unsubscribeTokenHash }) {
      return subscribeTx(normalizeEmail(email), confirmTokenHash, unsubscribeTokenHash);
    },
    async confirm({ confirmTokenHash }) {
      const r = byConfirm.get(confirmTokenHash);
      if (!r) return null;
      confirm.run({ id: r.id, now: new Date().toISOString() });
      return toSubscriber(byId.get(r.id)!);
    },
    async getByUnsubscribeHash({ unsubscribeTokenHash }) {
      const r = byUnsub.get(unsubscribeTokenHash);
      return r ? toSubscriber(r) : null;
    },
    async unsubscribe({ unsubscribeTokenHash }) {
      const r = byUnsub.get(unsubscribeTokenHash);
      if (!r) return null;
      if (r.status !== 'unsubscribed') unsub.run({ id: r.id, now: new Date().toISOString() });
      return toSubscriber(byId.get(r.id)!);
    },
    async getByEmail({ email }) {
      const r = byEmail.get(normalizeEmail(email));
      return r ? toSubscriber(r) : null;
    },
    async deleteByEmail({ email }) {
      removeEmail.run(normalizeEmail(email));
    },
    async confirmedPage({ limit, afterEmail }) {
      return confirmedPage.all(afterEmail ?? '', Math.max(0, Math.floor(limit))).map(toSubscriber);
    },
    async count(params) {
      return (params?.status ? countStatus.get(params.status) : countAll.get())!.n;
    },
    async list() {
      return all.all().map(toSubscriber);
    },
    async importRecord({ record }) {
      replace.run({
        id: record.id,
        email: normalizeEmail(record.email),
        status: record.status,
        confirm: record.confirmTokenHash,
        unsub: record.unsubscribeTokenHash,
        created: record.createdAt,
        updated: record.updatedAt,
        confirmedAt: record.confirmedAt,
        unsubscribedAt: record.unsubscribedAt,
      });
      return toSubscriber(byId.get(record.id)!);
    },
    async claimAnnouncement({ litterId, stage }) {
      return claim.run(litterId, stage, new Date().toISOString()).changes === 1;
    },
  };
}
