import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { SECRET_PAGE_REFERRER } from '@/lib/security/headers';
import styles from './not-found.module.css';

// The referrer as on the secret links' pages, for it answers their addresses too (a replaced status
// link, an unknown unsubscribe link), whose header says no-referrer: the footer's form must still post.
export const metadata: Metadata = { title: 'Page not found', robots: { index: false }, referrer: SECRET_PAGE_REFERRER };

/** The designed 404 for every unknown route (served with status 404). */
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className={`container ${styles.wrap}`}>
        <p className="eyebrow">Error 404</p>
        <h1>We couldn’t find that page</h1>
        <p className="lead">
          It may have moved, or the puppy you were looking for has already gone home. Here are some good places to go next.
        </p>
        <NextStepLinks className={styles.actions} home />
      </main>
      <SiteFooter />
    </>
  );
}
