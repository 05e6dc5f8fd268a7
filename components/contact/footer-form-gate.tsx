'use client';

import { usePathname } from 'next/navigation';

/** Pages whose own form is the page's one Send button: the footer leaves out its contact form there. */
const OWN_FORM_PATHS = ['/apply'];

function footerFormHidden(pathname: string): boolean {
  return OWN_FORM_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The footer's "Let's Connect" form, left out under the puppy application (/apply): a family filling
 * in the application should find one form and one Send button there. The rest of the footer stays,
 * and every other page keeps the form (docs/product.md, the footer).
 */
export function FooterFormGate({ children }: { children: React.ReactNode }) {
  const pathname = usePathname() ?? '/';
  return footerFormHidden(pathname) ? null : <>{children}</>;
}
