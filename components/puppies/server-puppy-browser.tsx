'use client';

import { useRouter } from 'next/navigation';
import { memo, useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { DEFAULT_QUERY, toQueryString, withChange, type ListingQuery } from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/entry';
import { PAGE_SIZE } from '@/lib/domain/site';
import { ListingControls } from './listing-controls';
import { ListingEmpty } from './listing-empty';
import { ListingJsonLd } from './listing-json-ld';
import { ListingPager } from './listing-pager';
import styles from './puppy-browser.module.css';
import { PuppyCard } from './puppy-card';

type Props = {
  /** The view the server rendered (page already pulled back into range). */
  view: ListingQuery;
  /** That page's entries. */
  items: Puppy[];
  /** Entries matching the view's type and search. */
  total: number;
  base: string;
  unpricedLabel: string;
};

const Card = memo(PuppyCard);
const PRIORITY_CARDS = 3;
/** Typing settles before the server is asked: one request per pause, not per key. */
const SEARCH_DELAY_MS = 300;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const sameFilter = (a: ListingQuery, b: ListingQuery) => a.type === b.type && a.q === b.q && a.sort === b.sort;

/**
 * The /puppies listing past the server-paging threshold (docs/scale.md): the server sends one page
 * (its own cached URL, `/puppies?type=&q=&sort=&page=` rewritten to `/puppies/view/<key>`), and
 * every change navigates to the view's URL. The controls, count, cards and pager are the in-browser
 * listing's own components, so both modes look and behave alike. "Load more" keeps the pages
 * already shown and appends the next one.
 */
export function ServerPuppyBrowser({ view, items, total, base, unpricedLabel }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const topRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const searchTimer = useRef(0);

  // What the search box shows: ahead of the view while typing, the view's after another
  // navigation (back/forward, Reset filters). The answer to a search this box sent does not
  // overwrite what was typed since.
  const [typed, setTyped] = useState(view.q);
  const [seenQ, setSeenQ] = useState(view.q);
  const [sentQ, setSentQ] = useState<string | null>(null);
  if (seenQ !== view.q) {
    setSeenQ(view.q);
    if (view.q !== sentQ) setTyped(view.q);
  }

  // Pages shown: the server's page, or earlier pages + it after Load more.
  const [moreFor, setMoreFor] = useState<number | null>(null);
  const [shown, setShown] = useState({ items, source: items, view, from: view.page });
  if (shown.source !== items) {
    const append = moreFor === view.page && sameFilter(shown.view, view) && view.page === shown.view.page + 1;
    setShown({ items: append ? [...shown.items, ...items] : items, source: items, view, from: append ? shown.from : view.page });
    setMoreFor(null);
  }
  const from = shown.from;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  useLayoutEffect(() => {
    const i = focusIndex.current;
    if (i === null || i >= shown.items.length) return;
    focusIndex.current = null;
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
    startTransition(() => {
      if (mode === 'push') router.push(url, { scroll: false });
      else router.replace(url, { scroll: false });
    });
  };

  const toPage = (page: number) => {
    go({ ...view, page, from: page }, 'push');
    topRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    statusRef.current?.focus({ preventScroll: true });
  };

  const query: ListingQuery = { ...view, q: typed, from };
  const filtered = view.type !== DEFAULT_QUERY.type || view.q.trim() !== '';
  const atStart = view.type === 'all' && view.q === '' && view.sort === 'featured' && view.page === 1;

  return (
    <div ref={topRef} className={styles.browser}>
      <ListingJsonLd base={base} items={shown.items} />
      <div className={styles.toolbar}>
        <ListingControls
          query={query}
          onType={(type) => go(withChange(view, { type }), 'push')}
          onSearch={(q) => {
            setTyped(q);
            window.clearTimeout(searchTimer.current);
            searchTimer.current = window.setTimeout(() => {
              setSentQ(q.trim());
              go(withChange(view, { q: q.trim() }), 'replace');
            }, SEARCH_DELAY_MS);
          }}
          onSort={(sort) => go(withChange({ ...view, q: typed.trim() }, { sort }), 'replace')}
        />
      </div>
      <p ref={statusRef} className={styles.count} role="status" aria-live="polite" tabIndex={-1}>
        {total} {total === 1 ? 'result' : 'results'}
      </p>
      {shown.items.length > 0 ? (
        <ul ref={listRef} className={styles.grid} aria-busy={pending || undefined}>
          {shown.items.map((entry, i) => (
            <li key={i} className={styles.cell}>
              <Card entry={entry} unpricedLabel={unpricedLabel} priority={atStart && i < PRIORITY_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <ListingEmpty filtered={filtered} onReset={() => go(DEFAULT_QUERY, 'push')} />
      )}
      {pageCount > 1 ? (
        <ListingPager
          page={view.page}
          from={from}
          pageCount={pageCount}
          total={total}
          onPrevious={() => toPage(Math.max(1, view.page - 1))}
          onNext={() => toPage(Math.min(pageCount, view.page + 1))}
          hrefs={{
            previous: `/puppies${toQueryString({ ...view, page: Math.max(1, view.page - 1), from: Math.max(1, view.page - 1) })}`,
            next: `/puppies${toQueryString({ ...view, page: Math.min(pageCount, view.page + 1), from: Math.min(pageCount, view.page + 1) })}`,
          }}
          onLoadMore={() => {
            const next = Math.min(pageCount, view.page + 1);
            focusIndex.current = shown.items.length;
            setMoreFor(next);
            go({ ...view, page: next, from }, 'push');
          }}
        />
      ) : null}
    </div>
  );
}
