import fs from 'node:fs';
import path from 'node:path';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';

/**
 * storage.rules against the official Storage emulator (Java; CI only, through
 * `firebase emulators:exec`). Only vitest.emulators.config.ts includes this file.
 */

let env: RulesTestEnvironment;

const PUBLIC = ['adminGallery/dog_1700000000000.jpg', 'puppies/1700000000000_sunny.jpg', 'studs/1700000000000_duke.jpg', 'hero-image.jpg'];
const PRIVATE = ['private/notes.txt', 'puppies/nested/deep.jpg', 'uploads/tmp.jpg'];
const BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT || 'demo-breeder',
    storage: { rules: fs.readFileSync(path.resolve(__dirname, '../../storage.rules'), 'utf8') },
  });
  await env.clearStorage();
  // What the server (firebase-admin, no rules) would have uploaded.
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const p of [...PUBLIC, ...PRIVATE]) await ctx.storage().ref(p).put(BYTES, { contentType: 'image/jpeg' });
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
  it.each(PUBLIC)('%s: anyone may read it', async (p) => {
    await assertSucceeds(anonymous().ref(p).getDownloadURL());
    await assertSucceeds(anonymous().ref(p).getMetadata());
    await assertSucceeds(alice().ref(p).getDownloadURL());
  });

  it.each(PRIVATE)('%s: nobody reads outside the image folders', async (p) => {
    await assertFails(anonymous().ref(p).getDownloadURL());
    await assertFails(alice().ref(p).getMetadata());
  });

  it.each([...PUBLIC, 'puppies/new.jpg', 'adminGallery/new.jpg'])('%s: anonymous, user and admin-claim writes are denied', async (p) => {
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
