import Link from '@/components/ui/link';
import { formatDate, phoneHref, formatPhone } from '@/lib/domain/format';
import type { StudDetails } from '@/lib/domain/stud';
import { StudFactRows } from './stud-detail-card';
import styles from './stud-more-info.module.css';

/** The body of the More Info modal: everything a signed-in visitor may see, dob and notes included. */
export function StudMoreInfo({ stud, phone }: { stud: StudDetails; phone: string }) {
  return (
    <div className={styles.body}>
      <dl className={styles.facts}>
        <div>
          <dt>Date of birth</dt>
          <dd>{formatDate(stud.dob) || 'Not listed'}</dd>
        </div>
        <StudFactRows details={stud} registrationClass={styles.wide} />
      </dl>
      <h3 className={styles.notesTitle}>Notes</h3>
      <p className={styles.notes}>{stud.notes || 'No notes yet. Call us and we will tell you all about him.'}</p>
      <div className={styles.actions}>
        {phone && (
          <a href={phoneHref(phone)} className="btn btn-primary">
            Call {formatPhone(phone)}
          </a>
        )}
        <Link href={`/book/${encodeURIComponent(stud.id)}`} prefetch={false} className="btn btn-outline">
          Book this stud<span className="visually-hidden">: {stud.name}</span>
        </Link>
      </div>
    </div>
  );
}
