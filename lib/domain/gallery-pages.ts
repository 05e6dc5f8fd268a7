/**
 * The public gallery in pages (docs/scale.md): every read and every page is bounded, whatever the number
 * of photos the farm has stored.
 *
 * - /gallery is page 1; /gallery/page/2, /gallery/page/3, … the older photos, newest first. Path
 *   segments (not `?page=`) so every page is a static, cached URL (ISR) like the rest of the site.
 * - 24 photos a page: whole rows at 2, 3, 4 and 6 columns, and about 1.5 MB of images at most on a
 *   phone; the page HTML stays small (24 tiles), however large the gallery.
 * - The home carousel shows the newest 24, rendered twice for docs/product.md §8's seamless loop (48 `<img>` at
 *   most, instead of every photo twice) and links to the full gallery.
 */
export const GALLERY_PAGE_SIZE = 24;
export const CAROUSEL_PHOTOS = 24;

/** How many pages `total` photos fill; at least 1 (an empty gallery still has its page). */
export function galleryPageCount(total: number, pageSize = GALLERY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The URL of a gallery page: /gallery for the first. */
export function galleryPageHref(page: number): string {
  return page <= 1 ? '/gallery' : `/gallery/page/${page}`;
}

/**
 * The page number in /gallery/page/[page]: a whole number from 2 up, written plainly ("2", not
 * "02" or "2.0"), so each page has one URL. Page 1 lives at /gallery only. Null otherwise (a 404).
 */
export function parseGalleryPage(segment: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
  const n = Number(segment);
  return n >= 2 ? n : null;
}

/** The offset of a page's first photo. */
export function galleryOffset(page: number, pageSize = GALLERY_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/**
 * The read of one gallery page (lib/server/data.ts getGalleryPage): the page and the middleware's
 * check whether it exists (lib/server/page-presence.ts) ask with the same arguments, so they share
 * one cached read and never disagree.
 */
export function gallerySlice(page: number): { offset: number; limit: number } {
  return { offset: galleryOffset(page), limit: GALLERY_PAGE_SIZE };
}

/** Whether page `page` exists when the gallery holds `total` photos (past the last one: a 404). */
export function galleryPageExists(page: number, total: number): boolean {
  return page <= galleryPageCount(total);
}
