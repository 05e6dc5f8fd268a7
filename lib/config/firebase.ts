import { z } from 'zod';
import { FIREBASE_PROJECT_ID as PROJECT_ID } from './env';

/**
 * Configuration of the Firebase backend, parsed with zod from the environment when BACKEND=firebase.
 * A missing or malformed variable throws one Error naming it, in the style of lib/config/env.ts
 * (whose project-id rule it shares).
 * This module is pure (no firebase-admin), so the start-up check and the tests can use it cheaply.
 */
export type FirebaseConfig = {
  projectId: string;
  storageBucket: string;
  /** The Firestore database: "(default)" unless FIRESTORE_DATABASE_ID names another one. */
  databaseId: string;
  /** A service account from FIREBASE_SERVICE_ACCOUNT, or null for application default credentials. */
  serviceAccount: { projectId: string; clientEmail: string; privateKey: string } | null;
  /** Emulator hosts (host:port), when set; firebase-admin reads the same variables. */
  emulators: { firestore: string | null; auth: string | null; storage: string | null };
};

type Env = Record<string, string | undefined>;

function fail(name: string, problem: string): never {
  throw new Error(`Configuration error: ${name} ${problem}. See .env.example.`);
}

// Bucket names: lowercase letters, digits, dots, dashes and underscores (Firebase's are <project>.firebasestorage.app or <project>.appspot.com).
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/;
const DATABASE_ID = /^\(default\)$|^[a-z][a-z0-9-]{2,61}[a-z0-9]$/;
const HOST_PORT = /^[A-Za-z0-9.-]+:\d{1,5}$|^\[[0-9a-fA-F:]+\]:\d{1,5}$/;

const serviceAccountSchema = z.object({
  project_id: z.string().regex(PROJECT_ID, 'project_id is not a Firebase project id'),
  client_email: z.email('client_email is not an email address'),
  private_key: z
    .string()
    .min(1, 'private_key is empty')
    .transform((k) => k.replace(/\\n/g, '\n'))
    .refine((k) => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(k), 'private_key is not a PEM private key'),
});

function value(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function parseServiceAccount(raw: string): FirebaseConfig['serviceAccount'] {
  const name = 'FIREBASE_SERVICE_ACCOUNT';
  let text = raw;
  // Hosts that mangle multi-line values often get the JSON base64-encoded instead.
  if (!text.startsWith('{')) {
    const decoded = Buffer.from(text, 'base64').toString('utf8').trim();
    if (!decoded.startsWith('{')) fail(name, 'must be the service account JSON (or that JSON base64-encoded)');
    text = decoded;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    fail(name, 'is not valid JSON');
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const missing = issue.code === 'invalid_type' && field ? `${field} is missing` : issue.message;
    fail(name, `is not a usable service account key: ${missing}`);
  }
  return { projectId: parsed.data.project_id, clientEmail: parsed.data.client_email, privateKey: parsed.data.private_key };
}

/** App Hosting and Cloud Functions provide FIREBASE_CONFIG ({"projectId", "storageBucket", …}). */
function firebaseConfigEnv(env: Env): { projectId?: string; storageBucket?: string } {
  const raw = value(env, 'FIREBASE_CONFIG');
  if (!raw?.startsWith('{')) return {};
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    return {
      projectId: typeof v.projectId === 'string' ? v.projectId : undefined,
      storageBucket: typeof v.storageBucket === 'string' ? v.storageBucket : undefined,
    };
  } catch {
    return {};
  }
}

function emulatorHost(env: Env, name: string): string | null {
  const v = value(env, name);
  if (!v) return null;
  const host = v.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (!HOST_PORT.test(host)) fail(name, 'must be host:port, e.g. 127.0.0.1:8080');
  return host;
}

export function parseFirebaseConfig(env: Env = process.env): FirebaseConfig {
  const rawAccount = value(env, 'FIREBASE_SERVICE_ACCOUNT');
  const serviceAccount = rawAccount ? parseServiceAccount(rawAccount) : null;
  const fromHost = firebaseConfigEnv(env);

  const explicit = value(env, 'FIREBASE_PROJECT_ID');
  const projectId =
    explicit ??
    serviceAccount?.projectId ??
    value(env, 'NEXT_PUBLIC_FIREBASE_PROJECT_ID') ??
    fromHost.projectId ??
    value(env, 'GOOGLE_CLOUD_PROJECT') ??
    value(env, 'GCLOUD_PROJECT');
  if (!projectId) {
    fail('FIREBASE_PROJECT_ID', 'is required when BACKEND=firebase (or set FIREBASE_SERVICE_ACCOUNT, whose project_id is used)');
  }
  if (!PROJECT_ID.test(projectId)) {
    fail(explicit ? 'FIREBASE_PROJECT_ID' : 'NEXT_PUBLIC_FIREBASE_PROJECT_ID', `is not a Firebase project id ("${projectId}")`);
  }

  // The browser signs in to the project of the web config; its ID tokens only verify on that project.
  const webProject = value(env, 'NEXT_PUBLIC_FIREBASE_PROJECT_ID');
  if (webProject && webProject !== projectId) {
    fail('NEXT_PUBLIC_FIREBASE_PROJECT_ID', `("${webProject}") must name the server's project ("${projectId}"), or every sign-in is refused`);
  }

  const bucket = value(env, 'FIREBASE_STORAGE_BUCKET')?.replace(/^gs:\/\//, '').replace(/\/+$/, '') ?? fromHost.storageBucket ?? `${projectId}.firebasestorage.app`;
  if (!BUCKET.test(bucket)) fail('FIREBASE_STORAGE_BUCKET', `is not a bucket name ("${bucket}")`);

  const databaseId = value(env, 'FIRESTORE_DATABASE_ID') ?? '(default)';
  if (!DATABASE_ID.test(databaseId)) fail('FIRESTORE_DATABASE_ID', `is not a Firestore database id ("${databaseId}")`);

  return {
    projectId,
    storageBucket: bucket,
    databaseId,
    serviceAccount,
    emulators: {
      firestore: emulatorHost(env, 'FIRESTORE_EMULATOR_HOST'),
      auth: emulatorHost(env, 'FIREBASE_AUTH_EMULATOR_HOST'),
      storage: emulatorHost(env, 'STORAGE_EMULATOR_HOST') ?? emulatorHost(env, 'FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  };
}
