import { defineConfig, devices } from '@playwright/test';
import { chromium } from './e2e/browser';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_DIST_DIR, E2E_NAME, E2E_ORIGIN, E2E_PORT, TEST_KEEP_ALIVE_MS } from './e2e/env';
import { FB_DATA_DIR, FB_DIST_DIR, FB_ORIGIN, FB_PORT } from './e2e-firebase/env';

/**
 * End-to-end tests against the production build (`next build && next start`) in Debian's
 * Chromium. The server gets its own build folder and a fresh data folder, so every run starts
 * from the demo content and never touches a developer's `.next` or `.data`.
 */
const PORT = E2E_PORT;
const ORIGIN = E2E_ORIGIN;
const CI = !!process.env.CI;

/** Debian's Chromium, in its headless shell when installed (e2e/browser.ts). */
const browser = { ...devices['Desktop Chrome'], launchOptions: chromium };

/**
 * Each server takes a production build (minutes on 2 cores), so a run limited to some projects
 * (`--project=firebase`, `--project=chromium`) starts only the server those projects use.
 */
function selectedProjects(argv: string[]): string[] | null {
  const names = argv.flatMap((a, i) => (a === '--project' && argv[i + 1] ? [argv[i + 1]!] : a.startsWith('--project=') ? [a.slice(10)] : []));
  return names.length ? names.map((n) => n.toLowerCase()) : null;
}
/**
 * Playwright's worker processes load this file again without the command line's --project; the
 * main process hands its choice down in the environment so every process sees the same projects.
 */
const selected = selectedProjects(process.argv) ?? (process.env.E2E_SELECTED_PROJECTS ? process.env.E2E_SELECTED_PROJECTS.split(',') : null);
if (selected) process.env.E2E_SELECTED_PROJECTS = selected.join(',');
const wants = (...projects: string[]) => !selected || selected.some((n) => n.includes('*') || projects.includes(n));
const runLocal = wants('chromium', 'admin', 'cache', 'flood') || !wants('firebase');
const runFirebase = wants('firebase');
/**
 * Each run writes its traces and report in its own folders (`test-results/<name>/<projects>`), so
 * the stages `npm test` runs one after another (docs/testing.md) keep each other's failures.
 */
const runLabel = `${E2E_NAME}/${selected ? selected.join('+').replace(/[^a-z0-9+-]/g, '_') : 'all'}`;
/**
 * E2E_REUSE_BUILD=1 serves the build already in the run's build folder when there is one (the later
 * stages of `npm test`, or a developer re-running one spec); the data folder is always fresh.
 */
const reuseBuild = process.env.E2E_REUSE_BUILD === '1';

/**
 * --no-lint and BUILD_SKIP_TYPE_CHECK=1 (next.config.ts): the lint and typecheck stages of `npm test`
 * check the same code once, and a type error in one file fails those stages by name instead of
 * every browser suite whose build it would stop. One build serves this suite (`next start`) and the standalone suite (`<dist>/standalone/server.js`
 * behind nginx, playwright.standalone.config.ts), so `npm test` builds the local site once: with
 * `output: 'standalone'`, and without the public origin, which the server then reads at run time
 * (each suite serves it at its own origin). It prerenders into a throwaway data folder, removed
 * before the server starts on a fresh one.
 */
const BUILD =
  `env -u NEXT_PUBLIC_SITE_URL -u NEXTAUTH_URL NEXT_OUTPUT=standalone BUILD_SKIP_TYPE_CHECK=1 DATA_DIR=${E2E_DATA_DIR}/build ` +
  'node node_modules/next/dist/bin/next build --no-lint';
/** Browsers per run (2 cores: 2); E2E_WORKERS sets another count. */
const WORKERS = Number(process.env.E2E_WORKERS) || 2;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: CI,
  workers: WORKERS,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: `test-results/${runLabel}`,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${runLabel}` }]],
  use: {
    baseURL: ORIGIN,
    // A trace records a screencast and DOM snapshots of every step: a quarter of the browser
    // suites' CPU on 2 cores, paid on every test to keep the failures' (docs/testing.md). CI retries
    // a failed test once and traces that retry; a developer's run (no retries) keeps the trace of
    // any failure.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The local projects share one server and its data, and the admin, cache and flood specs change
  // content or load the machine, so they never run together: `npm test` (scripts/test.mjs) runs
  // them one project per run, each on a fresh data folder, and every run even when one before it
  // failed. A plain `playwright test` with no --project runs only `chromium` and `firebase`.
  projects: [
    { name: 'chromium', testIgnore: /(admin|cache-coherence|\.flood)\.spec\.ts/, use: browser },
    // Adds and removes entries, gallery images and studs; the demo content's counts change meanwhile.
    ...(selected?.includes('admin') ? [{ name: 'admin', testMatch: /admin\.spec\.ts/, use: browser }] : []),
    // Second servers on the same build and data folder; it edits content too.
    ...(selected?.includes('cache') ? [{ name: 'cache', testMatch: /cache-coherence\.spec\.ts/, use: browser }] : []),
    // Bursts of concurrent requests (*.flood.spec.ts), alone so they slow no other test.
    ...(selected?.includes('flood') ? [{ name: 'flood', testMatch: /\.flood\.spec\.ts/, use: browser }] : []),
    // The same site with BACKEND=firebase on the emulators (e2e-firebase/*.spec.ts).
    { name: 'firebase', testDir: 'e2e-firebase', use: { ...browser, baseURL: FB_ORIGIN } },
  ],
  webServer: [
    ...(runLocal ? [localServer()] : []),
    ...(runFirebase
      ? [
          {
            name: 'firebase',
            // Starts the emulators (or uses those of `firebase emulators:exec`), builds with
            // BACKEND=firebase into its own folder and serves it; SIGTERM stops it all.
            // --build-offline: Firestore is unreachable during the build, so no page may be built from an error.
            command: `node scripts/e2e-firebase-server.mjs --port ${FB_PORT} --dist ${FB_DIST_DIR} --data ${FB_DATA_DIR} --build-offline`,
            url: `${FB_ORIGIN}/api/auth/csrf`,
            reuseExistingServer: false,
            timeout: 600_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
            // Types are the typecheck stage's job, as for the local build (BUILD above).
            env: { BUILD_SKIP_TYPE_CHECK: '1' },
          },
        ]
      : []),
  ],
});

function localServer() {
  return {
    // A fresh data folder each run: the first request seeds the demo content into it.
    command:
      (reuseBuild ? `{ test -f ${E2E_DIST_DIR}/BUILD_ID || ${BUILD}; } && ` : `rm -rf ${E2E_DATA_DIR} ${E2E_DIST_DIR} && ${BUILD} && `) +
      `rm -rf ${E2E_DATA_DIR} && node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${PORT} --keepAliveTimeout ${TEST_KEEP_ALIVE_MS}`,
    // Ready when the store answers (the first open seeds the demo content): specs may then read
    // and write the data folder directly, even in a run whose first test makes no request.
    url: `${ORIGIN}/api/health`,
    reuseExistingServer: false,
    // A cold build on a busy 2-core machine can take several minutes.
    timeout: 600_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: E2E_DIST_DIR,
      DATA_DIR: E2E_DATA_DIR,
      NEXTAUTH_URL: ORIGIN,
      NEXT_PUBLIC_SITE_URL: ORIGIN,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Playwright stands in for one reverse proxy: a test's X-Forwarded-For (its last address)
      // makes it its own visitor, as behind a real proxy; nothing else a client writes is believed.
      TRUSTED_PROXY_HOPS: '1',
    },
  };
}
