import type { Metadata, Viewport } from 'next';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SITE } from '@/lib/domain/site';
import { siteUrl } from '@/lib/config/site-origin';
import { display } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${SITE.name} | Golden Retriever Puppies in Albion, NY`, template: `%s | ${SITE.name}` },
  description:
    'Family breeder of AKC-registered golden retriever puppies in Albion, NY, with 30+ years of experience. Available puppies, upcoming litters, stud services and farm visits by appointment.',
  applicationName: SITE.name,
  openGraph: {
    type: 'website',
    siteName: SITE.name,
    locale: 'en_US',
    images: [{ url: '/og-default.png', width: 1200, height: 630, alt: 'Golden retriever puppies in Albion, NY' }],
  },
  twitter: { card: 'summary_large_image' },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#1f3d2b',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={display.variable}>
      <body>
        {children}
        {/* After the page, so its layout effect runs after Next's own scroll on a route change. */}
        <ScrollToTop />
      </body>
    </html>
  );
}
