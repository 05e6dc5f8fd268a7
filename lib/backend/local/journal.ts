import { AppError } from '@/lib/domain/errors';
import { toFamilyLink, toJournalPost, type FamilyLink, type JournalPost, type JournalPostInput } from '@/lib/domain/journal';
import { isValidId } from '../ids';
import type { FamilyStore, JournalStore } from '../types';
import type { Db } from './db';
import { jsonList, recordTable } from './table';

type LinkRow = { litter_id: string; user_id: string; puppy_id: string | null; created_at: string };

function rowToLink(r: LinkRow): FamilyLink {
  return toFamilyLink({ litterId: r.litter_id, userId: r.user_id, puppyId: r.puppy_id, createdAt: r.created_at });
}

/** Newest first: the post's date, then the newest written (insertion order breaks same-millisecond ties). */
const NEWEST = 'ORDER BY date DESC, created_at DESC, rowid DESC';

export function createLocalJournalStore(db: Db): JournalStore {
  const t = recordTable<JournalPost, JournalPostInput>(db, {
    table: 'journal_posts',
    noun: 'journal post',
    fields: { litterId: 'litter_id', date: 'date', title: 'title', body: 'body', media: jsonList('media'), visibility: 'visibility' },
    toRecord: toJournalPost,
  });
  const byLitter = t.select<[string]>(`WHERE litter_id = ? ${NEWEST}`);
  const publicByLitter = t.select<[string]>(`WHERE litter_id = ? AND visibility = 'public' ${NEWEST}`);
  const all = t.select('ORDER BY created_at ASC, rowid ASC');
  const deleteByLitter = t.deleteWhere('litter_id', byLitter);

  return {
    ...t.methods,
    async listByLitter({ litterId, publicOnly }) {
      if (!isValidId(litterId)) return [];
      return (publicOnly ? publicByLitter : byLitter)(litterId);
    },
    deleteByLitter: async ({ litterId }) => deleteByLitter(litterId),
    listAll: async () => all(),
  };
}

export function createLocalFamilyStore(db: Db): FamilyStore {
  const one = db.prepare<[string, string], LinkRow>('SELECT * FROM family_links WHERE litter_id = ? AND user_id = ?');
  const byLitter = db.prepare<[string], LinkRow>('SELECT * FROM family_links WHERE litter_id = ? ORDER BY created_at ASC, rowid ASC');
  const byUser = db.prepare<[string], LinkRow>('SELECT * FROM family_links WHERE user_id = ? ORDER BY created_at ASC, rowid ASC');
  const all = db.prepare<[], LinkRow>('SELECT * FROM family_links ORDER BY created_at ASC, rowid ASC');
  const upsert = db.prepare(
    `INSERT INTO family_links (litter_id, user_id, puppy_id, created_at) VALUES (@litter_id, @user_id, @puppy_id, @created_at)
     ON CONFLICT (litter_id, user_id) DO UPDATE SET puppy_id = excluded.puppy_id`,
  );
  const replace = db.prepare(
    `INSERT OR REPLACE INTO family_links (litter_id, user_id, puppy_id, created_at) VALUES (@litter_id, @user_id, @puppy_id, @created_at)`,
  );
  const remove = db.prepare('DELETE FROM family_links WHERE litter_id = ? AND user_id = ?');

  function ids(litterId: string, userId: string, puppyId: string | null = null): void {
    if (!isValidId(litterId) || !isValidId(userId) || (puppyId !== null && !isValidId(puppyId))) {
      throw new AppError('invalid_input', 'Bad litter, user or puppy id');
    }
  }

  const unlinkTx = db.transaction((litterId: string, userId: string) => {
    const row = one.get(litterId, userId);
    if (!row) throw new AppError('not_found', `No family link ${litterId}/${userId}`);
    remove.run(litterId, userId);
    return rowToLink(row);
  });

  return {
    async listByLitter({ litterId }) {
      return isValidId(litterId) ? byLitter.all(litterId).map(rowToLink) : [];
    },
    async listByUser({ userId }) {
      return isValidId(userId) ? byUser.all(userId).map(rowToLink) : [];
    },
    async get({ litterId, userId }) {
      if (!isValidId(litterId) || !isValidId(userId)) return null;
      const row = one.get(litterId, userId);
      return row ? rowToLink(row) : null;
    },
    async link({ litterId, userId, puppyId }) {
      ids(litterId, userId, puppyId);
      upsert.run({ litter_id: litterId, user_id: userId, puppy_id: puppyId, created_at: new Date().toISOString() });
      return rowToLink(one.get(litterId, userId)!);
    },
    async unlink({ litterId, userId }) {
      if (!isValidId(litterId) || !isValidId(userId)) throw new AppError('not_found', `No family link ${litterId}/${userId}`);
      return unlinkTx.immediate(litterId, userId);
    },
    async listAll() {
      return all.all().map(rowToLink);
    },
    async importRecord({ record }) {
      ids(record.litterId, record.userId, record.puppyId);
      replace.run({ litter_id: record.litterId, user_id: record.userId, puppy_id: record.puppyId, created_at: record.createdAt });
      return rowToLink(one.get(record.litterId, record.userId)!);
    },
  };
}
