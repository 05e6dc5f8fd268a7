import {
  SORT_KEYS,
  SORT_LABELS,
  TYPE_FILTERS,
  TYPE_LABELS,
  type ListingQuery,
  type SortKey,
  type TypeFilter,
} from '@/lib/domain/listing';
import styles from './puppy-browser.module.css';

type Props = {
  query: ListingQuery;
  onType: (type: TypeFilter) => void;
  onSearch: (q: string) => void;
  onSort: (sort: SortKey) => void;
};

/**
 * Filter, search and sort. The filters are toggle buttons (aria-pressed) in a labelled group
 * rather than a tablist: they narrow one result list instead of switching between panels.
 */
export function ListingControls({ query, onType, onSearch, onSort }: Props) {
  return (
    <div className={styles.controls}>
      <div role="group" aria-label="Filter by type" className={styles.filters}>
        {TYPE_FILTERS.map((t) => (
          <button
            key={t}
            type="button"
            className={styles.filter}
            aria-pressed={query.type === t}
            onClick={() => {
              if (query.type !== t) onType(t);
            }}
          >
            {TYPE_LABELS[t]}
          </button>
        ))}
      </div>
      <form role="search" className={styles.search} onSubmit={(e) => e.preventDefault()}>
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
      </div>
    </div>
  );
}
