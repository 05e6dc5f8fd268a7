import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyListing,
  DEFAULT_QUERY,
  parseListingQuery,
  searchText,
  SORT_KEYS,
  toQueryString,
  withChange,
  type ListingQuery,
  type SortKey,
} from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/entry';

type HistoryMode = 'push' | 'replace';

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

/**
 * The view with what a visitor typed into the search box or chose in the sort before hydration:
 * React keeps the values of the server's fields when it hydrates them, so they are read once on
 * mount and applied (a change of search or sort returns to page 1, as always).
 */
export function withFieldsTypedEarly(query: ListingQuery): ListingQuery {
  const input = document.getElementById('puppy-search');
  const select = document.getElementById('puppy-sort');
  const change: Partial<Pick<ListingQuery, 'q' | 'sort'>> = {};
  if (input instanceof HTMLInputElement && input.value.trim() !== query.q.trim()) change.q = input.value.slice(0, 100);
  if (select instanceof HTMLSelectElement && select.value !== query.sort && (SORT_KEYS as readonly string[]).includes(select.value)) {
    change.sort = select.value as SortKey;
  }
  return Object.keys(change).length ? withChange(query, change) : query;
}

export function sameQuery(a: ListingQuery, b: ListingQuery): boolean {
  return a.type === b.type && a.q === b.q && a.sort === b.sort && a.page === b.page && a.from === b.from;
}

/**
 * The listing view (filter, search, sort, pages) mirrored in the URL query.
 *
 * The first render uses the view the server rendered (`initial`: the plain /puppies, or the view
 * route of a query, docs/listing.md), so the HTML is that view for a visitor without JavaScript
 * too. After mount the URL is read and applied, with anything typed into the fields before
 * hydration; every change writes it back.
 *
 * The URL is written after the update is painted, never inside it: Next.js mirrors each
 * history write into its router (a second history write and a router render), which would
 * otherwise sit between a keystroke and the new results.
 */
export function useListingState(entries: readonly Puppy[], initialView: ListingQuery = DEFAULT_QUERY) {
  // Built once per list, so a keystroke only runs `includes` over ready strings. Filtering and
  // sorting 1,000 entries on every change is well under a millisecond; the cards are the cost.
  const haystacks = useMemo(() => entries.map(searchText), [entries]);
  const [query, setQuery] = useState<ListingQuery>(initialView);
  /** The fields are read once, at hydration; later mounts of the effect (fresh entries) skip it. */
  const fieldsRead = useRef(false);
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
      let initial = fromUrl();
      if (!fieldsRead.current) {
        fieldsRead.current = true;
        const typed = withFieldsTypedEarly(initial);
        if (!sameQuery(typed, initial)) {
          const r = applyListing(entries, typed, haystacks);
          initial = { ...typed, page: r.page, from: r.from };
        }
      }
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
