import { toQueryString, type ListingQuery } from '@/lib/domain/listing';
import { PAGE_SIZE } from '@/lib/domain/site';
import styles from './puppy-browser.module.css';
import { ViewButton } from './view-button';

type Props = {
  page: number;
  from: number;
  pageCount: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  onLoadMore: () => void;
  /**
   * The view shown (filters and sort): the buttons show its pages (`/puppies?…`). Before hydration
   * and without JavaScript each button asks the server for its view (view-button.tsx); Load more's
   * view keeps the pages shown (`from`).
   */
  query: ListingQuery;
  /**
   * Server paging: Previous and Next are links to the pages' own URLs (shareable, followed by
   * crawlers and without JavaScript); a click still runs the handler.
   */
  linked?: boolean;
};

/** A plain click runs the handler in place; a modified click (new tab) follows the link. */
function follow(handler: () => void) {
  return (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    handler();
  };
}

/** Shown only when there is more than one page (docs/product.md §2). */
export function ListingPager({ page, from, pageCount, total, onPrevious, onNext, onLoadMore, query, linked = false }: Props) {
  const before = Math.max(1, page - 1);
  const after = Math.min(pageCount, page + 1);
  const views = { previous: { ...query, page: before, from: before }, next: { ...query, page: after, from: after }, loadMore: { ...query, page: after, from } };
  const hrefs = linked ? { previous: `/puppies${toQueryString(views.previous)}`, next: `/puppies${toQueryString(views.next)}` } : null;
  const first = (from - 1) * PAGE_SIZE + 1;
  const last = Math.min(page * PAGE_SIZE, total);
  const atEnd = page >= pageCount;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <p className={styles.range}>
        Showing {first}–{last} of {total}
      </p>
      <ViewButton query={views.loadMore} className={`btn btn-outline ${styles.loadMore}`} disabled={atEnd} onActivate={onLoadMore}>
        Load more
      </ViewButton>
      <div className={styles.pageRow}>
        {hrefs && page > 1 ? (
          <a href={hrefs.previous} className={`btn btn-outline ${styles.pageButton}`} onClick={follow(onPrevious)}>
            <span aria-hidden="true">←</span> Previous
          </a>
        ) : (
          <ViewButton query={views.previous} className={`btn btn-outline ${styles.pageButton}`} disabled={page <= 1} onActivate={onPrevious}>
            <span aria-hidden="true">←</span> Previous
          </ViewButton>
        )}
        <p className={styles.pageOf}>
          Page {page} of {pageCount}
        </p>
        {hrefs && !atEnd ? (
          <a href={hrefs.next} className={`btn btn-outline ${styles.pageButton}`} onClick={follow(onNext)}>
            Next <span aria-hidden="true">→</span>
          </a>
        ) : (
          <ViewButton query={views.next} className={`btn btn-outline ${styles.pageButton}`} disabled={atEnd} onActivate={onNext}>
            Next <span aria-hidden="true">→</span>
          </ViewButton>
        )}
      </div>
    </nav>
  );
}
