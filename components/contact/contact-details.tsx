import { formatPhone, phoneHref } from '@/lib/domain/format';
import type { BasicInfo } from '@/lib/domain/settings';
import styles from './contact.module.css';

/** Address, phone, email and Facebook from the settings; whatever is missing is left out. */
export function ContactDetails({ info }: { info: BasicInfo | null }) {
  const rows = info
    ? [
        info.address && { label: 'Address', value: <span>{info.address}</span> },
        info.phone && { label: 'Phone', value: <a href={phoneHref(info.phone)}>{formatPhone(info.phone)}</a> },
        info.email && { label: 'Email', value: <a href={`mailto:${info.email}`}>{info.email}</a> },
        info.facebook && {
          label: 'Facebook',
          value: (
            <a href={info.facebook} target="_blank" rel="noopener noreferrer">
              Follow us on Facebook<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ),
        },
      ].filter((r): r is { label: string; value: React.ReactElement } => Boolean(r))
    : [];

  return (
    <div className={`card ${styles.panel}`}>
      <h2 className={styles.panelTitle}>Reach us</h2>
      {rows.length > 0 ? (
        <address className={styles.details}>
          <dl>
            {rows.map((r) => (
              <div key={r.label} className={styles.row}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </address>
      ) : (
        <p>Our contact details are being updated. Please check back shortly.</p>
      )}
      <div className={styles.visits}>
        <h3 className={styles.visitsTitle}>Visits</h3>
        <p>Farm visits by appointment only.</p>
        <p className={styles.small}>
          Call or write to us to arrange a time that suits you.
        </p>
      </div>
    </div>
  );
}
