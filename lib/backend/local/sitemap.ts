import type { SitemapEntry, SitemapStore } from '../types';
import type { Db } from './db';
import { rowToPuppy } from './puppy-row';

type Row = Parameters<typeof rowToPuppy>[0];

/**
 * The sitemap's reads on SQLite: COUNT(*) for the index, and one child's slice by primary key
 * (LIMIT/OFFSET over the id index, only the columns a sitemap shows).
 */
export function createLocalSitemapStore(db: Db): SitemapStore {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM puppies');
  const slice = db.prepare<[number, number], Row>(
    `SELECT * FROM (
       SELECT id, entry_type, name, NULL AS description, image_url, NULL AS sort_order, NULL AS status, NULL AS price,
         NULL AS sex, NULL AS color, NULL AS dob, NULL AS available_date, NULL AS dam_name, NULL AS stud_name,
         NULL AS expected_date, is_public, created_at, updated_at
       FROM puppies ORDER BY id LIMIT ? OFFSET ?)
     WHERE is_public IS NULL OR is_public <> 0 ORDER BY id`,
  );
  return {
    async countEntries() {
      return count.get()!.n;
    },
    async entries({ offset, limit }) {
      const n = Math.max(0, Math.floor(limit));
      if (n === 0) return [];
      return slice.all(n, Math.max(0, Math.floor(offset))).map((r): SitemapEntry => {
        const p = rowToPuppy(r);
        return { id: p.id, entryType: p.entryType, name: p.name, imageUrl: p.imageUrl, updatedAt: p.updatedAt };
      });
    },
  };
}
