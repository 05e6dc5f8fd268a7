import { pageOfListing, type PublicPage, type PublicPageQuery } from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/puppy';
import type { Db } from './db';
import { rowToPuppy } from './puppies';

/**
 * `PuppyStore.queryPublic` on SQLite: one SELECT of the listing columns of the public rows (no
 * image or date-available, no row materialised twice), filtered, sorted and paged by the same pure
 * rules the browser runs (`pageOfListing`: Unicode case folding and the en-US collator for Name,
 * which SQL's LIKE and ORDER BY cannot reproduce), then the page's full rows by primary key.
 * docs/scale.md has the timings at 10,000 entries.
 */
export function createLocalPublicQuery(db: Db): (q: PublicPageQuery) => Promise<PublicPage<Puppy>> {
  const listing = db.prepare(
    `SELECT id, entry_type, name, description, NULL AS image_url, sort_order, status, price, sex, color, dob,
       NULL AS available_date, dam_name, stud_name, expected_date, is_public, NULL AS litter_id, created_at, updated_at
     FROM puppies WHERE is_public IS NULL OR is_public <> 0
     ORDER BY COALESCE(sort_order, 9999) ASC, created_at ASC, rowid ASC`,
  );
  const byIds = db.prepare<[string], Parameters<typeof rowToPuppy>[0]>(
    `SELECT * FROM puppies WHERE id IN (SELECT value FROM json_each(?)) AND (is_public IS NULL OR is_public <> 0)`,
  );
  const read = db.transaction((q: PublicPageQuery) => {
    const rows = (listing.all() as Parameters<typeof rowToPuppy>[0][]).map(rowToPuppy);
    const page = pageOfListing(rows, q);
    const ids = page.items.map((e) => e.id);
    const full = new Map(byIds.all(JSON.stringify(ids)).map((r) => [r.id, rowToPuppy(r)]));
    return { items: ids.flatMap((id) => full.get(id) ?? []), total: page.total, page: page.page, all: page.all };
  });
  // One read transaction: the page's rows are those the count and order were taken from.
  return async (q) => read.deferred(q);
}
