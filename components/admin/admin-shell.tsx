'use client';

import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { Toaster } from 'sonner';
import { signOutAndGoHome } from '@/components/auth/use-session-info';
import { usePopoverMenu } from '@/components/ui/use-popover-menu';
import { TIMINGS } from '@/lib/domain/site';
import { badgeAreaOf, type AdminBadges } from '@/lib/domain/admin-badges';
import { ADMIN_TABS } from './admin-tabs';
import { MenuBadge } from './notifications/menu-badge';
import styles from './admin-shell.module.css';
import { ScriptButton } from './script-button';

/**
 * Sidebar with the admin tabs and the toast outlet. On small screens the sidebar is a popover its
 * "Admin menu" button opens, as the site's phone menu is (usePopoverMenu): it opens from the first
 * paint, before the admin's scripts have started, and closes on Escape, a tap outside, a tab's click
 * and any navigation.
 */
export function AdminShell({ email, badges: initialBadges = {}, children }: { email: string; badges?: AdminBadges; children: React.ReactNode }) {
  const pathname = usePathname() ?? '/admin';
  // What is new since this account last looked (docs/notifications.md): counted by the server when
  // the layout renders (a full load, or a save that refreshes the admin). Opening a tab zeroes its
  // count here at once and tells the server, without waiting for or using its answer: a state
  // update landing while the owner's next navigation was pending was seen to leave that navigation
  // uncommitted, so nothing here changes state after a request.
  const area = badgeAreaOf(pathname);
  const [seen, setSeen] = useState<{ base: AdminBadges; hrefs: readonly string[] }>({ base: initialBadges, hrefs: [] });
  let seenHrefs = seen.base === initialBadges ? seen.hrefs : [];
  if (area && !seenHrefs.includes(area.href)) seenHrefs = [...seenHrefs, area.href];
  if (seen.base !== initialBadges || seenHrefs !== seen.hrefs) setSeen({ base: initialBadges, hrefs: seenHrefs });
  const badges: AdminBadges = { ...initialBadges, ...Object.fromEntries(seenHrefs.map((href) => [href, 0])) };
  useEffect(() => {
    void fetch('/api/admin/seen', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: pathname }) }).catch(() => {});
  }, [pathname]);
  const totalNew = Object.values(badges).reduce((a, b) => a + b, 0);
  const navId = useId();
  const { open, hydrated, close } = usePopoverMenu(navId, pathname);

  return (
    <div className={styles.shell}>
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.top}>
        {/* Not prefetched: a row toggle invalidates public pages after its response (lib/server/public-pages.ts)
            without clearing this browser's router cache, so the site is fetched when the link is followed. */}
        <Link href="/" className={styles.brand} prefetch={false}>
          ← View site
        </Link>
        <button type="button" className={styles.toggle} popoverTarget={navId} aria-expanded={hydrated ? open : undefined} aria-controls={navId}>
          {open ? 'Close menu' : 'Admin menu'}
          <MenuBadge count={totalNew} />
        </button>
      </header>
      <nav id={navId} aria-label="Admin" popover="auto" className={styles.side}>
        <p className={styles.title}>Admin</p>
        <ul>
          {ADMIN_TABS.map((t) => {
            const active = t.href === '/admin' ? pathname === '/admin' : pathname.startsWith(t.href);
            return (
              <li key={t.href}>
                <Link href={t.href} aria-current={active ? 'page' : undefined} className={active ? styles.active : undefined} onClick={close}>
                  {t.label}
                  <MenuBadge count={badges[t.href]} />
                </Link>
              </li>
            );
          })}
        </ul>
        <div className={styles.account}>
          <span title={email}>{email}</span>
          {/* Signing out needs the script (a CSRF-checked post through next-auth's client calls), so
              it is disabled, saying so, until the script runs. */}
          <ScriptButton className="btn btn-outline" disabled={!hydrated} onClick={() => void signOutAndGoHome()}>
            {hydrated ? 'Logout' : 'Logout (loading…)'}
          </ScriptButton>
        </div>
      </nav>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        {/* The admin's forms post through their scripts and wait for them (docs/admin-forms.md), so
            with scripts off they would wait for ever: the page says why instead. */}
        <noscript>
          <p className={styles.noscript}>Managing the site needs JavaScript. Please turn it on, or try another browser.</p>
          <style>{`.${styles.readying} { display: none; }`}</style>
        </noscript>
        {/* Until the script runs, the controls that act through it are disabled: this says why, over
            the page (fixed, so nothing moves under a finger when it goes). */}
        {!hydrated && (
          <p className={styles.readying} role="status">
            Getting the page ready… Its buttons work in a moment.
          </p>
        )}
        {children}
      </main>
      <Toaster position="top-center" duration={TIMINGS.toast} richColors closeButton />
    </div>
  );
}
