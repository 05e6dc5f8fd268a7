import Link from '@/components/ui/link';
import type { DashboardCard } from './dashboard-stats';
import styles from './dashboard.module.css';

/** One card per count; the whole card is a link to the tab that manages it. */
export function DashboardCards({ cards }: { cards: DashboardCard[] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((c) => {
        const body = (
          <>
            <span className={styles.count}>{c.count}</span>
            <span className={styles.label}>{c.label}</span>
            <span className={styles.hint}>{c.hint}</span>
          </>
        );
        return (
          <li key={c.key} className={`card ${styles.card}`} data-stat={c.key}>
            {c.href ? (
              <Link href={c.href} className={styles.link}>
                {body}
                <span className={styles.go} aria-hidden="true">
                  Manage →
                </span>
              </Link>
            ) : (
              <div className={styles.link}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
