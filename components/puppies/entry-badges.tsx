import type { Puppy } from '@/lib/domain/entry';
import styles from './entry-badges.module.css';
import { statusTone, typeLabel } from '@/lib/domain/entry-details';

type Props = {
  entry: Pick<Puppy, 'entryType' | 'status'>;
  className?: string;
  /** A litter's lifecycle stage ("Expected", "Born"…), shown instead of its status so /puppies and /litters use the same words. */
  stage?: string;
};

/** Type and status badges; the status word is always visible text, color only reinforces it. */
export function EntryBadges({ entry, className, stage }: Props) {
  return (
    <div className={className ? `${styles.badges} ${className}` : styles.badges}>
      <span className={`${styles.badge} ${entry.entryType === 'litter' ? styles.litter : styles.puppy}`}>
        {typeLabel(entry)}
      </span>
      {stage ? (
        <span className={`${styles.badge} ${styles.status}`} data-tone="stage">
          <span className="visually-hidden">Stage: </span>
          {stage}
        </span>
      ) : (
        <span className={`${styles.badge} ${styles.status}`} data-tone={statusTone(entry.status)}>
          <span className="visually-hidden">Status: </span>
          {entry.status}
        </span>
      )}
    </div>
  );
}
