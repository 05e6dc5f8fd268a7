import fs from 'node:fs';
import path from 'node:path';
import { hashPassword, randomPassword } from '@/lib/config/password';
import type { Backend } from '../../types';
import { getMeta, setMeta, type Db } from '../db';
import { loadDemoImages, writeDemoContent, type DemoImages } from './demo';

export type SeedOptions = {
  dataDir: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Demo content (puppies, studs, gallery, settings); off for tests that want an empty store. */
  demo?: boolean;
  log?: (line: string) => void;
};

/**
 * Seeds a new database once: demo content and the first admin account. A `seeded` flag, not an
 * empty table, decides, so an owner who deletes every puppy does not get the demo back.
 * Runs under an IMMEDIATE lock so the parallel workers of `next build` seed exactly once.
 */
export async function seedIfNew(db: Db, backend: Backend, opts: SeedOptions): Promise<void> {
  if (getMeta(db, 'seeded_at')) return;
  // A store that already holds records (an import, `npm run seed`) keeps them and gets no demo on top.
  const demo = opts.demo !== false && !hasRecords(db);
  // Read the artwork before taking the lock: sharp is async and the lock should be short.
  const images: DemoImages = demo ? await loadDemoImages() : new Map();
  const adminPassword = opts.adminPassword ?? randomPassword();
  const adminHash = await hashPassword(adminPassword);

  db.exec('BEGIN IMMEDIATE');
  try {
    if (getMeta(db, 'seeded_at')) {
      db.exec('ROLLBACK');
      return;
    }
    const now = Date.now();
    if (demo && !hasRecords(db)) await writeDemoContent(backend, images, now);
    // The first admin, unless the store already has one (an imported site).
    const adminEmail = opts.adminEmail ?? 'admin@breeder.local';
    if (!hasAdmin(db) && !(await backend.users.getByEmail({ email: adminEmail }))) {
      await backend.users.create({ email: adminEmail, role: 'admin', passwordHash: adminHash });
      if (!opts.adminPassword) {
        const file = path.join(opts.dataDir, 'admin-credentials.txt');
        fs.writeFileSync(file, `email: ${adminEmail}\npassword: ${adminPassword}\n`, { mode: 0o600 });
        // Under `npm start` (scripts/start.mjs) the credentials are shown in a box once the server
        // answers, not in the middle of the build's output.
        (opts.log ?? console.log)(
          process.env.ADMIN_CREDENTIALS_NOTICE === 'after-start'
            ? `\nFirst admin account created; npm start shows its password once the server is ready (also in ${file}).\n`
            : `\nFirst admin account created.\n  email:    ${adminEmail}\n  password: ${adminPassword}\n` +
                `This password is shown once; it is also in ${file} (readable only by you). Change it after signing in.\n`,
        );
      }
    }
    setMeta(db, 'seeded_at', new Date(now).toISOString());
    db.exec('COMMIT');
  } catch (e) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw e;
  }
}

function hasRecords(db: Db): boolean {
  const row = db
    .prepare<[], { n: number }>(
      "SELECT (SELECT COUNT(*) FROM puppies) + (SELECT COUNT(*) FROM parents) + (SELECT COUNT(*) FROM media) + (SELECT COUNT(*) FROM settings) + (SELECT COUNT(*) FROM users) AS n",
    )
    .get();
  return (row?.n ?? 0) > 0;
}

function hasAdmin(db: Db): boolean {
  return !!db.prepare("SELECT 1 FROM users WHERE role = 'admin' LIMIT 1").get();
}
