import { formatDate } from '@/lib/domain/format';
import type { Clearance } from '@/lib/domain/parent';
import styles from './parents.module.css';

/** A parent's health clearances: test, result, date and the public registry entry when there is one. */
export function ClearancesTable({ name, clearances }: { name: string; clearances: readonly Clearance[] }) {
  if (clearances.length === 0) return <p className={styles.muted}>Health clearances will be listed here.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Health clearances of {name}</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Result</th>
            <th scope="col">Date</th>
            <th scope="col">Registry</th>
          </tr>
        </thead>
        <tbody>
          {clearances.map((c, i) => (
            <tr key={`${c.test}-${i}`}>
              <th scope="row">{c.test}</th>
              <td>{c.result}</td>
              <td>{c.date ? <time dateTime={c.date}>{formatDate(c.date)}</time> : '—'}</td>
              <td>
                {c.registryUrl ? (
                  <a href={c.registryUrl} target="_blank" rel="noopener noreferrer external">
                    View record<span className="visually-hidden"> for {c.test} (opens in a new tab)</span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
