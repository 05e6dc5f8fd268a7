import { freePortsSync } from './free-ports';

/**
 * Where the e2e server runs and the admin account it is seeded with (playwright.config.ts).
 * E2E_NAME gives a copy of the suite its own build folder `.next-<name>` and data folder
 * `.data-<name>`. The ports are free ones on 127.0.0.1 unless E2E_PORT (and E2E_FIREBASE_PORT, else
 * E2E_PORT + 10, e2e-firebase/env.ts) name them: two clones, or two people, run the suite at once,
 * and a busy port never breaks a run.
 *
 * The first process that loads this module picks the ports and writes them to the environment:
 * Playwright's main process (its config imports this), whose web servers and workers inherit them,
 * or scripts/test.mjs, which picks them once for all its stages.
 */
function pickPorts(): void {
  const env = process.env;
  if (env.E2E_PORT && !env.E2E_FIREBASE_PORT) env.E2E_FIREBASE_PORT = String(Number(env.E2E_PORT) + 10);
  if (env.E2E_PORT && env.E2E_FIREBASE_PORT) return;
  const [local, firebase] = freePortsSync(2);
  env.E2E_PORT ||= String(local);
  env.E2E_FIREBASE_PORT ||= String(firebase);
}
pickPorts();

export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_NAME = process.env.E2E_NAME || 'e2e';
export const E2E_DIST_DIR = `.next-${E2E_NAME}`;
export const E2E_DATA_DIR = `.data-${E2E_NAME}`;
export const E2E_ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password-1234' } as const;

/**
 * How long a test server keeps an idle connection (Node's default is 5 s). Playwright's request
 * context reuses its connections; a test that sits longer than 5 s between two requests (a build,
 * a backup, a mail poll) could send the second one on a socket the server was closing that moment
 * and get ECONNRESET. Longer than any idle gap in a spec; idle sockets still close on shutdown.
 */
export const TEST_KEEP_ALIVE_MS = 65_000;
