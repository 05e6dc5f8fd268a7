/**
 * Resolves once the page has loaded and its first contentful paint is on screen. Work that no one
 * needs for the first view (the header's session check, the /contact map's third-party frame) waits
 * for it, so it never competes with the page's stylesheets, font, scripts and largest picture for a
 * phone's bandwidth, and Lighthouse's simulated FCP and LCP never count it (docs/performance.md).
 * Without paint timing in the browser, the load event alone.
 */
export function afterFirstView(): Promise<void> {
  const loaded =
    document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  const painted = new Promise<void>((resolve) => {
    const seen = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || seen()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}
