import fs from 'node:fs';
import path from 'node:path';

const PHASE_PRODUCTION_SERVER = 'phase-production-server';

/**
 * The cache handler as one CommonJS file: Next imports `cacheHandler` with Node's own loader at
 * run time (no TypeScript, no `@/` paths), so next.config.ts bundles lib/cache/handler.ts with
 * esbuild into `node_modules/.cache/breeder-cache-handler/<distDir>.cjs`: one file per build folder,
 * outside it (standalone output copies traced files from there, not from `<distDir>/cache`).
 * Packages stay external (better-sqlite3, firebase-admin, zod), loaded from node_modules.
 * Made on `next build` and `next dev`; `next start` reuses the build's file (made if missing).
 */
export function cacheHandlerFile(phase: string, opts: { root?: string; distDir?: string } = {}): string {
  const root = opts.root ?? process.cwd();
  const distName = path.basename(path.resolve(root, opts.distDir ?? (process.env.NEXT_DIST_DIR || '.next')));
  const out = path.resolve(root, 'node_modules', '.cache', 'breeder-cache-handler', `${distName.replace(/^\.+/, '')}.cjs`);
  if (phase === PHASE_PRODUCTION_SERVER && fs.existsSync(out)) return out;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const tmp = `${out}.${process.pid}.tmp`;
  // Loaded only here, so a server that never builds never needs esbuild.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildSync } = require('esbuild') as typeof import('esbuild');
  buildSync({
    entryPoints: [path.join(root, 'lib/cache/handler.ts')],
    absWorkingDir: root,
    tsconfig: path.join(root, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    outfile: tmp,
    logLevel: 'warning',
    banner: { js: '// Generated from lib/cache/handler.ts by next.config.ts (lib/cache/build-handler.ts). Do not edit.' },
  });
  // Atomic: parallel builds and a running server never see half a file.
  fs.renameSync(tmp, out);
  return out;
}
