import Link from '@/components/ui/link';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationCounts } from '@/lib/domain/application';
import type { ApplicationListQuery } from '@/lib/domain/application-replies';
import { filterApplicationsAction } from './filter-action';
import styles from './applications.module.css';
import { NamedOptions } from '../named-options';
import { groupDigits } from '@/lib/domain/format';

/**
 * The list's filters: a form posted to the server (works without JavaScript), which answers with
 * the list's address, a stable link with the family's e-mail sealed in it: what the owner typed is
 * never in a URL. `email`: the address the list is filtered by, shown in its field.
 * The status choices carry their counts (count queries).
 */
export function ApplicationFilters({
  query,
  email,
  counts,
  litters,
}: {
  query: ApplicationListQuery;
  email: string | null;
  counts: ApplicationCounts;
  litters: { id: string; name: string }[];
}) {
  return (
    <form action={filterApplicationsAction} className={styles.filters} aria-label="Filter applications">
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
        <input id="app-filter-email" name="email" type="email" className="input" defaultValue={email ?? ''} placeholder="family@example.com" autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-dark">
        Filter
      </button>
      {(query.status || query.litterId || query.family) && (
        <Link href="/admin/applications" className="btn btn-outline">
          Clear filters
        </Link>
      )}
    </form>
  );
}
