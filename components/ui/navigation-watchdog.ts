/**
 * A tap on a link is never lost to a stalled client-side navigation (docs/framework-internals.md,
 * "A link clicked at hydration").
 *
 * Next 15.5's router can park a navigation whose link was clicked within a few milliseconds of
 * hydration on a busy device: the page's data arrives, but the new page is never shown and the URL
 * never changes. When a client-side navigation has not changed the address after
 * `NAVIGATION_WATCHDOG_MS`, the browser loads the page itself, the way a link works before the
 * scripts run. A navigation that commits, a newer tap, Back or Forward cancel the check.
 */
export const NAVIGATION_WATCHDOG_MS = 3000;

/** The parts of `window` the watchdog uses, so a test can hand it its own. */
export interface WatchdogWindow {
  location: { href: string; assign(url: string): void };
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The address without its fragment: a navigation changes the path or the query. */
const page = (href: string) => href.replace(/#.*$/, '');

/** How often the watchdog looks at the address while it waits. */
const LOOK_EVERY_MS = 100;

/**
 * Returns what a link's `onNavigate` calls: watch the navigation to `target` (an absolute URL or a
 * path) that has just started from the current address.
 *
 * The address is looked at every `LOOK_EVERY_MS`, not only when the wait ends: a navigation that
 * committed and then came back (/studs → /book/<id>, which sends the visitor back to /studs after
 * 1.5 s) has done its work, and must not be loaded a second time.
 */
export function navigationWatchdog(win: WatchdogWindow, ms = NAVIGATION_WATCHDOG_MS) {
  let pending: unknown = null;
  return function watch(target: string) {
    const from = page(win.location.href);
    const to = page(new URL(target, win.location.href).href);
    if (pending !== null) win.clearTimeout(pending);
    pending = null;
    // A link to the page already shown (a fragment, the current tab) changes no address to wait for.
    if (to === from) return;
    let waited = 0;
    const look = () => {
      pending = null;
      // The address changed: the navigation committed (or went on elsewhere, a redirect).
      if (page(win.location.href) !== from) return;
      if (waited >= ms) {
        win.location.assign(to);
        return;
      }
      const step = Math.min(LOOK_EVERY_MS, ms - waited);
      waited += step;
      pending = win.setTimeout(look, step);
    };
    look();
  };
}

let shared: ((target: string) => void) | null = null;

/** Watch a client-side navigation of this page that has just started (browser only). */
export function watchNavigation(target: string) {
  shared ??= navigationWatchdog(window);
  shared(target);
}
