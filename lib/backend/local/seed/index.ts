import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mediaPaths } from '@/lib/domain/media';
import { hashPassword, randomPassword } from '@/lib/server/password';
import type { Backend } from '../../types';
import { getMeta, setMeta, type Db } from '../db';
import { SEED_BASIC_INFO, SEED_GALLERY, seedEntries, seedStuds } from './content';

const IMAGES_DIR = path.join(process.cwd(), 'lib', 'backend', 'local', 'seed', 'images');

async function imageFile(name: string) {
  const bytes = fs.readFileSync(path.join(IMAGES_DIR, `${name}.webp`));
  const meta = await sharp(bytes).metadata();
  return { bytes, meta: { width: String(meta.width ?? ''), height: String(meta.height ?? '') } };
}

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
  const demo = opts.demo !== false;
  // Read the artwork before taking the lock: sharp is async and the lock should be short.
  const images = demo
    ? await Promise.all(
        [...seedEntries().map((e) => e.image), ...seedStuds().map((s) => s.image), ...SEED_GALLERY.map((_, i) => `gallery-${String(i + 1).padStart(2, '0')}`)].map(
          async (name) => [name, await imageFile(name)] as const,
        ),
      ).then((pairs) => new Map(pairs))
    : new Map<string, Awaited<ReturnType<typeof imageFile>>>();
  const adminPassword = opts.adminPassword ?? randomPassword();
  const adminHash = await hashPassword(adminPassword);

  db.exec('BEGIN IMMEDIATE');
  try {
    if (getMeta(db, 'seeded_at')) {
      db.exec('ROLLBACK');
      return;
    }
    const now = Date.now();
    if (demo) {
      for (const { image, ...entry } of seedEntries(now)) {
        const img = images.get(image)!;
        const stored = await backend.media.put({
          path: mediaPaths.puppy(image, 'webp', now),
          bytes: img.bytes,
          contentType: 'image/webp',
          customMetadata: img.meta,
        });
        await backend.puppies.create({ input: { ...entry, imageUrl: stored.url } });
      }
      for (const { image, ageDays, ...stud } of seedStuds()) {
        const img = images.get(image)!;
        const stored = await backend.media.put({
          path: mediaPaths.stud(image, 'webp', now),
          bytes: img.bytes,
          contentType: 'image/webp',
          customMetadata: img.meta,
        });
        const dob = new Date(now - ageDays * 86_400_000).toISOString().slice(0, 10);
        await backend.studs.create({ input: { ...stud, dob, imageUrl: stored.url } });
      }
      for (const [i, name] of SEED_GALLERY.entries()) {
        const img = images.get(`gallery-${String(i + 1).padStart(2, '0')}`)!;
        await backend.media.put({
          path: mediaPaths.gallery(name, 'webp', now + i),
          bytes: img.bytes,
          contentType: 'image/webp',
          customMetadata: img.meta,
        });
      }
      await backend.settings.setBasicInfo({ input: SEED_BASIC_INFO });
    }
    const adminEmail = opts.adminEmail ?? 'admin@breeder.local';
    if (!(await backend.users.getByEmail({ email: adminEmail }))) {
      await backend.users.create({ email: adminEmail, role: 'admin', passwordHash: adminHash });
      if (!opts.adminPassword) {
        const file = path.join(opts.dataDir, 'admin-credentials.txt');
        fs.writeFileSync(file, `email: ${adminEmail}\npassword: ${adminPassword}\n`, { mode: 0o600 });
        (opts.log ?? console.log)(
          `\nFirst admin account created.\n  email:    ${adminEmail}\n  password: ${adminPassword}\n` +
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
