import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NextStepLinks } from '@/components/ui/next-step-links';
import styles from './not-found.module.css';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

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
