import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseFirebaseConfig } from './firebase';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const account = { type: 'service_account', project_id: 'albion-goldens', client_email: 'site@albion-goldens.iam.gserviceaccount.com', private_key: privateKey };

const error = (env: Record<string, string | undefined>) => {
  try {
    parseFirebaseConfig(env);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected a configuration error');
};

describe('firebase configuration', () => {
  it('takes the project and the credentials from the service account', () => {
    const c = parseFirebaseConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) });
    expect(c).toMatchObject({ projectId: 'albion-goldens', storageBucket: 'albion-goldens.firebasestorage.app', databaseId: '(default)' });
    expect(c.serviceAccount).toEqual({ projectId: 'albion-goldens', clientEmail: account.client_email, privateKey });
    expect(c.emulators).toEqual({ firestore: null, auth: null, storage: null });
  });

  it('accepts the key with escaped newlines, or the JSON base64-encoded', () => {
    const escaped = JSON.stringify({ ...account, private_key: privateKey.replace(/\n/g, '\\n') });
    expect(parseFirebaseConfig({ FIREBASE_SERVICE_ACCOUNT: escaped }).serviceAccount?.privateKey).toBe(privateKey);
    const b64 = Buffer.from(JSON.stringify(account)).toString('base64');
    expect(parseFirebaseConfig({ FIREBASE_SERVICE_ACCOUNT: b64 }).projectId).toBe('albion-goldens');
  });

  it('uses application default credentials without a service account, and finds the project id in order', () => {
    expect(parseFirebaseConfig({ FIREBASE_PROJECT_ID: 'one-project', GOOGLE_CLOUD_PROJECT: 'three-project' })).toMatchObject({ projectId: 'one-project', serviceAccount: null });
    expect(parseFirebaseConfig({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account), GOOGLE_CLOUD_PROJECT: 'three-project' }).projectId).toBe('albion-goldens');
    expect(parseFirebaseConfig({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'two-project', GOOGLE_CLOUD_PROJECT: 'three-project' }).projectId).toBe('two-project');
    expect(parseFirebaseConfig({ GOOGLE_CLOUD_PROJECT: 'three-project' }).projectId).toBe('three-project');
    expect(parseFirebaseConfig({ FIREBASE_CONFIG: '{"projectId":"app-hosting","storageBucket":"app-hosting.appspot.com"}' })).toMatchObject({
      projectId: 'app-hosting',
      storageBucket: 'app-hosting.appspot.com',
    });
  });

  it('takes the bucket, the database and the emulator hosts', () => {
    const c = parseFirebaseConfig({
      FIREBASE_PROJECT_ID: 'demo-breeder',
      FIREBASE_STORAGE_BUCKET: 'gs://demo-breeder.appspot.com/',
      FIRESTORE_DATABASE_ID: 'site-data',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
      STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199',
    });
    expect(c).toMatchObject({
      storageBucket: 'demo-breeder.appspot.com',
      databaseId: 'site-data',
      emulators: { firestore: '127.0.0.1:8080', auth: 'localhost:9099', storage: '127.0.0.1:9199' },
    });
    expect(parseFirebaseConfig({ FIREBASE_PROJECT_ID: 'demo-breeder', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' }).emulators.storage).toBe('127.0.0.1:9199');
  });

  it('names the variable that is missing or malformed, in one message', () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{}, /^Configuration error: FIREBASE_PROJECT_ID is required when BACKEND=firebase .*See \.env\.example\.$/],
      [{ FIREBASE_PROJECT_ID: '   ' }, /FIREBASE_PROJECT_ID is required/],
      [{ FIREBASE_PROJECT_ID: 'Not A Project' }, /FIREBASE_PROJECT_ID is not a Firebase project id/],
      [{ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'x' }, /NEXT_PUBLIC_FIREBASE_PROJECT_ID is not a Firebase project id/],
      [{ FIREBASE_SERVICE_ACCOUNT: '{not json' }, /FIREBASE_SERVICE_ACCOUNT is not valid JSON/],
      [{ FIREBASE_SERVICE_ACCOUNT: 'bm90IGpzb24=' }, /FIREBASE_SERVICE_ACCOUNT must be the service account JSON/],
      [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, project_id: undefined }) }, /FIREBASE_SERVICE_ACCOUNT is not a usable service account key: project_id is missing/],
      [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, client_email: undefined }) }, /FIREBASE_SERVICE_ACCOUNT .*client_email is missing/],
      [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, private_key: undefined }) }, /FIREBASE_SERVICE_ACCOUNT .*private_key is missing/],
      [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, client_email: 'nobody' }) }, /FIREBASE_SERVICE_ACCOUNT .*client_email is not an email address/],
      [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ ...account, private_key: 'secret' }) }, /FIREBASE_SERVICE_ACCOUNT .*private_key is not a PEM private key/],
      [{ FIREBASE_PROJECT_ID: 'one-project', NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'two-project' }, /NEXT_PUBLIC_FIREBASE_PROJECT_ID \("two-project"\) must name the server's project \("one-project"\)/],
      [{ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account), NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'two-project' }, /NEXT_PUBLIC_FIREBASE_PROJECT_ID .*"albion-goldens"/],
      [{ FIREBASE_PROJECT_ID: 'demo-breeder', FIREBASE_STORAGE_BUCKET: 'Bad Bucket!' }, /FIREBASE_STORAGE_BUCKET is not a bucket name/],
      [{ FIREBASE_PROJECT_ID: 'demo-breeder', FIRESTORE_DATABASE_ID: 'No_Such' }, /FIRESTORE_DATABASE_ID is not a Firestore database id/],
      [{ FIREBASE_PROJECT_ID: 'demo-breeder', FIRESTORE_EMULATOR_HOST: 'localhost' }, /FIRESTORE_EMULATOR_HOST must be host:port/],
      [{ FIREBASE_PROJECT_ID: 'demo-breeder', FIREBASE_AUTH_EMULATOR_HOST: 'http://x' }, /FIREBASE_AUTH_EMULATOR_HOST must be host:port/],
      [{ FIREBASE_PROJECT_ID: 'demo-breeder', STORAGE_EMULATOR_HOST: '9199' }, /STORAGE_EMULATOR_HOST must be host:port/],
    ];
    for (const [env, message] of cases) {
      const m = error(env);
      expect(m, JSON.stringify(env)).toMatch(message);
      expect(m.split('\n')).toHaveLength(1);
      expect(m).not.toContain('PRIVATE KEY');
    }
  });
});
