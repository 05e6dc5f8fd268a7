import type { Puppy } from '@/lib/domain/entry';
import styles from './entry-badges.module.css';
import { statusTone, typeLabel } from '@/lib/domain/entry-details';

type Props = { entry: Pick<Puppy, 'entryType' | 'status'>; className?: string };

/** Type and status badges; the status word is always visible text, colour only reinforces it. */
export function EntryBadges({ entry, className }: Props) {
  return (
    <div className={className ? `${styles.badges} ${className}` : styles.badges}>
      <span className={`${styles.badge} ${entry.entryType === 'litter' ? styles.litter : styles.puppy}`}>
        {typeLabel(entry)}
      </span>
      <span className={`${styles.badge} ${styles.status}`} data-tone={statusTone(entry.status)}>
        <span className="visually-hidden">Status: </span>
        {entry.status}
      </span>
    </div>
  );
}
