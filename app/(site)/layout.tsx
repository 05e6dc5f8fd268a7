import { FooterGate } from '@/components/layout/footer-gate';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ToastOutlet } from '@/components/ui/toast-outlet';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FooterGate>
        <SiteFooter />
      </FooterGate>
      <ToastOutlet />
    </>
  );
}
