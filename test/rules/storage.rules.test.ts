import fs from 'node:fs';
import path from 'node:path';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * storage.rules against the official Storage emulator (Java; CI only, through
 * `firebase emulators:exec`). Only vitest.emulators.config.ts includes this file; the default
 * unit run checks the same rules statically (test/storage-rules.static.test.ts).
 */

let env: RulesTestEnvironment;

/** The site's paths (docs/product.md §7): studs' full-resolution photos and hidden puppies' photos among them. */
const SITE = ['adminGallery/dog_1700000000000.jpg', 'puppies/1700000000000_sunny.jpg', 'studs/1700000000000_duke.jpg', 'hero-image.jpg'];
const OTHER = ['private/notes.txt', 'puppies/nested/deep.jpg', 'uploads/tmp.jpg'];
const FOLDERS = ['', 'adminGallery', 'puppies', 'studs', 'private'];
const BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
/** Download URLs as the server hands them out (with their tokens), made with the rules off. */
const downloadUrls = new Map<string, string>();

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT || 'demo-breeder',
    storage: { rules: fs.readFileSync(path.resolve(__dirname, '../../storage.rules'), 'utf8') },
  });
  await env.clearStorage();
  // What the server (firebase-admin, no rules) would have uploaded.
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const p of [...SITE, ...OTHER]) {
      await ctx.storage().ref(p).put(BYTES, { contentType: 'image/jpeg' });
      downloadUrls.set(p, await ctx.storage().ref(p).getDownloadURL());
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const anonymous = () => env.unauthenticatedContext().storage();
const alice = () => env.authenticatedContext('alice', { email: 'alice@example.com' }).storage();
const boss = () => env.authenticatedContext('boss', { email: 'boss@example.com', role: 'admin' }).storage();
type Storage = ReturnType<typeof anonymous>;
/** An upload as a promise (an UploadTask is only thenable). */
const put = (storage: Storage, p: string) => storage.ref(p).put(BYTES, { contentType: 'image/jpeg' }).then((snapshot) => snapshot);

describe('storage.rules', () => {
  it.each([...SITE, ...OTHER])('%s: nobody gets it through the rules (no download URL, no metadata)', async (p) => {
    for (const storage of [anonymous(), alice(), boss()]) {
      await assertFails(storage.ref(p).getDownloadURL());
      await assertFails(storage.ref(p).getMetadata());
    }
  });

  it.each(FOLDERS)('folder "%s": nobody lists it', async (folder) => {
    for (const storage of [anonymous(), alice(), boss()]) {
      await assertFails(storage.ref(folder).listAll());
      await assertFails(storage.ref(folder).list({ maxResults: 10 }));
    }
  });

  it.each(SITE)('%s: its download URL (with the token the server handed out) still loads, rules or not', async (p) => {
    const url = downloadUrls.get(p)!;
    expect(url).toMatch(/[?&]token=/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(BYTES);
    // Without the token the same object is refused.
    const bare = new URL(url);
    bare.searchParams.delete('token');
    expect((await fetch(bare)).status).toBeGreaterThanOrEqual(400);
  });

  it.each([...SITE, 'puppies/new.jpg', 'adminGallery/new.jpg'])('%s: anonymous, user and admin-claim writes are denied', async (p) => {
    await assertFails(put(anonymous(), p));
    await assertFails(put(alice(), p));
    await assertFails(put(boss(), p));
  });

  it('deleting and changing metadata are denied too', async () => {
    await assertFails(anonymous().ref('hero-image.jpg').delete());
    await assertFails(boss().ref('puppies/1700000000000_sunny.jpg').delete());
    await assertFails(alice().ref('adminGallery/dog_1700000000000.jpg').updateMetadata({ customMetadata: { x: 'y' } }));
  });
});
