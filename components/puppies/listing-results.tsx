'use client';

import { memo, type RefObject } from 'react';
import type { Puppy } from '@/lib/domain/entry';
import { countOf } from '@/lib/domain/format';
import { ListingEmpty } from './listing-empty';
import styles from './puppy-browser.module.css';
import { PuppyCard } from './puppy-card';

/** A card re-renders only when its entry changes: a keystroke that keeps a card keeps its DOM. */
const Card = memo(PuppyCard);

/**
 * Cards whose photos load at once: the first row on a wide screen. Only the first is preloaded with
 * high priority: a phone shows one card in its first view, and the other two preloads took a phone's
 * bandwidth from that photo, the page's largest paint (docs/performance.md).
 */
const FIRST_ROW = 3;

type Props = {
  items: Puppy[];
  total: number;
  /** The first page of the default view: its first row's photos load at once. */
  atStart: boolean;
  unpricedLabel: string;
  stages?: Record<string, string>;
  /** The count (a live region keyboard users land on after paging) and the list, for focus. */
  statusRef: RefObject<HTMLParagraphElement | null>;
  listRef: RefObject<HTMLUListElement | null>;
  busy?: boolean;
  filtered: boolean;
  onReset: () => void;
};

/** The listing's result count and its cards, or what an empty view says (both browsers of /puppies). */
export function ListingResults({ items, total, atStart, unpricedLabel, stages, statusRef, listRef, busy, filtered, onReset }: Props) {
  return (
    <>
      <p ref={statusRef} className={styles.count} role="status" aria-live="polite" tabIndex={-1}>
        {countOf(total, 'result')}
      </p>
      {items.length > 0 ? (
        <ul ref={listRef} className={styles.grid} aria-busy={busy || undefined}>
          {items.map((entry, i) => (
            // Keyed by position: a new sort or search updates the visible cells in place instead
            // of tearing down and rebuilding every card (the cards hold no state of their own).
            <li key={i} className={styles.cell}>
              <Card entry={entry} unpricedLabel={unpricedLabel} priority={atStart && i === 0} eager={atStart && i < FIRST_ROW} stage={stages?.[entry.id]} />
            </li>
          ))}
        </ul>
      ) : (
        <ListingEmpty filtered={filtered} onReset={onReset} />
      )}
    </>
  );
}

/** A new page starts at the top of the results; keyboard users continue from the count. */
export function backToResults(top: HTMLElement | null, status: HTMLElement | null): void {
  top?.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
  status?.focus({ preventScroll: true });
}
