import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house's one-way rule: `app/` holds routes and may import anything; `components/` and `lib/`
 * never import from `app/` (a feature's server actions live beside its UI under `components/`).
 * Test files are left out: a test may call the route or page it exercises.
 */
const ROOT = path.resolve(__dirname, '..');
const CODE = /\.(?:ts|tsx|mts|mjs|js)$/;

/** Every module specifier a source file imports or re-exports, static or dynamic. */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, // import x from '…', export { x } from '…'
    /\bimport\s*['"]([^'"]+)['"]/g, // import '…' (side effect)
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // import('…')
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // require('…')
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) found.push(m[1]!);
  return found;
}

/** The file `from` (relative to the root) points into app/ when it imports `spec`. */
function pointsIntoApp(from: string, spec: string): boolean {
  let target: string;
  if (spec.startsWith('@/')) target = spec.slice(2);
  else if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return false; // a package
  return target === 'app' || target.startsWith('app/');
}

function sourceFiles(top: string): string[] {
  return readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && CODE.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describe('import direction', () => {
  it('reads every kind of import, so an arrow cannot hide', () => {
    const src = [
      "import { a } from '@/app/admin/x';",
      "import type { B } from '../../app/y';",
      "export { c } from '@/app/z';",
      "import '@/app/globals.css';",
      "const d = await import('@/app/(auth)/w');",
      "import {\n  e,\n  f,\n} from '@/lib/domain/messages';",
      "import sharp from 'sharp';",
    ].join('\n');
    const specs = specifiersOf(src);
    expect(specs).toEqual(expect.arrayContaining(['@/app/admin/x', '../../app/y', '@/app/z', '@/app/globals.css', '@/app/(auth)/w', '@/lib/domain/messages', 'sharp']));
    expect(specs.filter((s) => pointsIntoApp('components/admin/x/form.tsx', s))).toHaveLength(4);
    expect(pointsIntoApp('lib/auth/guard.ts', '../../app/admin/layout')).toBe(true);
    expect(pointsIntoApp('lib/auth/guard.ts', '../domain/app-name')).toBe(false);
    expect(pointsIntoApp('lib/auth/guard.ts', '@/lib/apply')).toBe(false);
  });

  it('has no arrow from components/ or lib/ to app/', () => {
    const files = [...sourceFiles('components'), ...sourceFiles('lib')];
    expect(files.length).toBeGreaterThan(50);
    const arrows = files.flatMap((file) =>
      specifiersOf(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((spec) => pointsIntoApp(file, spec))
        .map((spec) => `${file} -> ${spec}`),
    );
    expect(arrows).toEqual([]);
  });

  it('keeps lib/config (settings, secrets, password hashing) below the backend, auth and server layers', () => {
    const above = /^(?:@\/)?(?:app|components|lib\/(?:server|backend|auth|transfer))(?:\/|$)/;
    const arrows = sourceFiles('lib/config').flatMap((file) =>
      specifiersOf(readFileSync(path.join(ROOT, file), 'utf8'))
        .map((spec) => (spec.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) : spec))
        .filter((target) => above.test(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(arrows).toEqual([]);
  });
});
