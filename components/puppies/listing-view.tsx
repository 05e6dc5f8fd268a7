import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { DEFAULT_QUERY, type ListingQuery, type ListingResult } from '@/lib/domain/listing';
import { ListingControls } from './listing-controls';
import { ListingPager } from './listing-pager';
import { backToResults, ListingResults } from './listing-results';
import styles from './puppy-browser.module.css';

type Props = Omit<ComponentProps<typeof ListingControls>, 'query'> & {
  /** The page's structured data for the cards shown. */
  structuredData: ReactNode;
  /** What the controls show (the search box may be ahead of the view while typing). */
  query: ListingQuery;
  /** The view the cards and pager are of; the controls' query when omitted. */
  view?: ListingQuery;
  result: ListingResult;
  atStart: boolean;
  busy?: boolean;
  unpricedLabel: string;
  stages?: Record<string, string>;
  /** The cards' list, for the owner's focus after Load more. */
  listRef: RefObject<HTMLUListElement | null>;
  /** Server paging: Previous and Next are links to the pages' URLs. */
  linked?: boolean;
  onReset: () => void;
  /** Shows another page of results; the view then returns to the results' top. */
  onPage: (page: number) => void;
  onLoadMore: () => void;
};

/**
 * The /puppies listing's markup, the same in both modes (in-browser and server paging): toolbar,
 * count and cards, pager. The modes differ only in where the results come from and what a change
 * does, which their handlers say.
 */
export function ListingView({ structuredData, query, view = query, onType, onSearch, onSort, result, listRef, linked, onPage, onLoadMore, ...cards }: Props) {
  // The browser's own top, not the sticky toolbar: a stuck element is always "in view".
  const topRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { page, pageCount } = result;
  // A type chosen or a search made: the empty state offers Reset filters.
  const filtered = view.type !== DEFAULT_QUERY.type || view.q.trim() !== '';
  const toPage = (next: number) => {
    onPage(next);
    backToResults(topRef.current, statusRef.current);
  };
  return (
    <div ref={topRef} className={styles.browser}>
      {structuredData}
      <div className={styles.toolbar}>
        <ListingControls query={query} onType={onType} onSearch={onSearch} onSort={onSort} />
      </div>
      <ListingResults {...cards} filtered={filtered} items={result.items} total={result.total} statusRef={statusRef} listRef={listRef} />
      {pageCount > 1 ? (
        <ListingPager
          {...result}
          query={view}
          linked={linked}
          onPrevious={() => toPage(Math.max(1, page - 1))}
          onNext={() => toPage(Math.min(pageCount, page + 1))}
          onLoadMore={onLoadMore}
        />
      ) : null}
    </div>
  );
}
