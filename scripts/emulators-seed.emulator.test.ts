import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend, parseFirebaseConfig, type FirebaseBackend } from '@/lib/backend/firebase';
import { useFirebaseEmulators } from '@/test/firebase';
import { emulatorSignIn, tokenClaims } from '@/test/firebase-auth';
import { DEMO_ADMIN, seedDemoSite } from './emulators.mjs';

/** `node scripts/emulators.mjs --seed` and `e2e-firebase-server.mjs --seed`: a populated Firebase-mode site on the emulators. */
const open: FirebaseBackend[] = [];
afterAll(async () => {
  for (const b of open) await b.close();
});

describe('emulators --seed', () => {
  it('puts the demo content and a signed-in-able demo admin into the emulators, through the real CLI commands', { timeout: 120_000 }, async () => {
    const env = useFirebaseEmulators();
    const id = randomBytes(5).toString('hex');
    const target: Record<string, string> = {
      FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID!,
      GCLOUD_PROJECT: env.FIREBASE_PROJECT_ID!,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID!,
      FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST!,
      FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST!,
      STORAGE_EMULATOR_HOST: env.STORAGE_EMULATOR_HOST!,
      // A database and a bucket of its own, so other tests' data never counts.
      FIRESTORE_DATABASE_ID: `s${id}`,
      FIREBASE_STORAGE_BUCKET: `seed-${id}.appspot.com`,
    };
    await seedDemoSite(target);

    const b = await createFirebaseBackend(parseFirebaseConfig({ ...target }));
    open.push(b);
    expect((await b.puppies.listAll()).length).toBe(18);
    expect((await b.studs.listAll()).length).toBe(4);
    expect((await b.media.list({ folder: 'adminGallery' })).length).toBe(12);
    const [first] = await b.puppies.listPublic();
    expect((await fetch(first!.imageUrl!)).status).toBe(200);
    expect((await b.users.getByEmail({ email: DEMO_ADMIN.email }))?.role).toBe('admin');
    const session = await emulatorSignIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(tokenClaims(session.idToken).role).toBe('admin');

    // A second seed of the same project is refused (the CLI exits non-zero with the message).
    await expect(seedDemoSite(target)).rejects.toThrow(/scripts\/seed\.ts exited with 1/);
  });
});
