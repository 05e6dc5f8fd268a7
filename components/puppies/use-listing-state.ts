import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyListing,
  DEFAULT_QUERY,
  parseListingQuery,
  searchText,
  toQueryString,
  type ListingQuery,
} from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/entry';

export type HistoryMode = 'push' | 'replace';

/** Typing settles before the URL is written: one history write per pause, not per key. */
const REPLACE_DELAY_MS = 250;

/** Runs `fn` once the next frame is painted (and `delay` ms later); returns a cancel function. */
function afterPaint(fn: () => void, delay: number): () => void {
  let timer = 0;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(fn, delay);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

export function sameQuery(a: ListingQuery, b: ListingQuery): boolean {
  return a.type === b.type && a.q === b.q && a.sort === b.sort && a.page === b.page && a.from === b.from;
}

/**
 * The listing view (filter, search, sort, pages) mirrored in the URL query.
 *
 * The first render uses DEFAULT_QUERY on purpose: the page is static, so the server cannot
 * know the query, and the HTML (also what a visitor without JavaScript sees) is the default
 * first page. After mount the URL is read and applied; every change writes it back.
 *
 * The URL is written after the update is painted, never inside it: Next.js mirrors each
 * history write into its router (a second history write and a router render), which would
 * otherwise sit between a keystroke and the new results.
 */
export function useListingState(entries: readonly Puppy[]) {
  // Built once per list, so a keystroke only runs `includes` over ready strings. Filtering and
  // sorting 1,000 entries on every change is well under a millisecond; the cards are the cost.
  const haystacks = useMemo(() => entries.map(searchText), [entries]);
  const [query, setQuery] = useState<ListingQuery>(DEFAULT_QUERY);
  const result = useMemo(() => applyListing(entries, query, haystacks), [entries, query, haystacks]);

  const pendingWrite = useRef<{ mode: HistoryMode; cancel: () => void } | null>(null);

  const cancelWrite = useCallback(() => {
    pendingWrite.current?.cancel();
    pendingWrite.current = null;
  }, []);

  // Leaving the page: the router has already moved on, so a late write would clobber its URL.
  useEffect(() => cancelWrite, [cancelWrite]);

  useEffect(() => {
    /** The URL's view, with pages past the end pulled back to the last page. */
    const fromUrl = (): ListingQuery => {
      const q = parseListingQuery(new URLSearchParams(window.location.search));
      const r = applyListing(entries, q, haystacks);
      return { ...q, page: r.page, from: r.from };
    };
    // On mount, and when fresh entries arrive; not while a write is pending (the state is ahead).
    if (!pendingWrite.current) {
      const initial = fromUrl();
      setQuery((prev) => (sameQuery(prev, initial) ? prev : initial));
      // Bad or out-of-range values are rewritten to what is shown, so a shared link stays honest.
      const canonical = window.location.pathname + toQueryString(initial);
      if (canonical !== window.location.pathname + window.location.search) {
        window.history.replaceState(null, '', canonical + window.location.hash);
      }
    }
    const onPopState = () => {
      // Back/forward wins over a write still waiting for the typing to settle.
      cancelWrite();
      const next = fromUrl();
      setQuery((prev) => (sameQuery(prev, next) ? prev : next));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [entries, haystacks, cancelWrite]);

  /** Applies a view and schedules the URL write. */
  const update = useCallback((next: ListingQuery, mode: HistoryMode) => {
    setQuery(next);
    // A push still waiting (tab, page) stays a push even if typing follows it.
    const merged: HistoryMode = mode === 'push' || pendingWrite.current?.mode === 'push' ? 'push' : 'replace';
    pendingWrite.current?.cancel();
    const url = window.location.pathname + toQueryString(next);
    const cancel = afterPaint(
      () => {
        pendingWrite.current = null;
        if (url === window.location.pathname + window.location.search) return;
        if (merged === 'push') window.history.pushState(null, '', url);
        else window.history.replaceState(null, '', url);
      },
      merged === 'push' ? 0 : REPLACE_DELAY_MS,
    );
    pendingWrite.current = { mode: merged, cancel };
  }, []);

  return { query, result, update };
}
