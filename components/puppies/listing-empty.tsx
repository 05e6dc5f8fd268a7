import Link from '@/components/ui/link';
import { DEFAULT_QUERY } from '@/lib/domain/listing';
import { PawMark } from './paw-mark';
import styles from './puppy-browser.module.css';
import { ViewButton } from './view-button';

type Props = {
  /** True when a filter or search hides entries, so resetting can bring them back. */
  filtered: boolean;
  onReset: () => void;
};

export function ListingEmpty({ filtered, onReset }: Props) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <PawMark size={48} />
      </span>
      <h3 className={styles.emptyTitle}>{filtered ? 'No matches found' : 'No puppies listed right now'}</h3>
      <p className={styles.emptyText}>
        {filtered
          ? 'Nothing matches these filters. Try another search, or reset the filters to see every puppy and litter.'
          : 'New litters arrive throughout the year. Send us a message and we will let you know about upcoming puppies.'}
      </p>
      <div className={styles.emptyActions}>
        <ViewButton query={DEFAULT_QUERY} className="btn btn-dark" onActivate={onReset}>
          Reset filters
        </ViewButton>
        <Link href="/contact" className="btn btn-outline">
          Contact us
        </Link>
      </div>
    </div>
  );
}
