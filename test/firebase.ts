import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
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

/** A backend on an empty Firestore database of its own (a new database id per call). */
export async function freshFirebaseBackend(): Promise<FirebaseBackend> {
  const env = useFirebaseEmulators();
  const config = parseFirebaseConfig({ ...env, FIREBASE_SERVICE_ACCOUNT: undefined, FIRESTORE_DATABASE_ID: `t${randomBytes(6).toString('hex')}` });
  return createFirebaseBackend(config);
}
