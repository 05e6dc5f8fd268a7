import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers, checked on the real import graph (docs/architecture.md, "Layers"):
 * - `app/` holds routes and may import anything; `components/` never imports `app/`; `lib/`
 *   imports neither `app/` nor `components/` (a feature's server actions live beside its UI under
 *   `components/`).
 * - Only `lib/server` and `lib/backend` reach the site's backend (`getBackend`): everything else
 *   reads and writes through `lib/server/<feature>.ts` ("One way to read data"), with no exception
 *   by name. Command-line tools, export/import and test support may open a backend of their own.
 * - Pages, server actions and route handlers never import a database driver.
 * - No import cycles, type-only imports included.
 * - lib/config (settings, secrets, password hashing) sits below the backend, auth and server layers.
 * Test files are left out of the layer rules (a test may set data up through the backend or call
 * the route it exercises) but not out of the cycle check.
 *
 * Each rule is a function of a graph, so the first tests prove on a small made-up graph that each
 * one reports the arrow that breaks it; the last ones apply them to this repository.
 */
const ROOT = path.resolve(__dirname, '..');
const CODE = /\.(?:ts|tsx|mts|mjs|js)$/;
const TEST = /\.test\.tsx?$/;
/** Top-level folders and files whose modules make up the graph. */
const TOPS = ['app', 'components', 'lib', 'scripts', 'tools', 'test', 'e2e', 'e2e-firebase', 'e2e-standalone', 'middleware.ts', 'instrumentation.ts', 'instrumentation-node.ts'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

type Arrow = { to: string; typeOnly: boolean; names: string[] };
/** file (relative to the root, posix) → what it imports: another file of the graph, or `pkg:<name>`. */
type Graph = Map<string, Arrow[]>;

/** Every module a source file imports or re-exports, static or dynamic, with the names it takes. */
function importsOf(source: string): { spec: string; typeOnly: boolean; names: string[] }[] {
  const found: { spec: string; typeOnly: boolean; names: string[] }[] = [];
  for (const m of source.matchAll(/\b(import|export)(\s+type)?\s([^'"`;]*?)\bfrom\s*['"]([^'"]+)['"]/g)) {
    const clause = m[3]!;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const parts = braces.split(',').map((s) => s.trim()).filter(Boolean);
    const names = parts.map((p) => p.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim());
    const onlyBraces = clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '') === '';
    const allTyped = parts.length > 0 && onlyBraces && parts.every((p) => p.startsWith('type '));
    found.push({ spec: m[4]!, typeOnly: Boolean(m[2]) || allTyped, names });
  }
  const others = [
    /\bimport\s*['"]([^'"]+)['"]/g, // import '…' (side effect)
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // import('…')
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g, // require('…')
  ];
  for (const re of others) for (const m of source.matchAll(re)) found.push({ spec: m[1]!, typeOnly: false, names: [] });
  return found;
}

/** Where `spec`, imported by `from`, points: a root-relative path (without extension) or `pkg:<name>`. */
function target(from: string, spec: string): string {
  if (spec.startsWith('@/')) return path.posix.normalize(spec.slice(2));
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const parts = spec.split('/');
  return `pkg:${spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
}

/** The file a root-relative target names, when it is a code file of the graph. */
function resolveFile(t: string, files: ReadonlySet<string>): string {
  if (t.startsWith('pkg:') || files.has(t)) return t;
  for (const ext of EXTENSIONS) if (files.has(t + ext)) return t + ext;
  return t; // a stylesheet, an image, JSON: kept as is, never part of a cycle
}

function codeFiles(top: string): string[] {
  const full = path.join(ROOT, top);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [top];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && CODE.test(e.name) && !e.name.endsWith('.d.ts') && !e.name.endsWith('.d.mts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !f.split('/').includes('node_modules'));
}

function buildGraph(sources: ReadonlyMap<string, string>): Graph {
  const files = new Set(sources.keys());
  return new Map(
    [...sources].map(([file, source]) => [
      file,
      importsOf(source).map(({ spec, typeOnly, names }) => ({ to: resolveFile(target(file, spec), files), typeOnly, names })),
    ]),
  );
}

const under = (file: string, ...dirs: string[]) => dirs.some((d) => file === d || file.startsWith(`${d}/`));
const isTest = (file: string) => TEST.test(file);

/** Arrows that break `allowed(from, to)`, as "from -> to", over the non-test files. */
function breaking(graph: Graph, allowed: (from: string, arrow: Arrow) => boolean): string[] {
  return [...graph].flatMap(([from, arrows]) => (isTest(from) ? [] : arrows.filter((a) => !allowed(from, a)).map((a) => `${from} -> ${a.to}`)));
}

/** components/ never imports app/; lib/ imports neither. */
function layerArrows(graph: Graph): string[] {
  return breaking(graph, (from, a) => {
    if (under(from, 'components')) return !under(a.to, 'app');
    if (under(from, 'lib')) return !under(a.to, 'app', 'components');
    return true;
  });
}

/**
 * Who may open a backend of their own besides lib/server and lib/backend: the shared page cache's
 * handler (Next loads it outside the app, so it opens just the cache store), the command-line
 * tools, export/import (the demo seed), and test and benchmark support that set data up. They open one
 * (openBackend, an adapter, a seed); none of them, nor anything else, takes the site's backend.
 */
const OWN_BACKEND = ['lib/cache', 'lib/transfer', 'scripts', 'tools', 'test', 'e2e', 'e2e-firebase', 'e2e-standalone'];

/**
 * Only lib/server and lib/backend reach the site's backend (getBackend): everything else reads and
 * writes through lib/server/<feature>.ts. Outside them the port's types may be named anywhere, and
 * the tools above may open a backend of their own; a dynamic import of the entry, whose names the
 * graph cannot see, counts as taking getBackend.
 */
function backendArrows(graph: Graph): string[] {
  return breaking(graph, (from, a) => {
    if (under(from, 'lib/server', 'lib/backend') || !under(a.to, 'lib/backend')) return true;
    if (a.to === 'lib/backend/index.ts' && (a.names.length === 0 || a.names.includes('getBackend'))) return false;
    // The port's types (what a read returns) may be named anywhere; its code may not.
    if (a.typeOnly && (a.to === 'lib/backend/types.ts' || a.to === 'lib/backend/index.ts')) return true;
    return under(from, ...OWN_BACKEND);
  });
}

const DRIVERS = ['pkg:better-sqlite3', 'pkg:firebase-admin'];
/** Pages, layouts, route handlers (app/) and server actions (components/) never import a driver. */
function driverArrows(graph: Graph): string[] {
  return breaking(graph, (from, a) => !(under(from, 'app', 'components') && DRIVERS.includes(a.to)));
}

/** Every import cycle (one per strongly connected component of two or more files, or a self-import). */
function cycles(graph: Graph): string[][] {
  // Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const edges = (v: string) => (graph.get(v) ?? []).map((a) => a.to).filter((t) => graph.has(t));
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { v: string; out: string[]; i: number }[] = [];
    const open = (v: string) => {
      index.set(v, next);
      low.set(v, next);
      next++;
      stack.push(v);
      onStack.add(v);
      work.push({ v, out: edges(v), i: 0 });
    };
    open(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      if (top.i < top.out.length) {
        const w = top.out[top.i++]!;
        if (!index.has(w)) open(w);
        else if (onStack.has(w)) low.set(top.v, Math.min(low.get(top.v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.v;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.v)!));
      }
      if (low.get(top.v) === index.get(top.v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== top.v);
        if (component.length > 1 || edges(top.v).includes(top.v)) found.push(component.sort());
      }
    }
  }
  return found;
}

/** lib/config never imports the layers above it. */
function configArrows(graph: Graph): string[] {
  return breaking(graph, (from, a) => !(under(from, 'lib/config') && under(a.to, 'app', 'components', 'lib/server', 'lib/backend', 'lib/auth', 'lib/transfer')));
}

/** A made-up graph: file → source. */
function fixture(files: Record<string, string>): Graph {
  return buildGraph(new Map(Object.entries(files)));
}

describe('import rules, proved on made-up graphs', () => {
  it('reads every kind of import, so an arrow cannot hide', () => {
    const src = [
      "import { a } from '@/app/admin/x';",
      "import type { B } from '../../app/y';",
      "export { c } from '@/app/z';",
      "import '@/app/globals.css';",
      "const d = await import('@/app/(auth)/w');",
      "import {\n  e,\n  f,\n} from '@/lib/domain/messages';",
      "import sharp from 'sharp';",
      "import { type G, getBackend } from '@/lib/backend';",
      "import { type H } from '@/lib/backend/types';",
    ].join('\n');
    const found = importsOf(src);
    expect(found.map((f) => f.spec)).toEqual(
      expect.arrayContaining(['@/app/admin/x', '../../app/y', '@/app/z', '@/app/globals.css', '@/app/(auth)/w', '@/lib/domain/messages', 'sharp', '@/lib/backend', '@/lib/backend/types']),
    );
    expect(found.find((f) => f.spec === '../../app/y')?.typeOnly).toBe(true);
    expect(found.find((f) => f.spec === '@/lib/backend')).toMatchObject({ typeOnly: false, names: ['G', 'getBackend'] });
    expect(found.find((f) => f.spec === '@/lib/backend/types')).toMatchObject({ typeOnly: true, names: ['H'] });
    expect(found.find((f) => f.spec === '@/lib/domain/messages')?.names).toEqual(['e', 'f']);
    expect(target('lib/auth/guard.ts', '../../app/admin/layout')).toBe('app/admin/layout');
    expect(target('lib/auth/guard.ts', '../domain/app-name')).toBe('lib/domain/app-name');
    expect(target('lib/auth/guard.ts', '@firebase/app/sub')).toBe('pkg:@firebase/app');
  });

  it('catches lib/ importing components/ or app/, and components/ importing app/', () => {
    const g = fixture({
      'lib/seo/card.ts': "import { entryPath } from '@/components/puppies/details';",
      'lib/seo/ok.ts': "import { x } from '../domain/x';",
      'lib/domain/x.ts': '',
      'components/puppies/details.ts': "import { y } from '@/app/(site)/y';",
      'components/puppies/details.test.ts': "import { y } from '@/app/(site)/y';",
      'app/(site)/y.tsx': "import { entryPath } from '@/components/puppies/details';",
    });
    expect(layerArrows(g).sort()).toEqual(['components/puppies/details.ts -> app/(site)/y.tsx', 'lib/seo/card.ts -> components/puppies/details.ts']);
  });

  it('catches getBackend or an adapter reached from outside lib/server and lib/backend, allowing the port’s types', () => {
    const g = fixture({
      'lib/backend/index.ts': "export { type Backend } from './types';",
      'lib/backend/types.ts': '',
      'lib/backend/local/db.ts': "import Database from 'better-sqlite3';",
      'lib/server/studs.ts': "import { getBackend } from '@/lib/backend';",
      'app/admin/page.tsx': "import { getBackend } from '@/lib/backend';",
      'app/admin/page.test.ts': "import { getBackend } from '@/lib/backend';",
      'components/admin/x/actions.ts': "import { getBackend, type Backend } from '@/lib/backend';",
      'components/admin/x/row.tsx': "import type { Backend } from '@/lib/backend/types';",
      'components/admin/x/list.tsx': "import { type Backend } from '@/lib/backend';",
      'lib/seo/feed.ts': "import { openDb } from '../backend/local/db';",
      'lib/auth/session.ts': "import { getBackend } from '@/lib/backend';",
      'lib/mail/index.ts': "import type { Backend } from '@/lib/backend/types';",
      'scripts/admin.ts': "import { getBackend } from '@/lib/backend';",
      'scripts/cli.ts': "import { openBackend } from '@/lib/backend';",
      'test/auth.ts': "const { getBackend } = await import('@/lib/backend');",
      'tools/bench/fixture.ts': "import { createLocalBackend } from '../../lib/backend/local/index';",
    });
    expect(backendArrows(g).sort()).toEqual([
      'app/admin/page.tsx -> lib/backend/index.ts',
      'components/admin/x/actions.ts -> lib/backend/index.ts',
      'lib/auth/session.ts -> lib/backend/index.ts',
      'lib/seo/feed.ts -> lib/backend/local/db.ts',
      'scripts/admin.ts -> lib/backend/index.ts',
      'test/auth.ts -> lib/backend/index.ts',
    ]);
  });

  it('catches a page, an action or a route handler importing a database driver', () => {
    const g = fixture({
      'app/api/x/route.ts': "import { Firestore } from 'firebase-admin/firestore';",
      'components/admin/x/actions.ts': "import Database from 'better-sqlite3';",
      'lib/backend/local/db.ts': "import Database from 'better-sqlite3';",
    });
    expect(driverArrows(g).sort()).toEqual(['app/api/x/route.ts -> pkg:firebase-admin', 'components/admin/x/actions.ts -> pkg:better-sqlite3']);
  });

  it('finds every cycle, type-only and through an index file included, and none in a tree', () => {
    const g = fixture({
      'lib/a.ts': "import { b } from './b';",
      'lib/b.ts': "import type { C } from './c';",
      'lib/c/index.ts': "import { a } from '../a';",
      'lib/d.ts': "import { d } from './d';",
      'lib/e.ts': "import { a } from './a';",
      'lib/f.ts': "import { e } from './e'; import { a } from './a';",
    });
    expect(cycles(g).sort()).toEqual([['lib/a.ts', 'lib/b.ts', 'lib/c/index.ts'], ['lib/d.ts']]);
    expect(cycles(fixture({ 'lib/e.ts': "import { f } from './f';", 'lib/f.ts': "import x from 'pkg';" }))).toEqual([]);
  });

  it('catches lib/config importing a layer above it', () => {
    const g = fixture({ 'lib/config/env.ts': "import { requireAdmin } from '../auth/guard';", 'lib/auth/guard.ts': "import { env } from '@/lib/config/env';" });
    expect(configArrows(g)).toEqual(['lib/config/env.ts -> lib/auth/guard.ts']);
  });
});

describe('import rules, on this repository', () => {
  const sources = new Map(TOPS.flatMap(codeFiles).map((f) => [f, readFileSync(path.join(ROOT, f), 'utf8')] as const));
  const graph = buildGraph(sources);

  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('lib/server/data.ts')!.map((a) => a.to)).toContain('lib/backend/index.ts');
  });

  it('has no arrow from lib/ to components/ or app/, nor from components/ to app/', () => {
    expect(layerArrows(graph)).toEqual([]);
  });

  it('reaches the site’s backend only from lib/server and lib/backend', () => {
    expect(backendArrows(graph)).toEqual([]);
  });

  it('imports no database driver in a page, an action or a route handler', () => {
    expect(driverArrows(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps lib/config (settings, secrets, password hashing) below the backend, auth and server layers', () => {
    expect(configArrows(graph)).toEqual([]);
  });
});
