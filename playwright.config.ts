import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_DIST_DIR, E2E_ORIGIN, E2E_PORT } from './e2e/env';
import { FB_DATA_DIR, FB_DIST_DIR, FB_ORIGIN, FB_PORT } from './e2e-firebase/env';

/**
 * End-to-end tests against the production build (`next build && next start`) in Debian's
 * Chromium. The server gets its own build folder and a fresh data folder, so every run starts
 * from the demo content and never touches a developer's `.next` or `.data`.
 */
const PORT = E2E_PORT;
const ORIGIN = E2E_ORIGIN;
const CI = !!process.env.CI;

/**
 * Debian's Chromium (never a downloaded browser), with the flags a closed network and root need.
 * CHROMIUM_PATH points elsewhere where there is no /usr/bin/chromium (GitHub's runners: Chrome).
 */
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

/**
 * Each server takes a production build (minutes on 2 cores), so a run limited to some projects
 * (`--project=firebase`, `--project=chromium`) starts only the server those projects use.
 */
function selectedProjects(argv: string[]): string[] | null {
  const names = argv.flatMap((a, i) => (a === '--project' && argv[i + 1] ? [argv[i + 1]!] : a.startsWith('--project=') ? [a.slice(10)] : []));
  return names.length ? names.map((n) => n.toLowerCase()) : null;
}
const selected = selectedProjects(process.argv);
const wants = (...projects: string[]) => !selected || selected.some((n) => n.includes('*') || projects.includes(n));
const runLocal = wants('chromium', 'admin', 'cache', 'flood') || !wants('firebase');
const runFirebase = wants('firebase');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: ORIGIN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The admin spec adds and removes entries, gallery images and studs for a moment; it runs
    // after the others so their counts of the demo content hold.
    { name: 'chromium', testIgnore: /(admin|cache-coherence|\.flood)\.spec\.ts/, use: browser },
    { name: 'admin', testMatch: /admin\.spec\.ts/, dependencies: ['chromium'], use: browser },
    // Second servers on the same build and data folder (issue 9); it edits content too, so last.
    { name: 'cache', testMatch: /cache-coherence\.spec\.ts/, dependencies: ['admin'], use: browser },
    // Bursts of concurrent requests (*.flood.spec.ts, issue 11.4): alone at the very end, so they slow no other test.
    { name: 'flood', testMatch: /\.flood\.spec\.ts/, dependencies: ['cache'], use: browser },
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
            // --build-offline: Firestore is unreachable during the build (issue 9: no error pages shipped).
            command: `node scripts/e2e-firebase-server.mjs --port ${FB_PORT} --dist ${FB_DIST_DIR} --data ${FB_DATA_DIR} --build-offline`,
            url: `${FB_ORIGIN}/api/auth/csrf`,
            reuseExistingServer: false,
            timeout: 600_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
          },
        ]
      : []),
  ],
});

function localServer() {
  return {
    // A fresh data folder each run: the first request seeds the demo content into it.
    command:
      `rm -rf ${E2E_DATA_DIR} ${E2E_DIST_DIR} && node node_modules/next/dist/bin/next build && ` +
      `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${PORT}`,
    url: `${ORIGIN}/api/auth/csrf`,
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
