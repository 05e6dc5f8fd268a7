import { freePortsSync } from '../e2e/free-ports';

/**
 * The standalone suite's server (playwright.standalone.config.ts, scripts/standalone.mjs): on
 * STANDALONE_PORT, else a free port picked once by the first process that loads this module and
 * written to the environment, so Playwright's workers and web server see the same one.
 */
process.env.STANDALONE_PORT ||= String(freePortsSync(1)[0]);
export const STANDALONE_PORT = Number(process.env.STANDALONE_PORT);
export const STANDALONE_ORIGIN = `https://127.0.0.1:${STANDALONE_PORT}`;
export const STANDALONE_DIST = process.env.STANDALONE_DIST || '.next-standalone';
/** The first admin of each new data folder, passed to the server as ADMIN_EMAIL / ADMIN_PASSWORD. */
export const STANDALONE_ADMIN = { email: 'admin@standalone.test', password: 'standalone-admin-password-1' } as const;
