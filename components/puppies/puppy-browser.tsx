'use client';

import { memo, useDeferredValue, useLayoutEffect, useRef } from 'react';
import { DEFAULT_QUERY, withChange, type ListingQuery } from '@/lib/domain/listing';
import type { Puppy } from '@/lib/domain/entry';
import { PAGE_SIZE } from '@/lib/domain/site';
import { ListingJsonLd } from './listing-json-ld';
import { ListingView } from './listing-view';
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
  const listRef = useRef<HTMLUListElement>(null);
  /** After "Load more", the index (in the shown items) of the first new card, to move focus there. */
  const focusIndex = useRef<number | null>(null);

  useLayoutEffect(() => {
    const i = focusIndex.current;
    if (i === null) return;
    focusIndex.current = null;
    listRef.current?.children[i]?.querySelector<HTMLAnchorElement>('h3 a')?.focus();
  });

  // Preloading only helps the first paint; later views would just queue more preloads.
  const atStart = sameQuery(query, DEFAULT_QUERY);
  // The page's structured data follows the cards a render later, at low priority: nobody sees it,
  // so building and writing its 13 script blocks is not part of a keystroke (docs/scale.md's budget).
  const structuredItems = useDeferredValue(result.items);

  const { page, from, pageCount } = result;
  return (
    <ListingView
      structuredData={<StructuredData base={base} items={structuredItems} />}
      query={query}
      onType={(type) => update(withChange(query, { type }), 'push')}
      onSearch={(q) => update(withChange(query, { q }), 'replace')}
      onSort={(sort) => update(withChange(query, { sort }), 'replace')}
      result={result}
      atStart={atStart}
      unpricedLabel={unpricedLabel}
      stages={stages}
      listRef={listRef}
      onReset={() => update(DEFAULT_QUERY, 'push')}
      onPage={(next) => update({ ...query, page: next, from: next }, 'push')}
      onLoadMore={() => {
        focusIndex.current = (page - from + 1) * PAGE_SIZE;
        update({ ...query, page: Math.min(pageCount, page + 1), from }, 'push');
      }}
    />
  );
}
