import fs from 'node:fs';

/**
 * The browser the Playwright suites drive (playwright.config.ts, playwright.standalone.config.ts):
 * Debian's Chromium, never a downloaded one. CHROMIUM_PATH names another where Debian's is missing
 * (GitHub's runners: Google Chrome) and then serves every spec.
 *
 * The specs run in Chromium's headless shell (Debian's `chromium-headless-shell`, the build
 * Playwright itself uses for headless runs) when it is installed: on 2 cores it takes 40% less CPU
 * than the full browser in headless mode for the same tests (docs/testing.md). Without it the
 * specs run in the full browser, only slower.
 */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The flags a closed network and root need. */
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

/** The full browser: for a spec that needs what only it does (e2e/payments.spec.ts says what). */
export const fullChromium = { executablePath: process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM, args };

/** What every spec runs in unless it asks for `fullChromium`. */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH || (fs.existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM),
  args,
};
