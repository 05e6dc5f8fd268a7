import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFirebaseEmulators } from '@/test/firebase';
import { openFirebaseApp, type FirebaseHandles } from './app';
import { parseFirebaseConfig } from '@/lib/config/firebase';
import { createFirebaseMediaStore } from './media';

/**
 * Cloud Storage specifics beyond the contract (which firebase.test.ts runs whole), against a Storage emulator: the offline one the
 * unit run's global setup starts (firebase-tools' Node implementation), or the official suite under
 * vitest.emulators.config.ts (see docs/firebase-backend.md). Without STORAGE_EMULATOR_HOST it fails
 * instead of passing silently.
 */
function requireStorageEmulator() {
  useFirebaseEmulators();
  if (!process.env.STORAGE_EMULATOR_HOST && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    throw new Error('STORAGE_EMULATOR_HOST is not set: run this suite with `firebase emulators:exec --only auth,firestore,storage "npx vitest run -c vitest.emulators.config.ts"`.');
  }
}
requireStorageEmulator();

describe('firebase media: Cloud Storage specifics', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
  let fb: FirebaseHandles;
  const folder = `adminGallery`;
  const run = randomBytes(3).toString('hex');
  beforeAll(() => {
    fb = openFirebaseApp(parseFirebaseConfig({ ...process.env, FIREBASE_SERVICE_ACCOUNT: undefined }));
  });
  afterAll(() => fb?.close());

  it('pages through the folder listing (here 2 per page), not recursively, oldest first', async () => {
    const config = parseFirebaseConfig(process.env);
    const media = createFirebaseMediaStore(fb.bucket, { bucket: config.storageBucket, emulatorHost: config.emulators.storage }, 2);
    for (const item of await media.list({ folder })) await media.delete({ path: item.fullPath });
    const names = Array.from({ length: 5 }, (_, i) => `${folder}/p${run}_${i}.png`);
    for (const path of names) await media.put({ path, bytes: png, contentType: 'image/png' });
    await media.put({ path: `${folder}/nested/deeper.png`, bytes: png, contentType: 'image/png' });
    expect((await media.list({ folder })).map((i) => i.fullPath)).toEqual(names);
    // count pages the same way (docs/scale.md: the Dashboard's gallery count), nested files left out.
    expect(await media.count({ folder })).toBe(5);
    // listNewest reads across the listing pages too and builds the asked page only (docs/scale.md: /gallery pages).
    const newest = await media.listNewest({ folder, offset: 1, limit: 2 });
    expect(newest.total).toBe(5);
    expect(newest.items.map((i) => i.fullPath)).toEqual([names[3], names[2]]);
    for (const path of [...names, `${folder}/nested/deeper.png`]) expect(await media.delete({ path })).toBe(true);
  });

  it('hands out URLs a browser can load, new on every upload of the same path', async () => {
    const config = parseFirebaseConfig(process.env);
    const media = createFirebaseMediaStore(fb.bucket, { bucket: config.storageBucket, emulatorHost: config.emulators.storage });
    const first = await media.put({ path: 'hero-image.jpg', bytes: png, contentType: 'image/jpeg' });
    const res = await fetch(first.url);
    expect(res.status).toBe(200);
    expect(Array.from(new Uint8Array(await res.arrayBuffer()))).toEqual(Array.from(png));
    const second = await media.put({ path: 'hero-image.jpg', bytes: png, contentType: 'image/jpeg' });
    expect(second.url).not.toBe(first.url);
    expect(media.pathFromUrl(second.url)).toBe('hero-image.jpg');
    await media.delete({ path: 'hero-image.jpg' });
  });
});
