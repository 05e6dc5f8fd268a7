// Names of the files the site keeps in DATA_DIR beside its database, shared by the server (lib/)
// and the operations scripts (scripts/*.mjs, plain Node without a TypeScript step).

/** The session-signing secret made on first start (lib/config/auth-secret.ts); never in a backup. */
export const AUTH_SECRET_FILE = 'auth-secret';

/** The last off-site backup attempt (scripts/offsite.mjs writes it, the Dashboard reads it): times, key and size, nothing secret. */
export const OFFSITE_STATUS_FILE = 'offsite-backup.json';
