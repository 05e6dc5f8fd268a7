import type { CacheStore } from '../types';
import { getMeta, type Db } from './db';

/** More than any site's pages and reads; past it the oldest entries go (checked every PRUNE_EVERY writes). */
const MAX_ENTRIES = 5000;
const PRUNE_EVERY = 100;

/**
 * The shared cache in the SQLite file: every `next start` on one DATA_DIR (a cluster, a blue/green
 * restart) reads the same entries and tag times. Entries are Next's serialised values.
 */
export function createLocalCacheStore(db: Db, opts: { maxEntries?: number } = {}): CacheStore {
  const maxEntries = opts.maxEntries ?? MAX_ENTRIES;
  const get = db.prepare<[string], { value: string; last_modified: number }>('SELECT value, last_modified FROM cache_entries WHERE key = ?');
  const put = db.prepare('INSERT INTO cache_entries (key, value, last_modified) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, last_modified = excluded.last_modified');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM cache_entries');
  const prune = db.prepare('DELETE FROM cache_entries WHERE key IN (SELECT key FROM cache_entries ORDER BY last_modified ASC LIMIT ?)');
  const tags = db.prepare<[], { tag: string; revalidated_at: number }>('SELECT tag, revalidated_at FROM cache_tags');
  const invalidate = db.prepare('INSERT INTO cache_tags (tag, revalidated_at) VALUES (?, ?) ON CONFLICT(tag) DO UPDATE SET revalidated_at = MAX(revalidated_at, excluded.revalidated_at)');
  const invalidateAll = db.transaction((list: readonly string[], at: number) => {
    for (const tag of list) invalidate.run(tag, at);
  });
  let writes = 0;

  return {
    async storeId() {
      const id = getMeta(db, 'store_id');
      if (!id) throw new Error('The database has no store id (migration missing).');
      return id;
    },
    async getEntry({ key }) {
      const row = get.get(key);
      return row ? { value: row.value, lastModified: row.last_modified } : null;
    },
    async setEntry({ key, entry }) {
      put.run(key, entry.value, entry.lastModified);
      if (++writes % PRUNE_EVERY === 0) {
        const over = count.get()!.n - maxEntries;
        if (over > 0) prune.run(over);
      }
    },
    async entryCount() {
      return count.get()!.n;
    },
    async tagTimes() {
      return Object.fromEntries(tags.all().map((r) => [r.tag, r.revalidated_at]));
    },
    async invalidateTags({ tags: list, at }) {
      invalidateAll.immediate(list, at);
    },
  };
}
