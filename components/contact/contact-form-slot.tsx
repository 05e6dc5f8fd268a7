import { formatPhone, phoneHref } from '@/lib/domain/format';
import { SITE } from '@/lib/domain/site';
import styles from './contact.module.css';

/**
 * The place of the contact page's message form. The form itself arrives with the contact
 * issue and replaces this component; until then visitors get direct e-mail and phone links.
 */
export function ContactFormSlot({ email, phone }: { email: string; phone: string }) {
  return (
    <div className={styles.slot}>
      <p>
        Tell us about the puppy, litter or stud you are interested in, and a little about your family. We read every
        message and usually reply within a day.
      </p>
      <h3 className={styles.slotTitle}>Helpful to include</h3>
      <ul className={styles.checklist}>
        <li>Your name and the best number to reach you</li>
        <li>The puppy, litter or stud you are asking about</li>
        <li>When you would like to visit the farm</li>
      </ul>
      {!email && !phone && <p>Our contact details are being updated. Please check back shortly.</p>}
      {(email || phone) && (
        <div className={styles.buttons}>
          {email && (
            <a
              href={`mailto:${email}?subject=${encodeURIComponent(`Question for ${SITE.name}`)}`}
              className="btn btn-primary"
            >
              E-mail us
            </a>
          )}
          {phone && (
            <a href={phoneHref(phone)} className="btn btn-outline">
              Call {formatPhone(phone)}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
