import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { expect, type Page } from '@playwright/test';
import { FB_DATA_DIR } from './env';

/**
 * What the Firebase-mode specs need beside the browser: the emulator env the server was started
 * with (written by scripts/e2e-firebase-server.mjs), the stored records (firebase-admin on the
 * same emulator, read only), and the owner's admin command.
 */

const ROOT = path.resolve(__dirname, '..');

/** The site's Firebase configuration (BACKEND, NEXTAUTH_SECRET, web config, emulator hosts). */
export type SiteEnv = {
  FIREBASE_PROJECT_ID: string;
  FIRESTORE_EMULATOR_HOST: string;
  FIREBASE_AUTH_EMULATOR_HOST: string;
} & Record<string, string>;

let cached: SiteEnv | null = null;

/**
 * The e2e server's Firebase env (scripts/e2e-firebase-server.mjs writes it); also points this
 * process (firebase-admin, the Auth REST helpers) at the same emulators.
 */
export function emulatorEnv(): SiteEnv {
  if (cached) return cached;
  const file = path.join(ROOT, FB_DATA_DIR, 'emulators.json');
  cached = (JSON.parse(fs.readFileSync(file, 'utf8')) as { env: SiteEnv }).env;
  for (const key of ['FIREBASE_PROJECT_ID', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const) {
    process.env[key] = cached[key];
  }
  process.env.GCLOUD_PROJECT = cached.FIREBASE_PROJECT_ID;
  return cached;
}

let db: Firestore | null = null;

function firestore(): Firestore {
  if (db) return db;
  const env = emulatorEnv();
  const app: App = getApps().find((a) => a.name === 'e2e-reader') ?? initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, 'e2e-reader');
  db = getFirestore(app);
  return db;
}

/** users/{uid} by email, as stored (null when there is none). */
export async function storedUser(email: string): Promise<{ id: string; email: string; role: string } | null> {
  const snap = await firestore().collection('users').where('email', '==', email.toLowerCase()).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) return null;
  const data = doc.data() as { email: string; role: string };
  return { id: doc.id, email: data.email, role: data.role };
}

/** How many of the site's own address-confirmation emails the outbox holds for `email`. */
export async function siteVerificationMailsFor(email: string): Promise<number> {
  const snap = await firestore().collection('outbox').where('kind', '==', 'verification').where('to', 'array-contains', email.toLowerCase()).get();
  return snap.size;
}

/** The stored puppy entry with this (unique) name. */
export async function storedPuppyByName(name: string): Promise<{ id: string; status: string; public: boolean; imageUrl: string | null } | null> {
  const snap = await firestore().collection('puppies').where('name', '==', name).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) return null;
  const data = doc.data() as { status: string; public: boolean; imageUrl?: string | null };
  return { id: doc.id, status: data.status, public: data.public, imageUrl: data.imageUrl ?? null };
}

/** `npm run admin -- <command> <email>` with the server's Firebase env, as the owner runs it. */
export async function runAdmin(command: 'promote' | 'demote', email: string): Promise<string> {
  const env = emulatorEnv();
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/admin.ts', command, email],
    {
      cwd: ROOT,
      timeout: 60_000,
      env: { ...process.env, ...env, FIREBASE_SERVICE_ACCOUNT: '' },
    },
  );
  return stdout;
}

/** The password-reset codes the Auth emulator "sent" to this address (its outbox of emails). */
export async function resetCodesFor(email: string): Promise<number> {
  return oobCodesFor(email, 'PASSWORD_RESET');
}

/** How many address-verification emails the Auth emulator has "sent" to `email`. */
export async function verifyCodesFor(email: string): Promise<number> {
  return oobCodesFor(email, 'VERIFY_EMAIL');
}

async function oobCodesFor(email: string, requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<number> {
  const env = emulatorEnv();
  const res = await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${env.FIREBASE_PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes?: { email: string; requestType: string }[] };
  return (body.oobCodes ?? []).filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === requestType).length;
}

/** The header's Logout, then the header offers Login again. */
export async function logout(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}
