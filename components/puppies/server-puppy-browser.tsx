'use client';

import { useRouter } from 'next/navigation';
import { watchNavigation } from '@/components/ui/navigation-watchdog';
import { useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { DEFAULT_QUERY, toQueryString, withChange, type ListingQuery } from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/entry';
import { PAGE_SIZE } from '@/lib/domain/site';
import { ListingJsonLd } from './listing-json-ld';
import { ListingView } from './listing-view';
import { withFieldsTypedEarly } from './use-listing-state';

type Props = {
  /** The view the server rendered (page already pulled back into range). */
  view: ListingQuery;
  /** That page's entries. */
  items: Puppy[];
  /** Entries matching the view's type and search. */
  total: number;
  base: string;
  unpricedLabel: string;
  /** Litters' stage labels by id (the words /litters shows), from the server. */
  stages?: Record<string, string>;
};

/** Typing settles before the server is asked: one request per pause, not per key. */
const SEARCH_DELAY_MS = 300;

const sameFilter = (a: ListingQuery, b: ListingQuery) => a.type === b.type && a.q === b.q && a.sort === b.sort;

type Shown = { items: Puppy[]; source: Puppy[]; view: ListingQuery; from: number };

/**
 * What outlives this component: moving from /puppies to a view, or between views, may mount a new
 * instance (another route or segment), so the pages Load more gathered, the text typed since the
 * last search was sent and the search box's focus are kept here for the next instance.
 */
const memory: {
  shown: Shown | null;
  moreFor: { view: ListingQuery; page: number } | null;
  typed: { q: string; sentQ: string } | null;
  refocus: boolean;
  /** After Load more, the index of the first new card, to move focus there. */
  focusCard: number | null;
} = { shown: null, moreFor: null, typed: null, refocus: false, focusCard: null };

/** The view's page, appended to the pages shown before when it answers Load more. */
function nextShown(prev: Shown | null, view: ListingQuery, items: Puppy[]): Shown {
  const more = memory.moreFor;
  const append = !!prev && !!more && more.page === view.page && sameFilter(more.view, view) && sameFilter(prev.view, view) && view.page === prev.view.page + 1;
  return { items: append ? [...prev.items, ...items] : items, source: items, view, from: append ? prev.from : view.page };
}

/**
 * The /puppies listing past the server-paging threshold (docs/scale.md): the server sends one page
 * (its own cached URL, `/puppies?type=&q=&sort=&page=` rewritten to `/puppies/view/<key>`), and
 * every change navigates to the view's URL. The controls, count, cards and pager are the in-browser
 * listing's own components, so both modes look and behave alike. "Load more" keeps the pages
 * already shown and appends the next one.
 */
export function ServerPuppyBrowser({ view, items, total, base, unpricedLabel, stages }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const listRef = useRef<HTMLUListElement>(null);
  const searchTimer = useRef(0);

  // What the search box shows: ahead of the view while typing, the view's after another
  // navigation (back/forward, Reset filters). The answer to a search this box sent does not
  // overwrite what was typed since.
  const [typed, setTyped] = useState(() => (memory.typed && memory.typed.sentQ === view.q ? memory.typed.q : view.q));
  const [seenQ, setSeenQ] = useState(view.q);
  const [sentQ, setSentQ] = useState<string | null>(() => memory.typed?.sentQ ?? null);
  if (seenQ !== view.q) {
    setSeenQ(view.q);
    if (view.q !== sentQ) setTyped(view.q);
  }

  // Pages shown: the server's page, or earlier pages + it after Load more.
  const [shown, setShown] = useState<Shown>(() => nextShown(memory.shown, view, items));
  if (shown.source !== items) setShown(nextShown(shown, view, items));

  useEffect(() => {
    memory.shown = shown;
    if (memory.moreFor?.page === shown.view.page) memory.moreFor = null;
  }, [shown]);

  // A search sent while typing keeps the caret in the box, whichever instance shows the answer.
  useEffect(() => {
    if (!memory.refocus) return;
    memory.refocus = false;
    const input = document.getElementById('puppy-search');
    if (input instanceof HTMLInputElement && document.activeElement !== input) {
      input.focus({ preventScroll: true });
      input.setSelectionRange(input.value.length, input.value.length);
    }
    // Each answer settles it: the same instance never lost the focus.
  }, [shown]);
  const from = shown.from;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  useLayoutEffect(() => {
    const i = memory.focusCard;
    if (i === null || i >= shown.items.length) return;
    memory.focusCard = null;
    listRef.current?.children[i]?.querySelector<HTMLAnchorElement>('h3 a')?.focus();
  });

  // The address bar names what is shown (a page past the end, a bad value, a `from` this
  // browser does not have): rewritten in place, as the in-browser listing does.
  useEffect(() => {
    const canonical = window.location.pathname + toQueryString({ ...view, from });
    if (canonical !== window.location.pathname + window.location.search) window.history.replaceState(window.history.state, '', canonical + window.location.hash);
  }, [view, from]);

  useEffect(() => () => window.clearTimeout(searchTimer.current), []);


  const go = (next: ListingQuery, mode: 'push' | 'replace') => {
    window.clearTimeout(searchTimer.current);
    const url = `/puppies${toQueryString(next)}`;
    memory.typed = { q: next.q, sentQ: next.q };
    startTransition(() => {
      if (mode === 'push') router.push(url, { scroll: false });
      else router.replace(url, { scroll: false });
    });
    // A tap (tab, sort, page) is not lost to a stalled navigation; typing, which replaces the
    // address as it goes, is not reloaded under the visitor's fingers (docs/framework-internals.md).
    if (mode === 'push') watchNavigation(url);
  };

  // Text typed into the search box or a sort chosen before hydration is asked for now (in the
  // task after hydration, before anything re-renders the fields).
  useEffect(() => {
    const typedEarly = withFieldsTypedEarly({ ...view, q: typed });
    if (typedEarly.q === typed && typedEarly.sort === view.sort) return;
    const timer = window.setTimeout(() => {
      setTyped(typedEarly.q);
      go(withChange(view, { q: typedEarly.q.trim(), sort: typedEarly.sort }), 'replace');
    }, 0);
    return () => window.clearTimeout(timer);
    // Once, at hydration: later renders own the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query: ListingQuery = { ...view, q: typed, from };
  const atStart = view.type === 'all' && view.q === '' && view.sort === 'featured' && view.page === 1;

  return (
    <ListingView
      structuredData={<ListingJsonLd base={base} items={shown.items} />}
      query={query}
      view={view}
      onType={(type) => go(withChange({ ...view, q: typed.trim() }, { type }), 'push')}
      onSearch={(q) => {
        setTyped(q);
        memory.typed = { q, sentQ: sentQ ?? view.q };
        window.clearTimeout(searchTimer.current);
        searchTimer.current = window.setTimeout(() => {
          setSentQ(q.trim());
          memory.refocus = document.activeElement?.id === 'puppy-search';
          go(withChange(view, { q: q.trim() }), 'replace');
          memory.typed = { q, sentQ: q.trim() };
        }, SEARCH_DELAY_MS);
      }}
      onSort={(sort) => go(withChange({ ...view, q: typed.trim() }, { sort }), 'replace')}
      result={{ items: shown.items, total, page: view.page, from, pageCount }}
      atStart={atStart}
      busy={pending}
      unpricedLabel={unpricedLabel}
      stages={stages}
      listRef={listRef}
      linked
      onReset={() => go(DEFAULT_QUERY, 'push')}
      onPage={(page) => go({ ...view, page, from: page }, 'push')}
      onLoadMore={() => {
        const next = Math.min(pageCount, view.page + 1);
        memory.focusCard = shown.items.length;
        memory.moreFor = { view, page: next };
        go({ ...view, page: next, from }, 'push');
      }}
    />
  );
}
