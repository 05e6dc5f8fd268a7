/** Where the e2e server runs and the admin account it is seeded with (playwright.config.ts). */
export const E2E_PORT = 3100;
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { email: 'admin@example.test', password: 'e2e-admin-password-1234' } as const;
