/**
 * V8's compile hint on the large scripts every page runs at start-up (docs/performance.md,
 * "Compile hints"). A script whose first line is this comment has all its functions compiled
 * while it downloads, on a background thread, instead of one by one on the main thread the first
 * time each is called. Without it, the framework's start-up task (React DOM, Next's router) spent
 * 30-80 ms of this machine's main thread compiling functions; that task was the page's Total
 * Blocking Time.
 *
 * A web platform feature (Chromium 136 and later); other browsers read a comment and ignore it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Only chunks at least this big (bytes, minified) carry the line. The line costs about 47 bytes gzip
 * per file. Above it: React DOM and Next's runtime (170+ kB each) and the site's own chunks (the
 * layouts, the page, the shared components: 8-35 kB), whose lazy compiling was measurable too
 * (Lighthouse TBT on /login, /contact and /gallery 81-131 ms with the hint on the 20 kB+ chunks
 * only, 19-30 ms with it on these as well). Below it: the webpack runtime, main-app, the root layout
 * and the error boundaries (0.5-5 kB, next to nothing to compile), which would have added a quarter
 * of a kilobyte to every page for no time.
 */
export const COMPILE_HINT_MIN_BYTES = 8_000;

/** The part of webpack's namespace the plugin uses (Next passes its bundled webpack to `next.config`'s `webpack`). */
type Source = { size(): number };
type Chunk = { canBeInitial(): boolean; files: Iterable<string> };
type Compilation = {
  chunks: Iterable<Chunk>;
  getAsset(file: string): { source: Source } | undefined;
  updateAsset(file: string, update: (old: Source) => Source): void;
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
};
type Compiler = { hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } } };
type Webpack = {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
  sources: { ConcatSource: new (...parts: (string | Source)[]) => Source };
};

const NAME = 'CompileHintPlugin';
const CLIENT_SCRIPT = /^static\/chunks\/.+\.js$/;

/**
 * Puts the line first in each client script that a page loads at start-up (a chunk that can be
 * initial: entry chunks and what they need, every client component of the app's routes) and is at
 * least COMPILE_HINT_MIN_BYTES. Chunks loaded later (`import()`, a toaster on first use) compile
 * lazily as before. It runs one stage after minification (`PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE`,
 * where Next's minifier runs; it would strip the comment) and before webpack's content hashing, so
 * a file's name still follows its bytes. Public webpack API only (processAssets, updateAsset,
 * ConcatSource, which keeps source maps right). e2e/compile-hint.spec.ts fails if a page's large
 * start-up script lacks the line or a small one has it.
 */
export function compileHintPlugin(webpack: Webpack): { apply(compiler: Compiler): void } {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!CLIENT_SCRIPT.test(file)) continue;
              const size = compilation.getAsset(file)?.source.size() ?? 0;
              if (size < COMPILE_HINT_MIN_BYTES) continue;
              compilation.updateAsset(file, (old) => new webpack.sources.ConcatSource(COMPILE_HINT, '\n', old));
            }
          }
        });
      });
    },
  };
}
