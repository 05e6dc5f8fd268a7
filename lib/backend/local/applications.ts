import { APPLICATION_STATUSES, TOKEN_HASH, toApplication, type Application, type ApplicationCounts, type ApplicationFilter, type ApplicationStatus } from '@/lib/domain/application';
import { AppError } from '@/lib/domain/errors';
import { normalizeEmail } from '@/lib/domain/user';
import { newId } from '../ids';
import type { ApplicationStore } from '../types';
import type { Db } from './db';
import { rowsById, rowWriters } from './table';
import { isoAfter } from './time';

type Row = {
  id: string;
  email: string;
  status: string;
  litter_id: string | null;
  user_id: string | null;
  status_token_hash: string | null;
  notes: string;
  data: string;
  created_at: string;
  updated_at: string;
};

function parse(json: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function rowToApplication(r: Row): Application {
  return toApplication(r.id, {
    ...parse(r.data),
    status: r.status,
    notes: r.notes,
    userId: r.user_id,
    statusTokenHash: r.status_token_hash,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

function data(a: Pick<Application, 'contact' | 'answers' | 'preferences' | 'agreements'>): string {
  return JSON.stringify({ contact: { ...a.contact, email: normalizeEmail(a.contact.email) }, answers: a.answers, preferences: a.preferences, agreements: a.agreements });
}

function where(f: ApplicationFilter): { sql: string; params: Record<string, string> } {
  const parts: string[] = [];
  const params: Record<string, string> = {};
  if (f.status) {
    parts.push('status = @status');
    params.status = f.status;
  }
  if (f.litterId) {
    parts.push('litter_id = @litter_id');
    params.litter_id = f.litterId;
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

export function createLocalApplicationStore(db: Db): ApplicationStore {
  const rows = rowsById(db, 'applications', 'application', rowToApplication);
  const { mustGet } = rows;
  const byToken = db.prepare<[string], Row>('SELECT * FROM applications WHERE status_token_hash = ?');
  const byEmail = db.prepare<[string], Row>('SELECT * FROM applications WHERE email = ? ORDER BY created_at DESC, rowid DESC');
  const byUser = db.prepare<[string], Row>('SELECT * FROM applications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC');
  const all = db.prepare<[], Row>('SELECT * FROM applications ORDER BY created_at ASC, rowid ASC');
  const countByStatus = db.prepare<[], { status: string; n: number }>('SELECT status, COUNT(*) AS n FROM applications GROUP BY status');
  const { insert, replace } = rowWriters(db, 'applications', ['id', 'email', 'status', 'litter_id', 'user_id', 'status_token_hash', 'notes', 'data', 'created_at', 'updated_at']);
  const pages = new Map<string, ReturnType<typeof db.prepare>>();

  function checkHash(tokenHash: string | null | undefined): string | null {
    if (tokenHash == null) return null;
    if (!TOKEN_HASH.test(tokenHash)) throw new AppError('invalid_input', 'A status token hash is 64 lowercase hex characters.');
    return tokenHash;
  }

  const setters = Object.fromEntries(
    (['status', 'notes', 'user_id', 'status_token_hash'] as const).map((c) => [c, db.prepare(`UPDATE applications SET ${c} = @value, updated_at = @updated_at WHERE id = @id`)]),
  ) as Record<'status' | 'notes' | 'user_id' | 'status_token_hash', ReturnType<typeof db.prepare>>;

  const change = (id: string, column: 'status' | 'notes' | 'user_id' | 'status_token_hash', value: string | null) =>
    rows.change(id, (a) => setters[column].run({ id, value, updated_at: isoAfter(a.updatedAt) }));

  function filtered(kind: 'page' | 'count', f: ApplicationFilter) {
    const w = where(f);
    const key = `${kind}:${w.sql}`;
    let stmt = pages.get(key);
    if (!stmt) {
      stmt = db.prepare(
        kind === 'page'
          ? `SELECT * FROM applications ${w.sql} ORDER BY created_at DESC, rowid DESC LIMIT @limit OFFSET @offset`
          : `SELECT COUNT(*) AS n FROM applications ${w.sql}`,
      );
      pages.set(key, stmt);
    }
    return { stmt, params: w.params };
  }

  return {
    async create({ input, userId = null, statusTokenHash = null }) {
      const id = newId();
      const now = new Date().toISOString();
      insert.run({
        id,
        email: normalizeEmail(input.contact.email),
        status: 'submitted',
        litter_id: input.preferences.litterId,
        user_id: userId,
        status_token_hash: checkHash(statusTokenHash),
        notes: '',
        data: data(input),
        created_at: now,
        updated_at: now,
      });
      return mustGet(id);
    },
    async get({ id }) {
      return rows.get(id);
    },
    async getByTokenHash({ tokenHash }) {
      if (typeof tokenHash !== 'string' || !TOKEN_HASH.test(tokenHash)) return null;
      const row = byToken.get(tokenHash);
      return row ? rowToApplication(row) : null;
    },
    async page({ limit, offset, ...f }) {
      const { stmt, params } = filtered('page', f);
      return (stmt.all({ ...params, limit: Math.max(0, Math.floor(limit)), offset: Math.max(0, Math.floor(offset)) }) as Row[]).map(rowToApplication);
    },
    async count(f = {}) {
      const { stmt, params } = filtered('count', f);
      return (stmt.get(params) as { n: number }).n;
    },
    async counts() {
      const out = { total: 0 } as ApplicationCounts;
      for (const s of APPLICATION_STATUSES) out[s] = 0;
      for (const { status, n } of countByStatus.all()) {
        out.total += n;
        if ((APPLICATION_STATUSES as readonly string[]).includes(status)) out[status as ApplicationStatus] += n;
      }
      return out;
    },
    async listByEmail({ email }) {
      return byEmail.all(normalizeEmail(email)).map(rowToApplication);
    },
    async listByUser({ userId }) {
      return byUser.all(userId).map(rowToApplication);
    },
    async setStatus({ id, status }) {
      if (!(APPLICATION_STATUSES as readonly string[]).includes(status)) throw new AppError('invalid_input', `Unknown status ${JSON.stringify(status)}`);
      return change(id, 'status', status);
    },
    async setNotes({ id, notes }) {
      return change(id, 'notes', notes);
    },
    async setUserId({ id, userId }) {
      return change(id, 'user_id', userId);
    },
    async setStatusTokenHash({ id, tokenHash }) {
      return change(id, 'status_token_hash', checkHash(tokenHash));
    },
    async delete({ id }) {
      return rows.remove(id);
    },
    async listAll() {
      return all.all().map(rowToApplication);
    },
    async importRecord({ record }) {
      rows.checkImportId(record.id);
      replace.run({
        id: record.id,
        email: normalizeEmail(record.contact.email),
        status: record.status,
        litter_id: record.preferences.litterId,
        user_id: record.userId,
        status_token_hash: checkHash(record.statusTokenHash),
        notes: record.notes,
        data: data(record),
        created_at: record.createdAt,
        updated_at: record.updatedAt,
      });
      return mustGet(record.id);
    },
  };
}
