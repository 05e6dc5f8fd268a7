import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES, compileHintPlugin } from './compile-hint';

/**
 * The plugin against a compilation made by hand, with the webpack Next bundles (its sources and
 * stage constants). The real build is checked end to end by e2e/compile-hint.spec.ts.
 */
const require = createRequire(import.meta.url);
const bundled = require('next/dist/compiled/webpack/webpack') as { init(): void; webpack: Parameters<typeof compileHintPlugin>[0] & { sources: { RawSource: new (s: string) => { source(): string; size(): number } } } };
bundled.init();
const webpack = bundled.webpack;

type Asset = { source: { source(): string; size(): number } };

function run(chunks: { initial: boolean; files: Record<string, string> }[]) {
  const assets = new Map<string, Asset>();
  for (const c of chunks) for (const [file, text] of Object.entries(c.files)) assets.set(file, { source: new webpack.sources.RawSource(text) });
  let stage = -1;
  let process: () => void = () => {};
  const compilation = {
    chunks: chunks.map((c) => ({ canBeInitial: () => c.initial, files: Object.keys(c.files) })),
    getAsset: (file: string) => assets.get(file),
    updateAsset: (file: string, update: (old: Asset['source']) => Asset['source']) => {
      assets.set(file, { source: update(assets.get(file)!.source) });
    },
    hooks: { processAssets: { tap: (o: { stage: number }, fn: () => void) => ((stage = o.stage), (process = fn)) } },
  };
  compileHintPlugin(webpack).apply({ hooks: { thisCompilation: { tap: (_: string, fn: (c: never) => void) => fn(compilation as never) } } });
  process();
  return { stage, text: (file: string) => assets.get(file)!.source.source() };
}

const big = 'x'.repeat(COMPILE_HINT_MIN_BYTES);
const small = 'y'.repeat(COMPILE_HINT_MIN_BYTES - 1);

describe('compileHintPlugin', () => {
  it('puts the hint first in large start-up scripts only', () => {
    const { stage, text } = run([
      { initial: true, files: { 'static/chunks/framework-1.js': big, 'static/chunks/main-app-1.js': small, 'static/css/a.css': big } },
      { initial: true, files: { 'static/chunks/app/(site)/page-1.js': big } },
      { initial: false, files: { 'static/chunks/123.abc.js': big } },
      { initial: true, files: { 'server/app/page.js': big } },
    ]);
    expect(text('static/chunks/framework-1.js')).toBe(`${COMPILE_HINT}\n${big}`);
    expect(text('static/chunks/app/(site)/page-1.js')).toBe(`${COMPILE_HINT}\n${big}`);
    // Too small, not a script, loaded on use, or not a client chunk: unchanged.
    expect(text('static/chunks/main-app-1.js')).toBe(small);
    expect(text('static/css/a.css')).toBe(big);
    expect(text('static/chunks/123.abc.js')).toBe(big);
    expect(text('server/app/page.js')).toBe(big);
    // After the minifier (which would strip a comment), before webpack's content hashing.
    expect(stage).toBeGreaterThan(webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
    expect(stage).toBeLessThan((webpack.Compilation as unknown as { PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: number }).PROCESS_ASSETS_STAGE_OPTIMIZE_HASH);
  });
});
