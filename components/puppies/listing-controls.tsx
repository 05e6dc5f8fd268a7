import {
  SORT_KEYS,
  SORT_LABELS,
  TYPE_FILTERS,
  TYPE_LABELS,
  type ListingQuery,
  type SortKey,
  type TypeFilter,
  DEFAULT_QUERY,
  withChange,
} from '@/lib/domain/listing';
import styles from './puppy-browser.module.css';
import { ViewFields } from './view-button';

/** The search form's id: the sort select outside it belongs to it too (`form` attribute). */
const VIEW_FORM = 'puppy-view';

type Props = {
  query: ListingQuery;
  onType: (type: TypeFilter) => void;
  onSearch: (q: string) => void;
  onSort: (sort: SortKey) => void;
};

/**
 * Filter, search and sort. The filters are toggle buttons (aria-pressed) in a labelled group
 * rather than a tablist: they narrow one result list instead of switching between panels.
 *
 * Every control is also a GET form on `/puppies` with the listing's own query keys, answered by the
 * server (docs/listing.md): a filter is a submit button (`type=…`, the search and sort kept), the
 * search box submits on Enter and the sort with it (an Apply button shows when scripts are off).
 * Once hydrated each runs its handler in place instead; text typed or a sort chosen before that is
 * picked up at hydration (the browsers read the fields on mount).
 */
export function ListingControls({ query, onType, onSearch, onSort }: Props) {
  return (
    <div className={styles.controls}>
      <form method="get" action="/puppies" className={styles.filters}>
        <ViewFields query={withChange(query, {})} omit={['type']} />
        {/* The group is its own element: a form may not take the group role (it is a form landmark). */}
        <div role="group" aria-label="Filter by type" style={{ display: 'contents' }}>
          {TYPE_FILTERS.map((t) => (
            <button
              key={t}
              type="submit"
              name="type"
              value={t}
              className={styles.filter}
              aria-pressed={query.type === t}
              onClick={(e) => {
                e.preventDefault();
                if (query.type !== t) onType(t);
              }}
            >
              {TYPE_LABELS[t]}
            </button>
          ))}
        </div>
      </form>
      <form id={VIEW_FORM} method="get" action="/puppies" role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
        <ViewFields query={{ ...DEFAULT_QUERY, type: query.type }} />
        <label htmlFor="puppy-search" className={styles.label}>
          Search
        </label>
        <span className={styles.searchBox}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className={styles.searchIcon}>
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            id="puppy-search"
            name="q"
            type="search"
            className={`input ${styles.searchInput}`}
            placeholder="Name, color, dam, stud…"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            value={query.q}
            onChange={(e) => onSearch(e.target.value)}
          />
        </span>
      </form>
      <div className={styles.sort}>
        <label htmlFor="puppy-sort" className={styles.label}>
          Sort by
        </label>
        <select
          id="puppy-sort"
          name="sort"
          form={VIEW_FORM}
          className={`input ${styles.select}`}
          value={query.sort}
          onChange={(e) => onSort(e.target.value as SortKey)}
        >
          {SORT_KEYS.map((k) => (
            <option key={k} value={k}>
              {SORT_LABELS[k]}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" form={VIEW_FORM} className={`btn btn-outline ${styles.apply}`}>
            Apply
          </button>
        </noscript>
      </div>
    </div>
  );
}
