import { AppError } from '@/lib/domain/errors';
import { normalizeEmail, type Role, type User } from '@/lib/domain/user';
import { newId } from '../ids';
import type { UserStore } from '../types';
import { isUniqueViolation, type Db } from './db';

type Row = { id: string; email: string; role: string; password_hash: string | null; created_at: string; session_version: number };

function rowToUser(r: Row): User {
  return {
    id: r.id,
    email: r.email,
    role: r.role === 'admin' ? 'admin' : 'user',
    createdAt: r.created_at,
    sessionVersion: r.session_version ?? 0,
  };
}

export function createLocalUserStore(db: Db): UserStore {
  const byId = db.prepare<[string], Row>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], Row>('SELECT * FROM users WHERE email = ?');
  const insert = db.prepare(
    'INSERT INTO users (id, email, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // One statement each, so the role or password and the session version change together.
  const setRole = db.prepare<[{ role: Role; now: string; id: string }]>(
    `UPDATE users SET session_version = session_version + (CASE WHEN role = 'admin' AND @role <> 'admin' THEN 1 ELSE 0 END),
       role = @role, updated_at = @now WHERE id = @id`,
  );
  const setEmail = db.prepare('UPDATE users SET email = ?, updated_at = ? WHERE id = ?');
  const setHash = db.prepare('UPDATE users SET password_hash = ?, session_version = session_version + 1, updated_at = ? WHERE id = ?');
  const bumpSessions = db.prepare<[string, string], { session_version: number }>(
    'UPDATE users SET session_version = session_version + 1, updated_at = ? WHERE id = ? RETURNING session_version',
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const everyone = db.prepare<[], Row>('SELECT * FROM users ORDER BY created_at ASC, rowid ASC');
  // Import: upsert by id only, so an email held by another id is a UNIQUE error (conflict), never a silent replace.
  const upsert = db.prepare(
    `INSERT INTO users (id, email, role, password_hash, created_at, updated_at, session_version)
     VALUES (@id, @email, @role, @password_hash, @created_at, @updated_at, @session_version)
     ON CONFLICT(id) DO UPDATE SET email = excluded.email, role = excluded.role, password_hash = excluded.password_hash,
       created_at = excluded.created_at, updated_at = excluded.updated_at, session_version = excluded.session_version`,
  );
  const insertReset = db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)');
  // A new request voids the account's older links: only the newest email works.
  const voidResets = db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const createReset = db.transaction((userId: string, tokenHash: string, expiresAt: string) => {
    voidResets.run(new Date().toISOString(), userId);
    insertReset.run(tokenHash, userId, expiresAt);
  });
  // One UPDATE both checks and uses the token, so two clicks on the same link cannot both succeed.
  const useReset = db.prepare<[string, string, string], { user_id: string }>(
    'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id',
  );

  return {
    async getById({ id }) {
      const r = byId.get(id);
      return r ? rowToUser(r) : null;
    },
    async getByEmail({ email }) {
      const r = byEmail.get(normalizeEmail(email));
      return r ? rowToUser(r) : null;
    },
    async create({ email, role = 'user', passwordHash = null, id }) {
      const now = new Date().toISOString();
      const uid = id ?? newId();
      try {
        insert.run(uid, normalizeEmail(email), role satisfies Role, passwordHash, now, now);
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('conflict', 'email-already-in-use');
        throw e;
      }
      return rowToUser(byId.get(uid)!);
    },
    async setRole({ id, role }) {
      const info = setRole.run({ role, now: new Date().toISOString(), id });
      if (info.changes === 0) throw new AppError('not_found', `No user ${id}`);
      return rowToUser(byId.get(id)!);
    },
    async setEmail({ id, email }) {
      try {
        const info = setEmail.run(normalizeEmail(email), new Date().toISOString(), id);
        if (info.changes === 0) throw new AppError('not_found', `No user ${id}`);
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('conflict', 'email-already-in-use');
        throw e;
      }
      return rowToUser(byId.get(id)!);
    },
    async getPasswordHash({ id }) {
      return byId.get(id)?.password_hash ?? null;
    },
    async setPasswordHash({ id, passwordHash }) {
      const info = setHash.run(passwordHash, new Date().toISOString(), id);
      if (info.changes === 0) throw new AppError('not_found', `No user ${id}`);
    },
    async endSessions({ id }) {
      const r = bumpSessions.get(new Date().toISOString(), id);
      if (!r) throw new AppError('not_found', `No user ${id}`);
      return r.session_version;
    },
    async count() {
      return count.get()!.n;
    },
    async createPasswordReset({ userId, tokenHash, expiresAt }) {
      createReset.immediate(userId, tokenHash, expiresAt);
    },
    async consumePasswordReset({ tokenHash }) {
      const now = new Date().toISOString();
      return useReset.get(now, tokenHash, now)?.user_id ?? null;
    },
    async listAll() {
      return everyone.all().map(rowToUser);
    },
    async importRecord({ record, passwordHash = null }) {
      try {
        upsert.run({
          id: record.id,
          email: normalizeEmail(record.email),
          role: record.role satisfies Role,
          password_hash: passwordHash,
          created_at: record.createdAt,
          updated_at: new Date().toISOString(),
          session_version: record.sessionVersion ?? 0,
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('conflict', 'email-already-in-use');
        throw e;
      }
      return rowToUser(byId.get(record.id)!);
    },
  };
}
