import path from 'node:path';
import { dirFiles } from '../tools/bench/dir-files.mjs';
import { expect, test } from './test';

/**
 * Public pages load no admin stylesheet rules (docs/performance.md, "CSS per page"): the stylesheets
 * a page links are render-blocking, and on a phone every kilobyte of them delays the first paint.
 * next.config.ts turns off Next's merging of unrelated routes' CSS modules (`experimental.cssChunking`);
 * if an upgrade changes what that setting does, admin rules come back into these files and this fails.
 */

/** The CSS modules of the admin screens, by the name Next gives their classes (`<file>_<class>__<hash>`). */
function adminModuleNames(): string[] {
  const files = ['components/admin', 'app/admin'].flatMap((dir) => [...dirFiles(dir).keys()]);
  const modules = files.filter((f) => f.endsWith('.module.css')).map((f) => path.basename(f, '.module.css'));
  return [...new Set(modules)];
}

const PUBLIC_PAGES = ['/', '/puppies', '/studs', '/gallery', '/about', '/contact', '/apply', '/login', '/litters', '/parents'];

test('public pages link no stylesheet that carries the admin screens\' rules', async ({ request }) => {
  const admin = adminModuleNames();
  expect(admin.length, 'admin CSS modules found').toBeGreaterThan(5);
  const adminClass = new RegExp(`\\.(${admin.map((n) => n.replace(/[-]/g, '\\-')).join('|')})_[A-Za-z0-9]+__`);
  for (const page of PUBLIC_PAGES) {
    const html = await (await request.get(page)).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(sheets.length, `${page} links its stylesheets`).toBeGreaterThan(0);
    for (const href of sheets) {
      const css = await (await request.get(href)).text();
      expect(css.match(adminClass)?.[0] ?? null, `${page}: ${href}`).toBeNull();
    }
  }
});
