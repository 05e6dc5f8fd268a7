import IntentLink from '@/components/ui/intent-link';
import { formatPhone, phoneHref } from '@/lib/domain/format';
import { PhoneIcon } from './icons';
import styles from './studs-page.module.css';

/** Call and contact buttons; the call button only when the settings hold a phone number. */
export function StudsContactButtons({ phone, tone = 'light' }: { phone: string; tone?: 'light' | 'dark' }) {
  return (
    <div className={styles.buttons}>
      {phone && (
        <a href={phoneHref(phone)} className="btn btn-primary">
          <PhoneIcon />
          Call {formatPhone(phone)}
        </a>
      )}
      <IntentLink href="/contact" className={`btn ${tone === 'dark' ? styles.outlineLight : 'btn-outline'}`}>
        Contact us
      </IntentLink>
    </div>
  );
}
