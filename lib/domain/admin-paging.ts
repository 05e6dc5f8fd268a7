import { groupDigits } from './format';

/**
 * Server paging of the admin tables (docs/scale.md): Admin › Puppies and Studs read one page of the
 * stored order (newest first) and their totals from count queries. A page is a stable URL,
 * `?page=N` (page 1 has no query), so a reload or a shared link shows the same page.
 */

/** Rows per admin table page. */
export const ADMIN_PAGE_SIZE = 25;

/** `?page=` → a page number ≥ 1; anything else (missing, 0, negative, not a whole number) is page 1. */
export function parseAdminPage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,7}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 ? n : 1;
}

/** How many pages `total` rows fill (at least one, so an empty table is page 1 of 1). */
export function pageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The row offset where a page starts. */
export function pageOffset(page: number, size = ADMIN_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * size;
}

/** The URL of a page of a tab: page 1 is the tab itself. A base with a query (filters) keeps it. */
export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}${base.includes('?') ? '&' : '?'}page=${page}`;
}

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current one;
 * `null` marks a gap ("…"). E.g. page 7 of 20 → 1 … 5 6 7 8 9 … 20.
 */
export function pagerItems(page: number, pages: number): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && p - prev === 2) out.push(p - 1);
    else if (typeof prev === 'number' && p - prev > 2) out.push(null);
    out.push(p);
  }
  return out;
}

/** "Showing 26–50 of 1,234" (the rows a page holds; "No entries" style text is the table's own). */
export function rangeText(page: number, shownOnPage: number, total: number, size = ADMIN_PAGE_SIZE): string {
  const first = pageOffset(page, size) + 1;
  const last = pageOffset(page, size) + shownOnPage;
  const fmt = groupDigits;
  return `Showing ${fmt(first)}–${fmt(last)} of ${fmt(total)}`;
}
