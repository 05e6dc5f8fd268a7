#!/usr/bin/env node
/**
 * Local Firebase emulators for tests and e2e, offline:
 *   - Firestore: @firestore-emulator/server (pure Node, in this process),
 *   - Auth: the firebase-tools Auth emulator (pure Node, a child process group).
 *   - Storage (opt-in, `--only firestore,auth,storage`): firebase-tools' Storage emulator in this
 *     process, without its Java rules engine (see startStorage); the official suite is the reference.
 *
 * Programmatic:
 *   import { startEmulators } from './scripts/emulators.mjs';
 *   const { env, stop } = await startEmulators({ projectId: 'demo-breeder' });
 *
 * CLI:
 *   node scripts/emulators.mjs                      # run until Ctrl-C, print the env to use
 *   node scripts/emulators.mjs -- npx vitest run    # run a command with the env, then stop
 *   node scripts/emulators.mjs --only firestore,auth,storage --seed   # populated: demo content + an admin
 * Options: --project demo-x  --firestore-port N  --auth-port N  --storage-port N
 *          --only firestore,auth[,storage] (default firestore,auth)  --write-env path
 *          --seed (needs storage: `npm run seed` into the emulators, plus the demo admin account)
 * (or EMULATOR_PROJECT_ID, FIRESTORE_EMULATOR_PORT, AUTH_EMULATOR_PORT in the environment).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const DEFAULT_PROJECT = 'demo-breeder';

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/** A wait that never keeps the process alive on its own (stop() races it against the child's exit). */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms).unref());

function grpcServerCredentials() {
  try {
    const req = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'));
    return req('@grpc/grpc-js').ServerCredentials;
  } catch {
    return null;
  }
}

async function startFirestore(port) {
  const { FirestoreServer } = await import('@firestore-emulator/server');
  const server = new FirestoreServer();
  // FirestoreServer.start() binds 0.0.0.0; bind its gRPC server to loopback only when we can.
  const grpc = /** @type {any} */ (server).server;
  if (grpc && typeof grpc.bindAsync === 'function') {
    // The credentials must come from the grpc-js copy the emulator itself uses.
    const ServerCredentials = grpcServerCredentials();
    if (ServerCredentials) {
      await new Promise((resolve, reject) =>
        grpc.bindAsync(`${HOST}:${port}`, ServerCredentials.createInsecure(), (err) => (err ? reject(err) : resolve(undefined))),
      );
    } else {
      await server.start(port);
    }
  } else {
    await server.start(port);
  }
  return {
    /** Empties every project (tests may also use a fresh project id instead). */
    clear: () => server.state.clear(),
    stop: () => server.stop(),
  };
}

async function startAuth(port, projectId, log) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-auth-emulator-'));
  const config = path.join(dir, 'firebase.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { port, host: HOST },
        // Free ports for firebase-tools' own helpers too, so several copies can run side by side.
        hub: { port: await freePort(), host: HOST },
        logging: { port: await freePort(), host: HOST },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const bin = path.join(ROOT, 'node_modules', '.bin', 'firebase');
  if (!fs.existsSync(bin)) throw new Error(`firebase-tools is not installed (${bin} is missing); run npm install.`);
  // Own process group (detached), so stopping kills firebase-tools and everything it started.
  // cwd is the temp dir so firebase-debug.log never lands in the repository.
  const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: process.env.CI ?? '1' },
  });
  const output = [];
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 60) output.shift();
      log?.(`[auth-emulator] ${line}`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );

  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  // Never leave the group behind if this process dies without calling stop().
  const onExit = () => killGroup('SIGKILL');
  process.on('exit', onExit);

  const stop = async () => {
    process.off('exit', onExit);
    if (!exited) {
      killGroup('SIGINT');
      const done = await Promise.race([exitPromise, sleep(8000).then(() => null)]);
      if (!done) killGroup('SIGKILL');
      await Promise.race([exitPromise, sleep(2000)]);
    }
    // firebase-tools may leave helpers in the group even after it exits.
    killGroup('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`The Auth emulator exited (${JSON.stringify(exited)}) before it was ready:\n${output.join('\n')}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Auth emulator did not answer on ${HOST}:${port} within 90 s:\n${output.join('\n')}`);
    }
    try {
      const res = await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status < 500) break;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  return { stop };
}

