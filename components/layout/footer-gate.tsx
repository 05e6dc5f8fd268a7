'use client';

import { usePathname } from 'next/navigation';
import { footerHidden } from './nav-links';

/** Renders the (server-rendered) footer except on the paths where docs/product.md hides it. */
export function FooterGate({ children }: { children: React.ReactNode }) {
  const pathname = usePathname() ?? '/';
  return footerHidden(pathname) ? null : <>{children}</>;
}
