import Link from '@/components/ui/link';
import { formatPhone, phoneHref } from '@/lib/domain/format';
import type { BasicInfo } from '@/lib/domain/settings';
import styles from './legal.module.css';

/** Stays at the bottom of the viewport while the policy is read; left out of print. */
export function ContactBar({ info, topic }: { info: BasicInfo | null; topic: string }) {
  return (
    <aside className={`${styles.contactBar} no-print`} aria-label="Contact us">
      <div className={`container ${styles.contactInner}`}>
        <p className={styles.contactLead}>Questions about {topic}?</p>
        <ul className={styles.contactList} role="list">
          {info?.phone && (
            <li>
              <a href={phoneHref(info.phone)}>{formatPhone(info.phone)}</a>
            </li>
          )}
          {info?.email && (
            <li>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </li>
          )}
          <li>
            <Link href="/contact">Contact page</Link>
          </li>
        </ul>
      </div>
    </aside>
  );
}
