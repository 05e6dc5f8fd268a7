'use client';

import { useRouter } from 'next/navigation';
import { useHydrated } from '@/components/ui/use-hydrated';
import { watchNavigation } from '@/components/ui/navigation-watchdog';

/**
 * docs/product.md §2: same-origin links clicked inside the home page behave as in-app navigation.
 * next/link already does this for our own links; this catches plain <a href> elements
 * (content written as HTML, future CMS text) by event delegation, so it costs one listener.
 */
export function InAppLinks({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const enhanced = useHydrated();

  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    // next/link prevents the default itself; modified and non-primary clicks keep browser behaviour.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;

    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // A jump to an anchor on this same page is left to the browser.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;

    event.preventDefault();
    const target = `${url.pathname}${url.search}${url.hash}`;
    router.push(target);
    watchNavigation(target);
  }

  // Delegation only: the wrapper is not interactive itself, the anchors inside it are. data-enhanced:
  // set once the script runs (links then navigate in-app): browser tests wait for it (docs/testing.md).
  return (
    <div onClick={onClick} data-enhanced={enhanced || undefined}>
      {children}
    </div>
  );
}
