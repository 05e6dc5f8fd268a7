import { randomBytes } from 'node:crypto';
import { afterEach, inject } from 'vitest';
import { createFirebaseBackend, parseFirebaseConfig, type FirebaseBackend } from '@/lib/backend/firebase';

/**
 * Points firebase-admin at the emulators: those the unit run's global setup started (provided to
 * the workers), or those of `firebase emulators:exec` (already in the environment).
 * Throws when neither is there, so a Firebase test never talks to a real project.
 */
export function useFirebaseEmulators(): Record<string, string | undefined> {
  const provided = inject('firebaseEmulators') as Record<string, string> | undefined;
  if (provided) Object.assign(process.env, provided);
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Firebase tests need the emulators: run them with `npx vitest run` (the firebase project starts them) or inside `firebase emulators:exec`.');
  }
  const projectId = process.env.FIREBASE_PROJECT_ID || process.env.GCLOUD_PROJECT;
  if (!projectId?.startsWith('demo-')) throw new Error(`Firebase tests run only on a demo- project id (got ${projectId}).`);
  process.env.FIREBASE_PROJECT_ID = projectId;
  return process.env;
}

/**
 * Points the site itself (getBackend, next-auth) at the emulators in Firebase mode, on a Firestore
 * database of the test file's own (`<prefix>-<random>`). Call before importing the site's modules.
 */
export function pointSiteAtFirebase(prefix: string): void {
  useFirebaseEmulators();
  process.env.BACKEND = 'firebase';
  process.env.NEXTAUTH_SECRET = 'test-secret-that-is-long-enough-123';
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY = 'demo-api-key';
  process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID = process.env.FIREBASE_PROJECT_ID;
  process.env.FIRESTORE_DATABASE_ID = `${prefix}-${randomBytes(5).toString('hex')}`;
}

/** A backend on an empty Firestore database of its own (a new database id per call). */
export async function freshFirebaseBackend(): Promise<FirebaseBackend> {
  const env = useFirebaseEmulators();
  const config = parseFirebaseConfig({ ...env, FIREBASE_SERVICE_ACCOUNT: undefined, FIRESTORE_DATABASE_ID: `t${randomBytes(6).toString('hex')}` });
  return createFirebaseBackend(config);
}

/** Opens a fresh backend (freshFirebaseBackend) per call, each closed after the test that opened it. */
export function firebaseBackendPerTest(): () => Promise<FirebaseBackend> {
  const open: FirebaseBackend[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((b) => b.close()));
  });
  return async () => {
    const b = await freshFirebaseBackend();
    open.push(b);
    return b;
  };
}
