import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/auth-shell';
import { AuthToaster } from '@/components/auth/auth-toaster';
import styles from '@/components/auth/auth.module.css';
import { FooterGate } from '@/components/layout/footer-gate';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

// Account pages are for people, not search engines.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

// Like the public pages (30 s, docs/caching.md): the header's cached reads reach a CDN within a minute.
export const revalidate = 30;

/**
 * Login, register and password pages: the site header and one centred card. docs/product.md §2 hides the
 * footer on /login and /register only, so the password pages show it (FooterGate decides).
 */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <AuthShell>{children}</AuthShell>
      </main>
      <FooterGate>
        <SiteFooter />
      </FooterGate>
      <AuthToaster />
    </>
  );
}
