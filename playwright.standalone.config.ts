import { defineConfig, devices } from '@playwright/test';
import { chromium } from './e2e/browser';
import { STANDALONE_ADMIN, STANDALONE_DIST, STANDALONE_ORIGIN, STANDALONE_PORT } from './e2e-standalone/env';

/**
 * The one-VPS deployment, tested without docker (npm run test:standalone): the standalone server
 * (`NEXT_OUTPUT=standalone next build`, `node server.js` with DATA_DIR in a temp folder) behind the
 * shipped nginx config (deploy/nginx) on loopback with a self-signed certificate. scripts/standalone.mjs
 * builds when needed, starts both and stops them on SIGTERM.
 */
const PORT = STANDALONE_PORT;
const ORIGIN = STANDALONE_ORIGIN;
const DIST = STANDALONE_DIST;

export default defineConfig({
  testDir: 'e2e-standalone',
  // Its own folder: other Playwright runs clean test-results/ when they start.
  outputDir: 'test-results-standalone',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: ORIGIN,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: chromium,
  },
  webServer: {
    // CI builds afresh, unless `npm test` hands over the build its e2e stage just made
    // (STANDALONE_REUSE_BUILD=1 with STANDALONE_DIST, scripts/test.mjs).
    command: `node scripts/standalone.mjs --serve --port ${PORT} --dist ${DIST}${process.env.CI && process.env.STANDALONE_REUSE_BUILD !== '1' ? ' --rebuild' : ''}`,
    url: `${ORIGIN}/api/health`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { ADMIN_EMAIL: STANDALONE_ADMIN.email, ADMIN_PASSWORD: STANDALONE_ADMIN.password },
  },
});
