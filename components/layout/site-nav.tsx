'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { signOutAndGoHome, useSessionInfo } from '@/components/auth/use-session-info';
import { isActive, NAV_LINKS } from './nav-links';
import styles from './site-header.module.css';

const noSubscribe = () => () => {};

/**
 * Links with the active indicator, the phone menu, and the session-fed auth links.
 *
 * The phone menu is a popover (`popover` on the list, `popovertarget` on its button): the browser
 * opens and closes it, also before hydration and without JavaScript, and closes it on Escape or a
 * tap outside. Once hydrated, a link click and any navigation close it too. On wide screens the
 * same list is shown in the bar (the stylesheet overrides the popover's hidden state).
 */
export function SiteNav() {
  const pathname = usePathname() ?? '/';
  const session = useSessionInfo();
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  // Whether the popover is open, read from the element itself: it may have been opened before
  // hydration, when no React handler saw it.
  const open = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        const menu = document.getElementById(menuId);
        menu?.addEventListener('toggle', changed);
        return () => menu?.removeEventListener('toggle', changed);
      },
      [menuId],
    ),
    () => !!document.getElementById(menuId)?.matches(':popover-open'),
    () => false,
  );
  // Before hydration the browser exposes the popover's state on its button by itself; afterwards
  // React states it (aria-expanded), as the menu's own state.
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);

  // Any navigation (also Back/Forward) closes it; not hydration itself: a menu the visitor opened
  // before the script ran stays open when React takes over.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [pathname]);

  const close = () => {
    const menu = menuRef.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  };
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
        ref={menuRef}
        popover="auto"
        className={styles.menu}
      >
        {NAV_LINKS.map((l) => link(l.href, l.label))}
        {/* A family's journey (docs/family-journey.md): the applications linked to this account, /account/journey. */}
        {session.status === 'authenticated' && link('/account/journey', 'My journey')}
        {session.status === 'authenticated' && session.role === 'admin' && link('/admin', 'Admin')}
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
