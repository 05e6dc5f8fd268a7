import { randomBytes } from 'node:crypto';
import { cert, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { FirebaseConfig } from '@/lib/config/firebase';

export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export type FirebaseHandles = {
  app: App;
  db: Firestore;
  auth: Auth;
  /** The Cloud Storage bucket, made on first use (tests without a Storage emulator never touch it). */
  bucket(): Bucket;
  close(): Promise<void>;
};

/** docs/product.md §9: storage operations give up retrying after 120 s. */
const STORAGE_OPERATION_RETRY_SECONDS = 120;

/**
 * One firebase-admin app per backend instance, under a unique name, so tests (and a process that
 * opens two backends) never share an app, and closing one closes only its own connections.
 * The emulator variables (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, STORAGE_EMULATOR_HOST)
 * are read by firebase-admin itself from the environment.
 */
export function openFirebaseApp(config: FirebaseConfig): FirebaseHandles {
  const name = `breeder-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const app = initializeApp(
    {
      projectId: config.projectId,
      storageBucket: config.storageBucket,
      // Without a service account firebase-admin uses application default credentials.
      ...(config.serviceAccount ? { credential: cert(config.serviceAccount) } : {}),
    },
    name,
  );
  const db = config.databaseId === '(default)' ? getFirestore(app) : getFirestore(app, config.databaseId);
  let bucket: Bucket | null = null;
  return {
    app,
    db,
    auth: getAuth(app),
    bucket() {
      if (!bucket) {
        bucket = getStorage(app).bucket(config.storageBucket);
        bucket.storage.retryOptions = { ...bucket.storage.retryOptions, totalTimeout: STORAGE_OPERATION_RETRY_SECONDS };
      }
      return bucket;
    },
    close: () => deleteApp(app),
  };
}
