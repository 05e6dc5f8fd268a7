'use client';

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A menu that is a popover (`popover` on the menu, `popovertarget` on its button): the browser
 * opens and closes it by itself, also before hydration and without JavaScript, and closes it on
 * Escape or a tap outside (docs/progressive-enhancement.md). This hook adds what only the script
 * can: whether it is open, read from the element itself (it may have been opened before hydration,
 * when no React handler saw it); `close`, for a link click; and closing it on any navigation (also
 * Back/Forward), but not on hydration, so a menu opened before the script ran stays open.
 * `hydrated` is false in the server's HTML: until then the browser states the popover's state on
 * its button by itself, so `aria-expanded` is left to it.
 */
export function usePopoverMenu(menuId: string, pathname: string): { open: boolean; hydrated: boolean; close: () => void } {
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
  const hydrated = useHydrated();
  const close = useCallback(() => {
    const menu = document.getElementById(menuId);
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [menuId]);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);

  return { open, hydrated, close };
}
