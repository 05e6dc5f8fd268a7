'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { signOutAndGoHome, useSessionInfo } from '@/components/auth/use-session-info';
import { isActive, NAV_LINKS } from './nav-links';
import styles from './site-header.module.css';

/** Links with the active indicator, the mobile hamburger, and the session-fed auth links. */
export function SiteNav() {
  const pathname = usePathname() ?? '/';
  // The menu stays open only on the page it was opened on: any navigation (also Back/Forward)
  // closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const session = useSessionInfo();
  const menuId = useId();

  // Escape closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpenOn(null);
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
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className={styles.bars} aria-hidden="true" />
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <ul id={menuId} className={open ? `${styles.menu} ${styles.open}` : styles.menu}>
        {NAV_LINKS.map((l) => link(l.href, l.label))}
        {/* A family's journey (issue 15): the applications linked to this account, /account/journey. */}
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
