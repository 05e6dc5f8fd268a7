import type { Page } from '@playwright/test';

/**
 * Lighthouse's mobile conditions for one page: 150 ms round trip, 1.6 Mbps down, 750 kbps up and a
 * CPU 4× slower (Chrome DevTools Protocol throttling).
 */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` and returns as soon as the page has painted content (first contentful paint). Once
 * in about a hundred loads on a starved machine, Chromium shows the page but never records its
 * first contentful paint (a CI run waited 60 s on a home page that was on screen). The load event
 * stands in for it then: acting at load is never later than at the paint a person sees, since the
 * paint of a page whose scripts have not run yet is the hardest moment to act in.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 || document.readyState === 'complete', undefined, { polling: 16 });
}
