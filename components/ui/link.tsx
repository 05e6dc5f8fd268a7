'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { watchNavigation } from './navigation-watchdog';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * The site's link: Next's `<Link>` (a real `<a href>` before the scripts run, a client-side
 * navigation after), whose navigation falls back to the browser loading the page when it stalls
 * (components/ui/navigation-watchdog.ts). Every link of the site uses this one.
 */
export default function Link({ onNavigate, ...props }: LinkProps) {
  return (
    <NextLink
      {...props}
      onNavigate={(event) => {
        // `onNavigate` runs only for the client-side navigations Next makes (not a new tab, not a
        // modified click); one the caller cancels is not watched.
        let cancelled = false;
        onNavigate?.({
          preventDefault() {
            cancelled = true;
            event.preventDefault();
          },
        });
        if (cancelled) return;
        watchNavigation(props.href);
      }}
    />
  );
}
