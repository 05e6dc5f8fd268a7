'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Every route change scrolls smoothly to the top (docs/product.md §2); instantly for people who prefer
 * reduced motion. Next's router jumps to the top itself while it commits the new page (it forces
 * `scroll-behavior: auto`), so a smooth scroll started afterwards would start at 0 and show nothing.
 * The last position seen before the change is kept, and after Next's jump the page is put back
 * there and scrolled smoothly up. Rendered once in the root layout after the page, so it survives
 * changes between route groups and its layout effect runs after Next's scroll handler, before paint.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    // The first render is a page load: the browser places it.
    if (before === null || before === pathname) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const from = lastY.current;
    if (window.scrollY < from) window.scrollTo({ top: from, left: 0, behavior: 'instant' });
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);

  return null;
}
