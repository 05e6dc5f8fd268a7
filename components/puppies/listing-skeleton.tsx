import { SKELETON_COUNT } from '@/lib/domain/site';
import styles from './listing-skeleton.module.css';

/** SKELETON_COUNT card-shaped placeholders while the listing loads (SPEC.md §9). */
export function ListingSkeleton() {
  return (
    <div className={styles.wrap} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading puppies and litters…
      </p>
      <div className={styles.toolbar} aria-hidden="true" />
      <div className={`${styles.line} ${styles.count}`} aria-hidden="true" />
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i} className={styles.card} data-skeleton="">
            <div className={styles.media} />
            <div className={styles.body}>
              <div className={`${styles.line} ${styles.title}`} />
              <div className={`${styles.line} ${styles.short}`} />
              <div className={styles.line} />
              <div className={styles.line} />
              <div className={`${styles.line} ${styles.button}`} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
