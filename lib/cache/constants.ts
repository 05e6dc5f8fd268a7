/**
 * Shared by the cache handler (outside the app bundle) and the app's cached reads. Pure: no imports.
 */

/** How long a cached read is trusted before it is read again (seconds); CACHE_MAX_AGE_SECONDS overrides. */
export const DEFAULT_CACHE_MAX_AGE_SECONDS = 300;

/**
 * A page render whose data read failed lowers its revalidate to this (lib/server/data.ts `load`);
 * the handler never stores such a page and a CDN keeps it at most a second.
 * No page declares a revalidate this short on purpose.
 */
export const FAILED_RENDER_REVALIDATE = 1;

/** How long a process trusts the tag invalidation times it read from the store (ms). */
export const TAG_MEMO_MS = 1000;

export function cacheMaxAgeSeconds(env: Record<string, string | undefined> = process.env): number {
  const raw = env.CACHE_MAX_AGE_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_CACHE_MAX_AGE_SECONDS;
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= 86_400)) {
    throw new Error('Configuration error: CACHE_MAX_AGE_SECONDS must be a whole number of seconds from 1 to 86400. See .env.example.');
  }
  return n;
}
