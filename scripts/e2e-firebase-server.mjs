#!/usr/bin/env node
/**
 * The server of the Playwright project `firebase` (playwright.config.ts): the site in Firebase
 * mode, production build, on emulators.
 *
 *   1. Emulators: those of `firebase emulators:exec` when the environment already points at them
 *      (CI's official suite), otherwise the offline ones of scripts/emulators.mjs (Node Firestore,
 *      firebase-tools Auth and its Storage emulator without the Java rules engine) on free
 *      loopback ports.
 *   2. `next build` into its own folder with BACKEND=firebase, the emulator hosts and a demo web
 *      config, then `next start` on its own port.
 *   3. The Firebase env of the site is written to <data dir>/emulators.json for the specs (they
 *      promote an admin with the same env), and everything is stopped on SIGTERM/SIGINT (Playwright's
 *      gracefulShutdown) or when next exits.
 *
 * Usage: node scripts/e2e-firebase-server.mjs --port 3110 --dist .next-e2e-firebase --data .data-e2e-firebase [--seed] [--build-offline]
 *
 * --seed: a populated site (try Firebase mode offline): the demo content goes into the emulators
 * before the build (`npm run seed`), and the demo admin account (scripts/emulators.mjs DEMO_ADMIN)
 * is made on the Auth emulator. The Playwright project runs without it (its specs start empty).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ADMIN, freePort, seedDemoSite, startEmulators } from './emulators.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i !== -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const port = Number(option('port', process.env.E2E_FIREBASE_PORT || '3110'));
const distDir = option('dist', '.next-e2e-firebase');
const dataDir = path.resolve(ROOT, option('data', '.data-e2e-firebase'));
const origin = `http://127.0.0.1:${port}`;
const seed = process.argv.includes('--seed');
// docs/caching.md: a Firebase-mode build that cannot read Firestore must not ship error pages. The
// Playwright project builds this way (Firestore unreachable during `next build` only), and
// e2e-firebase/cache-coherence.spec.ts checks the served pages.
const buildOffline = process.argv.includes('--build-offline');

let emulators = null;
let child = null;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(undefined);
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }
  await emulators?.stop().catch(() => undefined);
  process.exit(code);
}

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void shutdown(0));

/** Emulators already given by `firebase emulators:exec` (it sets these), or null. */
function givenEmulators() {
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST } = process.env;
  if (!FIRESTORE_EMULATOR_HOST || !FIREBASE_AUTH_EMULATOR_HOST) return null;
  const projectId = process.env.GCLOUD_PROJECT || process.env.FIREBASE_PROJECT_ID || 'demo-breeder';
  // firebase-admin's Cloud Storage client wants the scheme (emulators:exec sets both forms).
  const storage =
    process.env.STORAGE_EMULATOR_HOST || (process.env.FIREBASE_STORAGE_EMULATOR_HOST ? `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}` : '');
  return {
    env: {
      FIREBASE_PROJECT_ID: projectId,
      GCLOUD_PROJECT: projectId,
      FIRESTORE_EMULATOR_HOST,
      FIREBASE_AUTH_EMULATOR_HOST,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: FIREBASE_AUTH_EMULATOR_HOST,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
      ...(storage ? { STORAGE_EMULATOR_HOST: storage } : {}),
    },
    stop: async () => undefined,
  };
}

function run(args, env, { inherit }) {
  return spawn(process.execPath, [NEXT, ...args], { cwd: ROOT, env, stdio: inherit ? 'inherit' : ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  if (!/^\.next[\w.-]*$/.test(distDir)) throw new Error(`--dist must be a .next… folder name (got ${distDir})`);
  // Offline: Firestore, Auth and firebase-tools' own Storage emulator (no rules engine; the
  // server writes with admin rights), so no request ever leaves the machine.
  emulators = givenEmulators() ?? (await startEmulators({ projectId: 'demo-breeder-e2e', storage: true }));
  const projectId = emulators.env.FIREBASE_PROJECT_ID;
  // Everything Firebase mode is configured with; the specs run the admin command with it too.
  const site = {
    ...emulators.env,
    BACKEND: 'firebase',
    NEXTAUTH_SECRET: 'e2e-firebase-secret-0123456789abcdef',
    // The Auth emulator accepts any API key; the project id must match the emulator's.
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
  };
  const env = {
    ...process.env,
    ...site,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: distDir,
    // Not used in Firebase mode, but keeps any stray local write out of the shared .data.
    DATA_DIR: dataDir,
    NEXTAUTH_URL: origin,
    NEXT_PUBLIC_SITE_URL: origin,
  };
  delete env.FIREBASE_SERVICE_ACCOUNT;

  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'emulators.json'), `${JSON.stringify({ origin, env: site }, null, 2)}\n`);
  fs.rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
  if (seed) {
    // Before the build, so the static pages are built with the content.
    await seedDemoSite(emulators.env);
    console.log(`[e2e-firebase] demo content added; demo admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  }

  const buildEnv = buildOffline ? { ...env, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${await freePort()}` } : env;
  // --no-lint: npm test's lint stage checks the same code once.
  child = run(['build', '--no-lint'], buildEnv, { inherit: false });
  const built = await new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  if (stopping) return;
  if (built !== 0) {
    console.error(`[e2e-firebase] next build failed (exit ${built})`);
    return shutdown(1);
  }
  // Idle connections kept 65 s, as the embedded e2e server does (TEST_KEEP_ALIVE_MS in
  // e2e/env.ts): a spec's reused connection is never closed under it by the 5 s default.
  child = run(['start', '-H', '127.0.0.1', '-p', String(port), '--keepAliveTimeout', '65000'], env, { inherit: true });
  child.once('exit', (code) => void shutdown(code ?? 1));
}

main().catch((e) => {
  console.error(`[e2e-firebase] ${e instanceof Error ? e.message : String(e)}`);
  void shutdown(1);
});
