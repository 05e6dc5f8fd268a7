import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  applyListing,
  compareEntries,
  DEFAULT_QUERY,
  parseListingQuery,
  searchText,
  SORT_KEYS,
  toQueryString,
  type ListingQuery,
  type SortKey,
} from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/entry';

/** Names the benchmark reads with `performance.getEntriesByName(UPDATE_MEASURE)`. */
export const INPUT_MARK = 'puppies-input';
export const UPDATE_MEASURE = 'puppies-update';

export type HistoryMode = 'push' | 'replace';

/** Typing settles before the URL is written: one history write per pause, not per key. */
const REPLACE_DELAY_MS = 250;

type SortedView = { entries: Puppy[]; haystacks: string[] };

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
 * Entries pre-sorted once per sort key, each with its search haystacks. `applyListing` sorts
 * again, but a stable sort of already-sorted input is one linear pass and gives the same order,
 * so a keystroke costs a filter over ready strings, not a sort.
 */
function useSortedViews(entries: readonly Puppy[]) {
  const cache = useMemo(() => new Map<SortKey, SortedView>(), [entries]);
  const view = useCallback(
    (sort: SortKey): SortedView => {
      let v = cache.get(sort);
      if (!v) {
        const sorted = [...entries].sort(compareEntries(sort));
        v = { entries: sorted, haystacks: sorted.map(searchText) };
        cache.set(sort, v);
      }
      return v;
    },
    [cache, entries],
  );
  // Warm the other sorts while the browser is idle, so the first sort change is cheap too.
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void };
    const warm = () => SORT_KEYS.forEach((k) => view(k));
    if (w.requestIdleCallback && w.cancelIdleCallback) {
      const id = w.requestIdleCallback(warm);
      return () => w.cancelIdleCallback?.(id);
    }
    const id = window.setTimeout(warm, 200);
    return () => window.clearTimeout(id);
  }, [view]);
  return view;
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
  const view = useSortedViews(entries);
  const [query, setQuery] = useState<ListingQuery>(DEFAULT_QUERY);
  const result = useMemo(() => {
    const v = view(query.sort);
    return applyListing(v.entries, query, v.haystacks);
  }, [view, query]);

  const measuring = useRef(false);
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
      const v = view(q.sort);
      const r = applyListing(v.entries, q, v.haystacks);
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
  }, [view, cancelWrite]);

  /**
   * Applies a view and schedules the URL write. `startTime` is the input event's timeStamp, so
   * the measure spans from the user's action to React's commit.
   */
  const update = useCallback((next: ListingQuery, mode: HistoryMode, startTime?: number) => {
    performance.mark(INPUT_MARK, startTime === undefined ? undefined : { startTime });
    measuring.current = true;
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

  // Runs after the DOM is updated and before paint: the end of the measured span.
  useLayoutEffect(() => {
    if (!measuring.current) return;
    measuring.current = false;
    try {
      performance.measure(UPDATE_MEASURE, INPUT_MARK);
    } catch {
      // The mark was cleared by someone else; nothing to record.
    }
  }, [query]);

  return { query, result, update };
}
