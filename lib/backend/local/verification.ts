import { normalizeEmail } from '@/lib/domain/user';
import type { EmailVerificationStore } from '../types';
import type { Db } from './db';

/** Verification links and verified addresses in two tables (docs/security.md). */
export function createLocalEmailVerificationStore(db: Db): EmailVerificationStore {
  const voidOlder = db.prepare('UPDATE email_verifications SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const insert = db.prepare('INSERT INTO email_verifications (token_hash, user_id, email, expires_at, created_at) VALUES (?, ?, ?, ?, ?)');
  const create = db.transaction((userId: string, email: string, tokenHash: string, expiresAt: string) => {
    const now = new Date().toISOString();
    voidOlder.run(now, userId);
    insert.run(tokenHash, userId, email, expiresAt, now);
  });
  // One UPDATE both checks and uses the link, so two clicks cannot both succeed.
  const use = db.prepare<[string, string, string, string], { user_id: string; email: string }>(
    'UPDATE email_verifications SET used_at = ? WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id, email',
  );
  const setVerified = db.prepare(
    `INSERT INTO verified_emails (user_id, email, verified_at) VALUES (?, ?, ?)
     ON CONFLICT(user_id) DO UPDATE SET email = excluded.email, verified_at = excluded.verified_at`,
  );
  const consume = db.transaction((tokenHash: string, userId: string) => {
    const now = new Date().toISOString();
    const row = use.get(now, tokenHash, userId, now);
    if (!row) return null;
    setVerified.run(row.user_id, row.email, now);
    return { userId: row.user_id, email: row.email };
  });
  const verified = db.prepare<[string, string], { n: number }>('SELECT COUNT(*) AS n FROM verified_emails WHERE user_id = ? AND email = ?');
  const dropLinks = db.prepare('DELETE FROM email_verifications WHERE user_id = ?');
  const dropVerified = db.prepare('DELETE FROM verified_emails WHERE user_id = ?');

  return {
    async createToken({ userId, email, tokenHash, expiresAt }) {
      create.immediate(userId, normalizeEmail(email), tokenHash, expiresAt);
    },
    async consume({ tokenHash, userId }) {
      return consume.immediate(tokenHash, userId);
    },
    async markVerified({ userId, email }) {
      setVerified.run(userId, normalizeEmail(email), new Date().toISOString());
    },
    async isVerified({ userId, email }) {
      return verified.get(userId, normalizeEmail(email))!.n > 0;
    },
    async deleteByUser({ userId }) {
      db.transaction(() => {
        dropLinks.run(userId);
        dropVerified.run(userId);
      })();
    },
  };
}
