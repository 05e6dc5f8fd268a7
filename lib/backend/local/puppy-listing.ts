import { prepareListing, type PreparedListing, type PublicPage, type PublicPageQuery } from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/puppy';
import type { Db } from './db';
import { rowToPuppy } from './puppy-row';

/**
 * `PuppyStore.queryPublic` on SQLite. The public rows' listing columns (no image or date-available)
 * are read once per data version and prepared (`prepareListing`: search texts and each sort's order,
 * the same pure rules the browser runs: Unicode case folding and the en-US collator for Name, which
 * SQL's LIKE and ORDER BY cannot reproduce); a query then filters a ready list and reads the page's
 * full rows by primary key. The version is `puppies_version.n`, raised by triggers on every insert,
 * update and delete of `puppies` (any writer, any process on the file), so a memo is never stale.
 * docs/scale.md has the timings at 10,000 entries.
 */
export function createLocalPublicQuery(db: Db): (q: PublicPageQuery) => Promise<PublicPage<Puppy>> {
  const version = db.prepare<[], { n: number }>('SELECT n FROM puppies_version WHERE id = 1');
  const listing = db.prepare(
    `SELECT id, entry_type, name, description, NULL AS image_url, sort_order, status, price, sex, color, dob,
       NULL AS available_date, dam_name, stud_name, expected_date, is_public, NULL AS litter_id, created_at, updated_at
     FROM puppies WHERE is_public IS NULL OR is_public <> 0
     ORDER BY COALESCE(sort_order, 9999) ASC, created_at ASC, rowid ASC`,
  );
  const byIds = db.prepare<[string], Parameters<typeof rowToPuppy>[0]>(
    `SELECT * FROM puppies WHERE id IN (SELECT value FROM json_each(?)) AND (is_public IS NULL OR is_public <> 0)`,
  );
  let memo: { version: number; prepared: PreparedListing<Puppy> } | null = null;

  const read = db.transaction((q: PublicPageQuery) => {
    const v = version.get()?.n ?? -1;
    if (!memo || memo.version !== v) {
      memo = { version: v, prepared: prepareListing((listing.all() as Parameters<typeof rowToPuppy>[0][]).map(rowToPuppy)) };
    }
    const page = memo.prepared.query(q);
    const ids = page.items.map((e) => e.id);
    const full = new Map(byIds.all(JSON.stringify(ids)).map((r) => [r.id, rowToPuppy(r)]));
    return { items: ids.flatMap((id) => full.get(id) ?? []), total: page.total, page: page.page, all: page.all };
  });
  // One read transaction: the version, the listing and the page's rows are of one moment.
  return async (q) => read.deferred(q);
}
