import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from '../lib/config/compile-hint';
import { expect, test } from './test';

/**
 * Every large script a page loads at start-up begins with V8's compile hint (lib/config/compile-hint.ts,
 * docs/performance.md "Compile hints"), so its functions compile off the main thread; the small ones
 * do not carry it (first-load bytes). The line is added by a webpack plugin after Next's minifier; an
 * upgrade that strips it, moves the minifier after the plugin or puts the chunks elsewhere fails here
 * instead of quietly slowing every page.
 */

const PAGES = ['/', '/puppies', '/studs', '/gallery', '/contact', '/apply', '/login', '/register', '/forgot-password'];

test('every large start-up script of the public and account pages begins with the compile hint, and only those', async ({ request }) => {
  const seen = new Set<string>();
  const large = new Set<string>();
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
      const body = Buffer.from(await (await request.get(src)).body());
      const hinted = body.subarray(0, COMPILE_HINT.length + 1).toString() === `${COMPILE_HINT}\n`;
      const size = body.length - (hinted ? COMPILE_HINT.length + 1 : 0);
      expect(hinted, `${page}: ${src} (${size} bytes)`).toBe(size >= COMPILE_HINT_MIN_BYTES);
      if (hinted) large.add(src);
    }
  }
  // React DOM and Next's runtime, where most of the compile work is, are among them.
  expect(large.size, `large start-up scripts: ${[...large].join(', ')}`).toBeGreaterThanOrEqual(2);
});
