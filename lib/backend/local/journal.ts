import { AppError } from '@/lib/domain/errors';
import { toFamilyLink, toJournalPost, type FamilyLink, type JournalPost, type JournalPostInput } from '@/lib/domain/journal';
import { isValidId, newId } from '../ids';
import type { FamilyStore, JournalStore } from '../types';
import type { Db } from './db';
import { isoAfter } from './time';

type PostRow = {
  id: string;
  litter_id: string;
  date: string;
  title: string;
  body: string;
  media: string;
  visibility: string;
  created_at: string;
  updated_at: string;
};

type LinkRow = { litter_id: string; user_id: string; puppy_id: string | null; created_at: string };

function parseMedia(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return [];
  }
}

function rowToPost(r: PostRow): JournalPost {
  return toJournalPost(r.id, {
    litterId: r.litter_id,
    date: r.date,
    title: r.title,
    body: r.body,
    media: parseMedia(r.media),
    visibility: r.visibility,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

function rowToLink(r: LinkRow): FamilyLink {
  return toFamilyLink({ litterId: r.litter_id, userId: r.user_id, puppyId: r.puppy_id, createdAt: r.created_at });
}

function columns(input: JournalPostInput) {
  return {
    litter_id: input.litterId,
    date: input.date,
    title: input.title,
    body: input.body,
    media: JSON.stringify(input.media),
    visibility: input.visibility,
  };
}

/** Newest first: the post's date, then the newest written (insertion order breaks same-millisecond ties). */
const NEWEST = 'ORDER BY date DESC, created_at DESC, rowid DESC';

export function createLocalJournalStore(db: Db): JournalStore {
  const byId = db.prepare<[string], PostRow>('SELECT * FROM journal_posts WHERE id = ?');
  const byLitter = db.prepare<[string], PostRow>(`SELECT * FROM journal_posts WHERE litter_id = ? ${NEWEST}`);
  const publicByLitter = db.prepare<[string], PostRow>(`SELECT * FROM journal_posts WHERE litter_id = ? AND visibility = 'public' ${NEWEST}`);
  const all = db.prepare<[], PostRow>('SELECT * FROM journal_posts ORDER BY created_at ASC, rowid ASC');
  const insert = db.prepare(
    `INSERT INTO journal_posts (id, litter_id, date, title, body, media, visibility, created_at, updated_at)
     VALUES (@id, @litter_id, @date, @title, @body, @media, @visibility, @created_at, @updated_at)`,
  );
  const replace = db.prepare(
    `INSERT OR REPLACE INTO journal_posts (id, litter_id, date, title, body, media, visibility, created_at, updated_at)
     VALUES (@id, @litter_id, @date, @title, @body, @media, @visibility, @created_at, @updated_at)`,
  );
  const update = db.prepare(
    `UPDATE journal_posts SET litter_id = @litter_id, date = @date, title = @title, body = @body, media = @media,
       visibility = @visibility, updated_at = @updated_at WHERE id = @id`,
  );
  const remove = db.prepare('DELETE FROM journal_posts WHERE id = ?');
  const removeLitter = db.prepare('DELETE FROM journal_posts WHERE litter_id = ?');

  function mustGet(id: string): JournalPost {
    const row = isValidId(id) ? byId.get(id) : undefined;
    if (!row) throw new AppError('not_found', `No journal post ${id}`);
    return rowToPost(row);
  }

  const updateTx = db.transaction((id: string, input: JournalPostInput) => {
    const current = mustGet(id);
    update.run({ ...columns(input), id, updated_at: isoAfter(current.updatedAt) });
    return mustGet(id);
  });
  const deleteTx = db.transaction((id: string) => {
    const p = mustGet(id);
    remove.run(id);
    return p;
  });
  const deleteLitterTx = db.transaction((litterId: string) => {
    const posts = byLitter.all(litterId).map(rowToPost);
    removeLitter.run(litterId);
    return posts;
  });

  return {
    async listByLitter({ litterId, publicOnly }) {
      if (!isValidId(litterId)) return [];
      return (publicOnly ? publicByLitter : byLitter).all(litterId).map(rowToPost);
    },
    async get({ id }) {
      const row = isValidId(id) ? byId.get(id) : undefined;
      return row ? rowToPost(row) : null;
    },
    async create({ input }) {
      const id = newId();
      const now = new Date().toISOString();
      insert.run({ ...columns(input), id, created_at: now, updated_at: now });
      return mustGet(id);
    },
    async update({ id, input }) {
      return updateTx.immediate(id, input);
    },
    async delete({ id }) {
      return deleteTx.immediate(id);
    },
    async deleteByLitter({ litterId }) {
      if (!isValidId(litterId)) return [];
      return deleteLitterTx.immediate(litterId);
    },
    async listAll() {
      return all.all().map(rowToPost);
    },
    async importRecord({ record }) {
      if (!isValidId(record.id)) throw new AppError('invalid_input', `Bad journal post id ${JSON.stringify(record.id)}`);
      replace.run({ ...columns(record), id: record.id, created_at: record.createdAt, updated_at: record.updatedAt });
      return mustGet(record.id);
    },
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
