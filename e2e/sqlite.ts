import Database from 'better-sqlite3';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

/** The e2e server's SQLite file (the embedded backend's store under E2E_DATA_DIR). */
export const E2E_DB_FILE = path.resolve(__dirname, '..', E2E_DATA_DIR, 'site.db');

/**
 * Opens the e2e server's database for one read or write, waits up to 10 s for the server's own
 * write lock, and closes it again. The one way the specs look into (or set up) the store.
 */
export type E2eDb = Database.Database;

export function withE2eDb<T>(fn: (db: E2eDb) => T, { readonly = false }: { readonly?: boolean } = {}): T {
  const db = new Database(E2E_DB_FILE, { readonly, fileMustExist: true });
  db.pragma('busy_timeout = 10000');
  try {
    return fn(db);
  } finally {
    db.close();
  }
}
