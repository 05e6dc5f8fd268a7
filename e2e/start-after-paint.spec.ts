import { expect, test, type APIRequestContext } from './test';
import { mainNav } from './support';

/**
 * A cached page fetches the framework's scripts only once it is on screen
 * (lib/cache/start-after-paint.ts), and still becomes interactive.
 */

async function cachedHtml(request: APIRequestContext, path: string): Promise<string> {
  // The first render after a start or an edit is streamed as Next wrote it; the cached copy follows.
  let html = '';
  await expect
    .poll(async () => {
      const res = await request.get(path);
      html = await res.text();
      return res.headers()['x-nextjs-cache'] === 'HIT' && html.includes('data-start="after-paint"');
    })
    .toBe(true);
  return html;
}

test('the cached HTML of a public page carries one start-up loader and no script tag or preload of the framework', async ({ request }) => {
  for (const path of ['/', '/puppies', '/studs', '/gallery']) {
    const html = await cachedHtml(request, path);
    expect(html.match(/data-start="after-paint"/g), path).toHaveLength(1);
    expect(html, path).not.toMatch(/<script src="\/_next\/static\/[^"]+" (id="_R_" )?async=""/);
    expect(html, path).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    const loader = html.slice(html.indexOf('data-start="after-paint"'));
    expect(loader.slice(0, loader.indexOf('</script>')), path).toMatch(/\/_next\/static\/chunks\/webpack-[\w-]+\.js/);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/studs requests the scripts after its first paint and then answers the menu', async ({ page, request }) => {
    await cachedHtml(request, '/studs');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/studs');
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const scripts = performance.getEntriesByType('resource').filter((r) => /\/_next\/static\/chunks\/.+\.js/.test(r.name));
      return { fcp, first: Math.min(...scripts.map((r) => r.startTime)), count: scripts.length };
    });
    expect(timing.count).toBeGreaterThan(3);
    expect(timing.first).toBeGreaterThanOrEqual(timing.fcp);

    const toggle = mainNav(page).getByRole('button', { name: /menu/i });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
  });

  test('/ waits for the hero image to be painted before it requests the scripts', async ({ page, request }) => {
    await cachedHtml(request, '/');
    await page.goto('/');
    const timing = await page.evaluate(async () => {
      const hero = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier?: string }).identifier === 'priority');
          if (entry) resolve((entry as PerformanceEntry & { renderTime: number }).renderTime);
        }).observe({ type: 'element', buffered: true });
      });
      const scripts = performance.getEntriesByType('resource').filter((r) => /\/_next\/static\/chunks\/.+\.js/.test(r.name));
      return { hero, first: Math.min(...scripts.map((r) => r.startTime)) };
    });
    expect(timing.hero).toBeGreaterThan(0);
    expect(timing.first).toBeGreaterThanOrEqual(timing.hero);
  });
});
