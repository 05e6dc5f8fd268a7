import { describe, expect, it, vi } from 'vitest';
import { NAVIGATION_WATCHDOG_MS, navigationWatchdog, type WatchdogWindow } from './navigation-watchdog';

/** A window whose clock the test moves and whose address the test changes, as a committed navigation would. */
function fakeWindow(href: string) {
  const assigned: string[] = [];
  const win: WatchdogWindow = {
    location: { href, assign: (url) => void assigned.push(url) },
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return { win, assigned };
}

describe('navigationWatchdog', () => {
  it('loads the page itself when a client-side navigation has not changed the address in time', () => {
    vi.useFakeTimers();
    const { win, assigned } = fakeWindow('https://site.test/admin/testimonials');
    navigationWatchdog(win)('/admin/testimonials/abc?tab=1');
    vi.advanceTimersByTime(NAVIGATION_WATCHDOG_MS - 1);
    expect(assigned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(assigned).toEqual(['https://site.test/admin/testimonials/abc?tab=1']);
    vi.useRealTimers();
  });

  it('does nothing once the navigation has committed, even to another address (a redirect)', () => {
    vi.useFakeTimers();
    const { win, assigned } = fakeWindow('https://site.test/puppies');
    navigationWatchdog(win)('/admin');
    win.location.href = 'https://site.test/login';
    vi.advanceTimersByTime(NAVIGATION_WATCHDOG_MS * 2);
    expect(assigned).toEqual([]);
    vi.useRealTimers();
  });

  it('watches only the newest tap, and never a link to the page already shown', () => {
    vi.useFakeTimers();
    const { win, assigned } = fakeWindow('https://site.test/puppies?type=puppies#top');
    const watch = navigationWatchdog(win);
    watch('/studs');
    vi.advanceTimersByTime(NAVIGATION_WATCHDOG_MS / 2);
    watch('/gallery');
    vi.advanceTimersByTime(NAVIGATION_WATCHDOG_MS - 1);
    expect(assigned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(assigned).toEqual(['https://site.test/gallery']);
    watch('/puppies?type=puppies#litters');
    watch('https://site.test/puppies?type=puppies');
    vi.advanceTimersByTime(NAVIGATION_WATCHDOG_MS * 2);
    expect(assigned).toEqual(['https://site.test/gallery']);
    vi.useRealTimers();
  });

  it('does nothing when the navigation committed and came back before the wait ended (/book/<id> → /studs)', () => {
    vi.useFakeTimers();
    const { win, assigned } = fakeWindow('https://site.test/studs');
    navigationWatchdog(win)('/book/duke');
    vi.advanceTimersByTime(300);
    win.location.href = 'https://site.test/book/duke';
    vi.advanceTimersByTime(1_500);
    win.location.href = 'https://site.test/studs';
    vi.advanceTimersByTime(NAVIGATION_WATCHDOG_MS * 2);
    expect(assigned).toEqual([]);
    vi.useRealTimers();
  });
});
