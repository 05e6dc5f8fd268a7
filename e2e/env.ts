/**
 * Where the e2e server runs and the admin account it is seeded with (playwright.config.ts).
 * E2E_PORT and E2E_NAME let a second copy of the suite run beside the first (its own port, build
 * folder `.next-<name>` and data folder `.data-<name>`); CI uses the defaults.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_NAME = process.env.E2E_NAME || 'e2e';
export const E2E_DIST_DIR = `.next-${E2E_NAME}`;
export const E2E_DATA_DIR = `.data-${E2E_NAME}`;
export const E2E_ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password-1234' } as const;
