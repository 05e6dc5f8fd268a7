'use client';

import { memo, useDeferredValue, useLayoutEffect, useRef } from 'react';
import { DEFAULT_QUERY, withChange, type ListingQuery } from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/entry';
import { PAGE_SIZE } from '@/lib/domain/site';
import { ListingControls } from './listing-controls';
import { ListingJsonLd } from './listing-json-ld';
import { ListingPager } from './listing-pager';
import { backToResults, ListingResults } from './listing-results';
import styles from './puppy-browser.module.css';
import { sameQuery, useListingState } from './use-listing-state';

type Props = {
  /** Every public entry, in the backend's featured order. */
  entries: Puppy[];
  /** MESSAGES.puppies.contactForPricing; passed down so this bundle skips the catalogue. */
  unpricedLabel: string;
  /** The site's origin, for the structured data of the page shown. */
  base: string;
  /** The view the server rendered (the URL's; the plain /puppies shows DEFAULT_QUERY). */
  view?: ListingQuery;
  /** Litters' stage labels by id (the words /litters shows), from the server. */
  stages?: Record<string, string>;
};

/** Renders only when the items it describes change (see `structuredItems` below). */
const StructuredData = memo(ListingJsonLd);

/**
 * The /puppies listing: filter, search, sort and paging run here in the browser over all
 * public entries; only the visible cards are rendered.
 */
export function PuppyBrowser({ entries, unpricedLabel, base, view = DEFAULT_QUERY, stages }: Props) {
  const { query, result, update } = useListingState(entries, view);
  // The browser's own top, not the sticky toolbar: a stuck element is always "in view".
  const topRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** After "Load more", the index (in the shown items) of the first new card, to move focus there. */
  const focusIndex = useRef<number | null>(null);

  useLayoutEffect(() => {
    const i = focusIndex.current;
    if (i === null) return;
    focusIndex.current = null;
    listRef.current?.children[i]?.querySelector<HTMLAnchorElement>('h3 a')?.focus();
  });

  const toPage = (page: number) => {
    update({ ...query, page, from: page }, 'push');
    backToResults(topRef.current, statusRef.current);
  };

  // Preloading only helps the first paint; later views would just queue more preloads.
  const atStart = sameQuery(query, DEFAULT_QUERY);
  const filtered = query.type !== DEFAULT_QUERY.type || query.q.trim() !== '';
  const { items, total, page, from, pageCount } = result;
  // The page's structured data follows the cards a render later, at low priority: nobody sees it,
  // so building and writing its 13 script blocks is not part of a keystroke (docs/scale.md's budget).
  const structuredItems = useDeferredValue(items);

  return (
    <div ref={topRef} className={styles.browser}>
      <StructuredData base={base} items={structuredItems} />
      <div className={styles.toolbar}>
        <ListingControls
          query={query}
          onType={(type) => update(withChange(query, { type }), 'push')}
          onSearch={(q) => update(withChange(query, { q }), 'replace')}
          onSort={(sort) => update(withChange(query, { sort }), 'replace')}
        />
      </div>
      <ListingResults
        items={items}
        total={total}
        atStart={atStart}
        unpricedLabel={unpricedLabel}
        stages={stages}
        statusRef={statusRef}
        listRef={listRef}
        filtered={filtered}
        onReset={() => update(DEFAULT_QUERY, 'push')}
      />
      {pageCount > 1 ? (
        <ListingPager
          page={page}
          from={from}
          pageCount={pageCount}
          total={total}
          query={query}
          onPrevious={() => toPage(Math.max(1, page - 1))}
          onNext={() => toPage(Math.min(pageCount, page + 1))}
          onLoadMore={() => {
            focusIndex.current = (page - from + 1) * PAGE_SIZE;
            update({ ...query, page: Math.min(pageCount, page + 1), from }, 'push');
          }}
        />
      ) : null}
    </div>
  );
}
