import type { Metadata } from 'next';
import { Toaster } from 'sonner';
import { AuthShell } from '@/components/auth/auth-shell';
import styles from '@/components/auth/auth.module.css';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteHeader } from '@/components/layout/site-header';
import { TIMINGS } from '@/lib/domain/site';

// Account pages are for people, not search engines.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

// Like the public pages (REVALIDATE_SECONDS): the header's cached reads reach a CDN within a minute.
export const revalidate = 30;

/** Login, register and password pages: the site header, one centred card, no footer (SPEC.md §2). */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <ScrollToTop />
      <main id="main" tabIndex={-1} className={styles.main}>
        <AuthShell>{children}</AuthShell>
      </main>
      <Toaster position="top-center" duration={TIMINGS.toast} richColors closeButton />
    </>
  );
}
