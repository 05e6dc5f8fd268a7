import { COMPILE_HINT } from '../lib/config/compile-hint';
import { expect, test } from './test';

/**
 * Every script a page loads at start-up begins with V8's compile hint (lib/config/compile-hint.ts,
 * docs/performance.md "Compile hints"), so its functions compile off the main thread. The line is
 * added by a webpack plugin after Next's minifier; an upgrade that strips it, moves the minifier
 * after the plugin or puts the chunks elsewhere fails here instead of quietly slowing every page.
 */

const PAGES = ['/', '/puppies', '/studs', '/gallery', '/contact', '/apply', '/login', '/register', '/forgot-password'];

test('every start-up script of the public and account pages begins with the compile hint', async ({ request }) => {
  const seen = new Set<string>();
  for (const page of PAGES) {
    const html = await (await request.get(page)).text();
    // The `noModule` polyfills are skipped by every browser that reads the hint.
    const scripts = [...html.matchAll(/<script ([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => !/\bnoModule\b/i.test(attrs))
      .map((attrs) => /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(attrs)?.[1])
      .filter((src): src is string => !!src);
    expect(scripts.length, `${page} loads its scripts`).toBeGreaterThan(3);
    for (const src of scripts) {
      if (seen.has(src)) continue;
      seen.add(src);
      const body = await (await request.get(src)).text();
      expect(body.slice(0, COMPILE_HINT.length + 1), `${page}: ${src}`).toBe(`${COMPILE_HINT}\n`);
    }
  }
  // The framework's own chunks are among them (React DOM and Next's router are most of the work).
  expect([...seen].some((s) => /\/main-app-/.test(s)), 'main-app chunk checked').toBe(true);
});
