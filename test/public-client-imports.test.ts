import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/scale.md's first-load budget (<= 110 kB per public route, `next build`'s table) as a cheap
 * static check: what the browser loads with a public page is the code statically reachable from
 * the page's client components ('use client' files and whatever they import, minus `import type`
 * and dynamic `import()`). None of it may be one of the heavy modules below, which a public page
 * only needs later (a toast, a sign-in click, a form's server-side check) and loads on demand.
 * The build table stays the measure (docs/scale.md); this catches the usual way a page grows.
 */
const ROOT = path.resolve(__dirname, '..');

const HEAVY: Record<string, string> = {
  'lib/domain/messages.ts': 'the whole message catalogue (pass the strings as props, or use a section module like lib/domain/auth-texts.ts)',
  sonner: 'sonner (load it on first toast: components/auth/toast.ts, components/ui/toast-outlet.tsx)',
  'next-auth/react': 'next-auth/react (components/auth/next-auth-sign-in.ts loads signIn on click)',
  zod: 'zod (the /apply form loads its schema on first need)',
};

const SECOND_STEP = ['login-form.tsx', 'register-form.tsx', 'forgot-password-form.tsx', 'reset-password-form.tsx'].map((f) => `components/auth/${f}`);

/** The public routes: everything under app/ but the admin area and the API. */
function publicEntries(): string[] {
  const app = path.join(ROOT, 'app');
  return readdirSync(app, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /^(page|layout|not-found|error|loading|template)\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !/^app\/(admin|api)\//.test(f));
}

/** The module specifiers a file imports for their values (type-only imports and import() left out). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(re)) {
    if (m[5]) {
      found.push(m[5]);
      continue;
    }
    if (m[2]) continue; // import type … / export type …
    const clause = m[3]!;
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
    // `import { type A, type B } from …` is type-only too.
    if (named && named[1]!.split(',').every((s) => !s.trim() || /^type\s/.test(s.trim()))) continue;
    found.push(m[4]!);
  }
  return found;
}

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? spec.slice(2) : path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/** A package's name from a specifier (`next-auth/react` stays whole: it is the entry that matters). */
function packageKey(spec: string): string {
  return Object.keys(HEAVY).find((k) => spec === k || spec.startsWith(`${k}/`)) ?? spec;
}

/** Every file or package the browser gets with the public pages, with one path that leads to it. */
function clientReach(): Map<string, string[]> {
  const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(path.join(ROOT, file), 'utf8'));
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[], client: boolean) => {
    const key = `${file}|${client}`;
    if (seen.has(key)) return;
    seen.add(key);
    // A server action's module reaches the browser as a reference, not as code.
    if (/^\s*['"]use server['"]/.test(readFileSync(path.join(ROOT, file), 'utf8'))) return;
    const inClient = client || isClient(file);
    if (inClient && !reached.has(file)) reached.set(file, trail);
    for (const spec of valueImports(readFileSync(path.join(ROOT, file), 'utf8'))) {
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const target = resolveLocal(file, spec);
        if (target && /\.tsx?$/.test(target)) walk(target, [...trail, target], inClient);
      } else if (inClient) {
        const pkg = packageKey(spec);
        if (!reached.has(pkg)) reached.set(pkg, [...trail, pkg]);
      }
    }
  };
  for (const entry of publicEntries()) walk(entry, [entry], false);
  // The account forms are client components of their pages: walked as clients in their own right
  // too, so a form that stops being reached from a page entry is still checked.
  for (const form of SECOND_STEP) walk(form, [form], true);
  return reached;
}

describe('what the public pages send to the browser', () => {
  it('reads value imports and skips type-only ones', () => {
    const src = [
      "import { a } from '@/lib/a';",
      "import type { B } from '@/lib/b';",
      "import { type C, type D } from '@/lib/c';",
      "import { type E, f } from '@/lib/e';",
      "export { g } from './g';",
      "import './side-effect.css';",
      "const h = await import('@/lib/h');",
      'import {\n  i,\n  j,\n} from "sonner";',
    ].join('\n');
    expect(valueImports(src)).toEqual(['@/lib/a', '@/lib/e', './g', './side-effect.css', 'sonner']);
  });

  it('finds the client side of the public pages (the check can fail)', () => {
    const reached = clientReach();
    expect(publicEntries()).toContain('app/(auth)/login/page.tsx');
    // The account forms are client components reached from the public pages…
    expect(reached.has('components/auth/login-form.tsx')).toBe(true);
    expect(reached.has('components/contact/contact-form.tsx')).toBe(true);
    // …and a module a client file imports counts as client code.
    expect(reached.has('lib/domain/return-to.ts')).toBe(true);
    expect(reached.has('components/auth/use-auth-submit.ts')).toBe(true);
    // A server action's module is not client code.
    expect(reached.has('components/auth/actions.ts')).toBe(false);
  });

  it('has none of the heavy modules in a public page’s first load', () => {
    const reached = clientReach();
    const found = Object.keys(HEAVY)
      .filter((k) => reached.has(k))
      .map((k) => `${HEAVY[k]}: ${reached.get(k)!.join(' -> ')}`);
    expect(found).toEqual([]);
  });
});
