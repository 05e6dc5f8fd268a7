import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { BookRedirect } from '@/components/book/book-redirect';
import styles from '@/components/book/book-notice.module.css';
import { PhoneIcon } from '@/components/studs/icons';
import { formatPhone, phoneHref } from '@/lib/domain/format';
import { MESSAGES } from '@/lib/domain/messages';
import { getBasicInfo, load } from '@/lib/server/data';

// Like every public page: the phone number of Basic Info reaches visitors (and shared caches) within a minute.
export const revalidate = 30;
// The product's /book/:studId. The notice does not depend on the id (booking is by phone), so every
// /book/<anything> is rewritten to this one static page (next.config.ts `rewrites`): one cache
// entry for all ids instead of one per id a visitor (or a crawler of random ids) makes up.

export const metadata: Metadata = {
  title: 'Book a stud',
  description: 'Stud services are scheduled by phone. Call us to plan a breeding around your female’s cycle.',
  robots: { index: false, follow: true },
  alternates: { canonical: '/studs' },
};

export default async function BookStudPage() {
  const info = await load('basic info', getBasicInfo);
  const phone = (info.ok && info.data?.phone) || '';
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="book-title">
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <PhoneIcon />
        </span>
        <h1 id="book-title">Book a stud</h1>
        <p className={styles.notice} role="status" aria-live="polite">
          {MESSAGES.studs.bookByPhone}
        </p>
        <p>We time every breeding around your female&apos;s cycle, so please call us to arrange it.</p>
        <div className={styles.buttons}>
          {phone && (
            <a href={phoneHref(phone)} className="btn btn-primary">
              Call {formatPhone(phone)}
            </a>
          )}
          <Link href="/studs" className="btn btn-outline">
            Back to our studs
          </Link>
        </div>
      </div>
      {/* MESSAGES.studs.bookByPhone from here: the client code does not carry the whole catalogue. */}
      <BookRedirect notice={MESSAGES.studs.bookByPhone} />
    </section>
  );
}
