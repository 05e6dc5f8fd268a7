/**
 * V8's compile hint on the scripts every page runs at start-up (docs/performance.md, "Compile
 * hints"). A script whose first line is this comment has all its functions compiled while it
 * downloads, on a background thread, instead of one by one on the main thread the first time each
 * is called. Without it, the framework's start-up task (React DOM, Next's router) spent 30-80 ms of
 * this machine's main thread compiling functions; that task is the page's Total Blocking Time.
 *
 * A web platform feature (Chromium 136 and later); other browsers read a comment and ignore it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The part of webpack's namespace the plugin uses (Next passes its bundled webpack to `next.config`'s `webpack`). */
type Webpack = {
  BannerPlugin: new (options: {
    banner: string;
    raw: boolean;
    entryOnly: boolean;
    test: RegExp;
    stage: number;
  }) => unknown;
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number };
};

/**
 * Webpack's BannerPlugin, on the client build only:
 * - only the chunks a page loads at start-up (`entryOnly`: entry chunks and what they need, which is
 *   every client component of the app's routes); chunks loaded later (`import()`, a toaster on first
 *   use) compile lazily as before;
 * - one stage after minification (`PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE`, where Next's minifier runs;
 *   it would strip the comment) and before webpack's content hashing, so a file's name still follows
 *   its bytes.
 * e2e/compile-hint.spec.ts fails if a page's start-up script lacks the line (an upgrade that moves
 * the minifier or the chunk folder).
 */
export function compileHintPlugin(webpack: Webpack): unknown {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    entryOnly: true,
    test: /^static\/chunks\/.+\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
