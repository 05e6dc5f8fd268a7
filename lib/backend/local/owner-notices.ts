import { parseInput } from '@/lib/domain/errors';
import { OWNER_NOTICE_KINDS, ownerPreferencesInputSchema, toOwnerPreferences, type OwnerNotice, type OwnerNoticeKind, type OwnerPreferencesInput } from '@/lib/domain/notifications';
import { newId } from '../ids';
import type { OwnerNoticeStore } from '../types';
import type { Db } from './db';
import { settingDocs } from './settings';

type NoticeRow = { id: string; kind: string; subject: string; text: string; admin_path: string; created_at: string; mailed_at: string | null };

const toNotice = (r: NoticeRow): OwnerNotice => ({
  id: r.id,
  kind: (OWNER_NOTICE_KINDS as readonly string[]).includes(r.kind) ? (r.kind as OwnerNoticeKind) : 'message',
  subject: r.subject,
  text: r.text,
  adminPath: r.admin_path,
  createdAt: r.created_at,
  mailedAt: r.mailed_at,
});

/**
 * owner_notices and admin_seen (docs/notifications.md); the owner's choices are the settings
 * document `ownerPreferences`, each day's digest claim the row `ownerDigest/<day>`.
 */
export function createLocalOwnerNoticeStore(db: Db): OwnerNoticeStore {
  const insert = db.prepare(
    'INSERT INTO owner_notices (id, kind, subject, text, admin_path, created_at, mailed_at) VALUES (@id, @kind, @subject, @text, @adminPath, @createdAt, @mailedAt)',
  );
  const pending = db.prepare<[number], NoticeRow>('SELECT * FROM owner_notices WHERE mailed_at IS NULL ORDER BY created_at, id LIMIT ?');
  const mark = db.prepare('UPDATE owner_notices SET mailed_at = ? WHERE id = ? AND mailed_at IS NULL');
  const pruneIds = db.prepare<[string, number], { id: string }>('SELECT id FROM owner_notices WHERE mailed_at IS NOT NULL AND created_at < ? ORDER BY created_at LIMIT ?');
  const remove = db.prepare('DELETE FROM owner_notices WHERE id = ?');
  const removeByPath = db.prepare('DELETE FROM owner_notices WHERE admin_path = ?');
  const { doc, put } = settingDocs(db);
  const seenRows = db.prepare<[string], { area: string; seen_at: string }>('SELECT area, seen_at FROM admin_seen WHERE user_id = ?');
  const seenWrite = db.prepare(
    'INSERT INTO admin_seen (user_id, area, seen_at) VALUES (?, ?, ?) ON CONFLICT(user_id, area) DO UPDATE SET seen_at = MAX(admin_seen.seen_at, excluded.seen_at)',
  );

  function writePreferences(input: OwnerPreferencesInput, updatedAt: string) {
    put('ownerPreferences', { modes: input.modes, timeZone: input.timeZone, updatedAt }, updatedAt);
    return toOwnerPreferences(doc('ownerPreferences'));
  }

  const claimRow = db.prepare("INSERT INTO settings (key, value, updated_at) VALUES (?, '{}', ?) ON CONFLICT(key) DO NOTHING");

  return {
    async add({ notice, mailedAt }) {
      const row = { id: newId(), kind: notice.kind, subject: notice.subject, text: notice.text, adminPath: notice.adminPath, createdAt: new Date().toISOString(), mailedAt };
      insert.run(row);
      return { ...notice, id: row.id, createdAt: row.createdAt, mailedAt };
    },
    async pending({ limit }) {
      const n = Math.max(0, Math.floor(limit));
      return n === 0 ? [] : pending.all(n).map(toNotice);
    },
    async markMailed({ ids, at }) {
      db.transaction(() => {
        for (const id of ids) mark.run(at, id);
      })();
    },
    async countSince({ kinds, since }) {
      if (kinds.length === 0) return 0;
      const marks = kinds.map(() => '?').join(', ');
      const sql = `SELECT COUNT(*) AS n FROM owner_notices WHERE kind IN (${marks})${since ? ' AND created_at > ?' : ''}`;
      const row = db.prepare(sql).get(...kinds, ...(since ? [since] : [])) as { n: number };
      return row.n;
    },
    async prune({ before, limit }) {
      const n = Math.max(0, Math.floor(limit));
      if (n === 0) return 0;
      const ids = pruneIds.all(before, n).map((r) => r.id);
      db.transaction(() => {
        for (const id of ids) remove.run(id);
      })();
      return ids.length;
    },
    async getPreferences() {
      return toOwnerPreferences(doc('ownerPreferences'));
    },
    async setPreferences({ input }) {
      return writePreferences(input, new Date().toISOString());
    },
    async importPreferences({ record }) {
      return writePreferences(parseInput(ownerPreferencesInputSchema, record, 'notification choices'), record.updatedAt ?? new Date().toISOString());
    },
    async claimDigest({ period }) {
      return claimRow.run(`ownerDigest/${period}`, new Date().toISOString()).changes === 1;
    },
    async lastSeen({ userId }) {
      return Object.fromEntries(seenRows.all(userId).map((r) => [r.area, r.seen_at]));
    },
    async markSeen({ userId, area, at }) {
      seenWrite.run(userId, area, at);
    },
    async deleteByAdminPath({ adminPath }) {
      return removeByPath.run(adminPath).changes;
    },
  };
}
