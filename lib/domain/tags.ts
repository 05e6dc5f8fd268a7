/** Cache tags: reads tag themselves with these, admin writes revalidate them right after success. */
export const TAGS = {
  puppies: 'puppies',
  studs: 'studs',
  gallery: 'gallery',
  settings: 'settings',
} as const;

/**
 * ISR period of public pages (each page repeats it as a literal `export const revalidate`). Admin
 * edits revalidate by tag at once on every server; this bounds what a CDN keeps: with
 * `expireTime: 60` (next.config.ts) pages are sent `s-maxage=30, stale-while-revalidate=30`.
 * Regenerating a page reuses cached reads younger than CACHE_MAX_AGE_SECONDS (docs/caching.md).
 */
export const REVALIDATE_SECONDS = 30;
