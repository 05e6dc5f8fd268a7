import { AppError } from '@/lib/domain/errors';
import type { OutboxKind, OutboxMessage } from '@/lib/domain/outbox';
import { newId, isValidId } from '../ids';
import type { Outbox } from '../types';
import type { Db } from './db';

type Row = {
  id: string;
  kind: OutboxKind;
  recipients: string;
  subject: string;
  body: string;
  from_name: string;
  reply_email: string;
  phone: string;
  created_at: string;
  handled_at: string | null;
};

function rowToMessage(r: Row): OutboxMessage {
  let to: string[] = [];
  try {
    const parsed: unknown = JSON.parse(r.recipients);
    to = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    to = [];
  }
  return {
    id: r.id,
    kind: r.kind,
    to,
    subject: r.subject,
    body: r.body,
    fromName: r.from_name,
    replyEmail: r.reply_email,
    phone: r.phone,
    createdAt: r.created_at,
    handledAt: r.handled_at,
  };
}

export function createLocalOutbox(db: Db): Outbox {
  const insert = db.prepare(
    `INSERT INTO outbox (id, kind, recipients, subject, body, from_name, reply_email, phone, created_at)
     VALUES (@id, @kind, @recipients, @subject, @body, @from_name, @reply_email, @phone, @created_at)`,
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM outbox WHERE id = ?');
  const listAll = db.prepare<[], Row>('SELECT * FROM outbox ORDER BY created_at DESC, rowid DESC');
  const listKind = db.prepare<[string], Row>('SELECT * FROM outbox WHERE kind = ? ORDER BY created_at DESC, rowid DESC');
  const setHandled = db.prepare('UPDATE outbox SET handled_at = ? WHERE id = ?');
  const setBody = db.prepare('UPDATE outbox SET body = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM outbox WHERE id = ?');
  const pageOf = db.prepare<[{ kind: string | null; at: string | null; id: string | null; limit: number }], Row>(
    `SELECT * FROM outbox WHERE (@kind IS NULL OR kind = @kind)
       AND (@at IS NULL OR created_at < @at OR (created_at = @at AND id < @id))
     ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const countBy = db.prepare<[{ kind: string | null; handled: number | null }], { n: number }>(
    `SELECT COUNT(*) AS n FROM outbox WHERE (@kind IS NULL OR kind = @kind)
       AND (@handled IS NULL OR (@handled = 1 AND handled_at IS NOT NULL) OR (@handled = 0 AND handled_at IS NULL))`,
  );
  const removeHandled = db.prepare<[{ kind: string; before: string | null; limit: number }]>(
    `DELETE FROM outbox WHERE rowid IN (
       SELECT rowid FROM outbox WHERE kind = @kind AND handled_at IS NOT NULL AND (@before IS NULL OR handled_at < @before)
       ORDER BY handled_at ASC LIMIT @limit)`,
  );
  const replace = db.prepare(
    `INSERT OR REPLACE INTO outbox (id, kind, recipients, subject, body, from_name, reply_email, phone, created_at, handled_at)
     VALUES (@id, @kind, @recipients, @subject, @body, @from_name, @reply_email, @phone, @created_at, @handled_at)`,
  );

  return {
    async add({ message }) {
      const id = newId();
      insert.run({
        id,
        kind: message.kind,
        recipients: JSON.stringify(message.to),
        subject: message.subject,
        body: message.body,
        from_name: message.fromName,
        reply_email: message.replyEmail,
        phone: message.phone,
        created_at: new Date().toISOString(),
      });
      return rowToMessage(byId.get(id)!);
    },
    async list(params) {
      const rows = params?.kind ? listKind.all(params.kind) : listAll.all();
      return rows.map(rowToMessage);
    },
    async page({ kind, limit, before }) {
      const rows = pageOf.all({ kind: kind ?? null, at: before?.createdAt ?? null, id: before?.id ?? null, limit: Math.max(0, Math.floor(limit)) });
      return rows.map(rowToMessage);
    },
    async count(params) {
      const handled = params?.handled === undefined ? null : params.handled ? 1 : 0;
      return countBy.get({ kind: params?.kind ?? null, handled })!.n;
    },
    async get({ id }) {
      const r = isValidId(id) ? byId.get(id) : undefined;
      return r ? rowToMessage(r) : null;
    },
    async deleteHandled({ kind, handledBefore, limit }) {
      return removeHandled.run({ kind, before: handledBefore ?? null, limit: Math.max(0, Math.floor(limit)) }).changes;
    },
    async setHandled({ id, handled }) {
      const info = isValidId(id) ? setHandled.run(handled ? new Date().toISOString() : null, id) : { changes: 0 };
      if (info.changes === 0) throw new AppError('not_found', `No message ${id}`);
      return rowToMessage(byId.get(id)!);
    },
    async setBody({ id, body }) {
      const info = isValidId(id) ? setBody.run(body, id) : { changes: 0 };
      if (info.changes === 0) throw new AppError('not_found', `No message ${id}`);
      return rowToMessage(byId.get(id)!);
    },
    async delete({ id }) {
      const info = isValidId(id) ? remove.run(id) : { changes: 0 };
      if (info.changes === 0) throw new AppError('not_found', `No message ${id}`);
    },
    async importRecord({ record }) {
      if (!isValidId(record.id)) throw new AppError('invalid_input', `Bad message id ${JSON.stringify(record.id)}`);
      replace.run({
        id: record.id,
        kind: record.kind,
        recipients: JSON.stringify(record.to),
        subject: record.subject,
        body: record.body,
        from_name: record.fromName,
        reply_email: record.replyEmail,
        phone: record.phone,
        created_at: record.createdAt,
        handled_at: record.handledAt,
      });
      return rowToMessage(byId.get(record.id)!);
    },
  };
}
