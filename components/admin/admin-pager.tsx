import Link from '@/components/ui/link';
import { pageCount, pageHref, pagerItems, rangeText } from '@/lib/domain/admin-paging';
import styles from './admin-pager.module.css';

type Props = {
  /** The tab's URL; page N is `${base}?page=N`, page 1 the tab itself. */
  base: string;
  page: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  /** What the pages are of, for the navigation's name: "Puppy entry pages". */
  label: string;
};

/**
 * The pager under an admin table (docs/scale.md): plain links, so every page has a stable URL and the
 * keyboard works as everywhere (Tab, Enter); the current page is marked `aria-current="page"`.
 * Nothing is shown while everything fits on one page.
 */
export function AdminPager({ base, page, total, shown, label }: Props) {
  const pages = pageCount(total);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.range}>{rangeText(page, shown, total)}</p>
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <Link href={pageHref(base, Math.min(page - 1, pages))} className={styles.step} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              Previous<span className="visually-hidden"> page</span>
            </span>
          )}
        </li>
        {pagerItems(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={pageHref(base, p)}
                className={p === page ? `${styles.num} ${styles.current}` : styles.num}
                aria-current={p === page ? 'page' : undefined}
              >
                <span className="visually-hidden">Page </span>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link href={pageHref(base, page + 1)} className={styles.step} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              Next<span className="visually-hidden"> page</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
