/** The standalone suite's server (playwright.standalone.config.ts, scripts/standalone.mjs). */
export const STANDALONE_PORT = Number(process.env.STANDALONE_PORT || 4643);
export const STANDALONE_ORIGIN = `https://127.0.0.1:${STANDALONE_PORT}`;
export const STANDALONE_DIST = process.env.STANDALONE_DIST || '.next-standalone';
/** The first admin of each new data folder, passed to the server as ADMIN_EMAIL / ADMIN_PASSWORD. */
export const STANDALONE_ADMIN = { email: 'admin@standalone.test', password: 'standalone-admin-password-1' } as const;
