import type { ChartView } from '@/lib/server/puppy-record';
import styles from './growth-chart.module.css';
import { TableHead } from '@/components/ui/table-head';

/**
 * A growth chart as drawn on the server (lib/domain/growth-chart.ts): the SVG, named by its title
 * and description, and beside it the table of every value, which is what screen readers read.
 * Used on the admin litter hub, the family's status page and journey.
 */
export function GrowthChart({ chart, tableId }: { chart: ChartView; tableId: string }) {
  const { model } = chart;
  if (model.empty) return <p className={styles.empty}>No weights recorded yet.</p>;
  return (
    <div className={styles.chart}>
      {/* The SVG string is built by growthChartSvg, which escapes every name it draws. */}
      <figure className={styles.figure} dangerouslySetInnerHTML={{ __html: chart.svg }} />
      {/* Focusable, so a keyboard can scroll a long table. */}
      <div className={styles.tableWrap} role="region" aria-label={`${chart.title}: table`} tabIndex={0}>
        <table className={styles.table} id={tableId}>
          <TableHead caption={chart.title} columns={['Day', ...model.table.columns]} />
          <tbody>
            {model.table.rows.map((r) => (
              <tr key={r.day}>
                <th scope="row">{r.day}</th>
                {r.cells.map((c, i) => (
                  <td key={i}>{c ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
          </table>
      </div>
    </div>
  );
}
