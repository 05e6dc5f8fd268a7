'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { signOutAndGoHome, useSessionInfo } from '@/components/auth/use-session-info';
import { usePopoverMenu } from '@/components/ui/use-popover-menu';
import { isActive, NAV_LINKS } from './nav-links';
import styles from './site-header.module.css';

/**
 * Links with the active indicator, the phone menu, and the session-fed auth links.
 *
 * The phone menu is a popover (`popover` on the list, `popovertarget` on its button): the browser
 * opens and closes it, also before hydration and without JavaScript, and closes it on Escape or a
 * tap outside. Once hydrated, a link click and any navigation close it too (usePopoverMenu). On
 * wide screens the same list is shown in the bar (the stylesheet overrides the popover's hidden
 * state).
 */
export function SiteNav() {
  const pathname = usePathname() ?? '/';
  const checked = useSessionInfo();
  // Until the check answers, a browser that was signed in last time shows the signed-in links
  // (My journey and Logout work either way); the answer then replaces them if the session ended.
  const session = checked.status === 'loading' && checked.likely ? ({ status: 'authenticated', role: checked.likely } as const) : checked;
  const menuId = useId();
  const { open, hydrated, close } = usePopoverMenu(menuId, pathname);
  const link = (href: string, label: string) => {
    const active = isActive(pathname, href);
    return (
      <li key={href}>
        <Link
          href={href}
          className={active ? `${styles.link} ${styles.active}` : styles.link}
          aria-current={active ? 'page' : undefined}
          onClick={close}
        >
          {label}
        </Link>
      </li>
    );
  };

  return (
    <nav aria-label="Main" className={styles.nav}>
      <button
        type="button"
        className={styles.toggle}
        popoverTarget={menuId}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <ul
        id={menuId}
        popover="auto"
        className={styles.menu}
      >
        {NAV_LINKS.map((l) => link(l.href, l.label))}
        {/* A family's journey (docs/family-journey.md): the applications linked to this account, /account/journey. */}
        {session.status === 'authenticated' && link('/account/journey', 'My journey')}
        {session.status === 'authenticated' && session.role === 'admin' && link('/admin', 'Admin')}
        {/* Without scripts the menu cannot know the session (the pages are the same for everyone):
            the journey page can, and has the Logout form. */}
        <noscript>
          <li>
            <a href="/account/journey" className={styles.link}>
              My journey
            </a>
          </li>
        </noscript>
        {session.status === 'authenticated' ? (
          <li>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                close();
                void signOutAndGoHome();
              }}
            >
              Logout
            </button>
          </li>
        ) : (
          <>
            {link('/login', 'Login')}
            <li key="/register">
              <Link
                href="/register"
                className={`${styles.cta} ${isActive(pathname, '/register') ? styles.active : ''}`}
                aria-current={isActive(pathname, '/register') ? 'page' : undefined}
                onClick={close}
              >
                Register
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}
