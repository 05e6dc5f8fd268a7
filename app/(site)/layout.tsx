import { Fragment } from 'react';
import { FooterGate } from '@/components/layout/footer-gate';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ToastOutlet } from '@/components/ui/toast-outlet';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {/* Keyed, so React keeps it as a step of its own between <main> and the page: without it,
            a page whose own scripts run late could be rebuilt at hydration
            (docs/framework-internals.md, "A page rebuilt at hydration"). */}
        <Fragment key="page">{children}</Fragment>
      </main>
      <FooterGate>
        <SiteFooter />
      </FooterGate>
      <ToastOutlet />
    </>
  );
}
