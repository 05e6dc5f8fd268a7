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
  const remove = db.prepare('DELETE FROM outbox WHERE id = ?');

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
    async setHandled({ id, handled }) {
      const info = isValidId(id) ? setHandled.run(handled ? new Date().toISOString() : null, id) : { changes: 0 };
      if (info.changes === 0) throw new AppError('not_found', `No message ${id}`);
      return rowToMessage(byId.get(id)!);
    },
    async delete({ id }) {
      const info = isValidId(id) ? remove.run(id) : { changes: 0 };
      if (info.changes === 0) throw new AppError('not_found', `No message ${id}`);
    },
  };
}