/**
 * The firebase-tools Storage emulator (its Node implementation of the Cloud Storage and Firebase
 * Storage APIs), started in this process. Its rules engine is a Java program that cannot be
 * downloaded offline, so here every request that needs rules is refused (as storage.rules would for
 * writes); admin (firebase-admin) requests and download-token URLs never consult rules and work as
 * in the official suite. Opt-in (`--only …,storage`): the official suite remains the reference.
 */
async function startStorage(port, projectId) {
  const req = createRequire(import.meta.url);
  const { StorageEmulator } = req('firebase-tools/lib/emulator/storage');
  const { EmulatorRegistry } = req('firebase-tools/lib/emulator/registry');
  // Its blobs in a folder of this copy's own: firebase-tools keeps them in <tmp>/firebase/storage/blobs
  // and empties that folder on start and stop, which crashed another copy running beside this one.
  const blobs = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-storage-emulator-'));
  class PrivateStorageEmulator extends StorageEmulator {
    getPersistenceTmpDir() {
      return blobs;
    }
  }
  const emulator = new PrivateStorageEmulator({ projectId, host: HOST, port, rules: { name: 'storage.rules', content: '' }, auto_download: false });
  const denyAll = {
    verify: async () => ({ permitted: false, issues: { exist: () => false, all: [] } }),
  };
  emulator._rulesRuntime.start = async () => {};
  emulator._rulesRuntime.stop = async () => {};
  emulator._rulesManager = { start: async () => {}, stop: async () => {}, getRuleset: () => denyAll };
  // Loading other rules (rules-unit-testing) needs the engine: answer 400 instead of crashing.
  emulator.replaceRules = async () => ({
    errors: ['Storage rules need the Java rules runtime: run rules tests on the official emulator suite.'],
    warnings: [],
  });
  await EmulatorRegistry.start(emulator);
  return {
    stop: async () => {
      await EmulatorRegistry.stop('storage');
      fs.rmSync(blobs, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the emulators and resolves when all answer.
 * @param {{ projectId?: string, firestorePort?: number, authPort?: number, storagePort?: number, firestore?: boolean, auth?: boolean, storage?: boolean, log?: (line: string) => void }} [opts]
 * @returns {Promise<{ env: Record<string, string>, projectId: string, clearFirestore: () => void, stop: () => Promise<void> }>}
 */
export async function startEmulators(opts = {}) {
  const projectId = opts.projectId ?? DEFAULT_PROJECT;
  if (!/^demo-[a-z0-9-]+$/.test(projectId)) {
    throw new Error(`Emulator project ids start with "demo-" so nothing can reach a real project (got "${projectId}").`);
  }
  // The browser's project id too: it must match the server's (lib/config/firebase.ts checks).
  const env = { FIREBASE_PROJECT_ID: projectId, GCLOUD_PROJECT: projectId, NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId };
  const stops = [];
  let clearFirestore = () => {};
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) {
      try {
        await s();
      } catch (e) {
        opts.log?.(`[emulators] stop failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  };
  try {
    if (opts.firestore !== false) {
      const port = opts.firestorePort || (await freePort());
      const fsEmu = await startFirestore(port);
      stops.push(fsEmu.stop);
      clearFirestore = fsEmu.clear;
      env.FIRESTORE_EMULATOR_HOST = `${HOST}:${port}`;
    }
    if (opts.auth !== false) {
      const port = opts.authPort || (await freePort());
      const auth = await startAuth(port, projectId, opts.log);
      stops.push(auth.stop);
      env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${port}`;
      // The browser's view of the Auth emulator (the Firebase JS SDK's connectAuthEmulator).
      env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${port}`;
    }
    if (opts.storage === true) {
      const port = opts.storagePort || (await freePort());
      const storage = await startStorage(port, projectId);
      stops.push(storage.stop);
      env.STORAGE_EMULATOR_HOST = `http://${HOST}:${port}`;
      env.FIREBASE_STORAGE_EMULATOR_HOST = `${HOST}:${port}`;
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { env, projectId, clearFirestore, stop };
}

/** The demo admin account `seedDemoSite` makes on the Auth emulator (never on a real project). */
export const DEMO_ADMIN = { email: 'admin@breeder.local', password: 'demo-admin-password' };

function runTsx(script, args, env) {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['--conditions=react-server', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${[script, ...args].join(' ')} exited with ${code}`))));
  });
}

/**
 * A populated Firebase-mode site on the emulators: the demo content (`npm run seed`, through the
 * port) and, when the Auth emulator runs, the demo admin account (DEMO_ADMIN, promoted with
 * `npm run admin`). `env` points at the emulators (startEmulators().env, with the Storage emulator).
 */
export async function seedDemoSite(env) {
  if (!env.STORAGE_EMULATOR_HOST) throw new Error('Seeding needs the Storage emulator (--only firestore,auth,storage).');
  if (!/^demo-/.test(env.FIREBASE_PROJECT_ID ?? '')) throw new Error('Seeding from this script only targets demo- projects on the emulators.');
  const site = {
    ...process.env,
    // What Firebase mode requires to open the backend; the seed itself uses only firebase-admin.
    NEXTAUTH_SECRET: 'emulator-seed-only-0123456789abcdef',
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    ...env,
    BACKEND: 'firebase',
  };
  delete site.FIREBASE_SERVICE_ACCOUNT;
  await runTsx('scripts/seed.ts', [], site);
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const res = await fetch(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`The demo admin account could not be made on the Auth emulator: ${res.status} ${await res.text()}`);
  await runTsx('scripts/admin.ts', ['promote', DEMO_ADMIN.email], site);
}

function parseArgs(argv) {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const command = dash === -1 ? [] : argv.slice(dash + 1);
  const opts = {
    projectId: process.env.EMULATOR_PROJECT_ID || undefined,
    firestorePort: Number(process.env.FIRESTORE_EMULATOR_PORT) || undefined,
    authPort: Number(process.env.AUTH_EMULATOR_PORT) || undefined,
    envFile: undefined,
  };
  for (let i = 0; i < own.length; i++) {
    const a = own[i];
    const value = () => {
      const v = own[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--project') opts.projectId = value();
    else if (a === '--firestore-port') opts.firestorePort = Number(value());
    else if (a === '--auth-port') opts.authPort = Number(value());
    else if (a === '--storage-port') opts.storagePort = Number(value());
    else if (a === '--write-env') opts.envFile = value();
    else if (a === '--seed') opts.seed = true;
    else if (a === '--only') {
      const only = value().split(',');
      opts.firestore = only.includes('firestore');
      opts.auth = only.includes('auth');
      opts.storage = only.includes('storage');
    } else throw new Error(`Unknown option ${a}. Usage: node scripts/emulators.mjs [--project demo-x] [--firestore-port N] [--auth-port N] [--only firestore,auth,storage] [--storage-port N] [--write-env path] [--seed] [-- command...]`);
  }
  return { opts, command };
}

async function main() {
  const { opts, command } = parseArgs(process.argv.slice(2));
  const verbose = process.env.EMULATORS_VERBOSE === '1';
  // A signal while starting: exit, and the 'exit' hook of startAuth kills the child group.
  const early = () => process.exit(130);
  process.on('SIGINT', early);
  process.on('SIGTERM', early);
  const emulators = await startEmulators({ ...opts, log: verbose ? (l) => console.error(l) : undefined });
  process.off('SIGINT', early);
  process.off('SIGTERM', early);
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    await emulators.stop();
    process.exit(code);
  };

  if (opts.seed) {
    try {
      await seedDemoSite(emulators.env);
      console.log(`Demo content added. Demo admin on the Auth emulator: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
    } catch (e) {
      console.error(e instanceof Error ? e.message : e);
      return shutdown(1);
    }
  }

  const lines = Object.entries(emulators.env).map(([k, v]) => `${k}=${v}`);
  if (opts.envFile) fs.writeFileSync(opts.envFile, `${lines.join('\n')}\n`);

  if (command.length === 0) {
    console.log(`Emulators ready (project ${emulators.projectId}). Use:\n${lines.map((l) => `  export ${l}`).join('\n')}\nCtrl-C stops them.`);
    process.on('SIGINT', () => void shutdown(0));
    process.on('SIGTERM', () => void shutdown(0));
    return;
  }

  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, ...emulators.env } });
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      if (child.exitCode === null) child.kill(sig);
      else void shutdown(130);
    });
  }
  child.on('error', (e) => {
    console.error(`Could not run ${command[0]}: ${e.message}`);
    void shutdown(127);
  });
  child.on('exit', (code, signal) => void shutdown(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
