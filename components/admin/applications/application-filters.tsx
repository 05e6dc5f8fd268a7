import Link from '@/components/ui/link';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationCounts } from '@/lib/domain/application';
import type { ApplicationListQuery } from '@/lib/domain/application-replies';
import styles from './applications.module.css';
import { NamedOptions } from '../named-options';
import { groupDigits } from '@/lib/domain/format';

/**
 * The list's filters: a plain GET form (works without JavaScript; the result is a stable URL).
 * The status choices carry their counts (count queries).
 */
export function ApplicationFilters({ query, counts, litters }: { query: ApplicationListQuery; counts: ApplicationCounts; litters: { id: string; name: string }[] }) {
  return (
    <form method="get" action="/admin/applications" className={styles.filters} aria-label="Filter applications">
      <div className="field">
        <label htmlFor="app-filter-status">Status</label>
        <select id="app-filter-status" name="status" className="input" defaultValue={query.status ?? ''}>
          <option value="">All ({groupDigits(counts.total)})</option>
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {APPLICATION_STATUS_LABELS[s]} ({groupDigits(counts[s])})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="app-filter-litter">Litter</label>
        <select id="app-filter-litter" name="litter" className="input" defaultValue={query.litterId ?? ''}>
          <option value="">Any litter</option>
          <NamedOptions items={litters} />
        </select>
      </div>
      <div className="field">
        <label htmlFor="app-filter-email">Email</label>
        <input id="app-filter-email" name="email" type="email" className="input" defaultValue={query.email ?? ''} placeholder="family@example.com" autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-dark">
        Filter
      </button>
      {(query.status || query.litterId || query.email) && (
        <Link href="/admin/applications" className="btn btn-outline">
          Clear filters
        </Link>
      )}
    </form>
  );
}
