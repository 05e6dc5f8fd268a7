#!/usr/bin/env node
/**
 * `npm run bench:cache`: the budgets of docs/caching.md (docs/caching.md), against production builds.
 *
 *   1. Edit → visible on the other instance: two `next start` on one store; 20 renames through
 *      server A's own admin action (updatePuppyAction), each timed until server B's /puppies shows
 *      it. p50/p95/max, for the embedded default and for Firebase mode (emulators).
 *   2. Backend reads per public request at steady state, Firebase adapter: the Firestore emulator
 *      runs in this process and counts what it serves (documents read, queries and gets); a mix of
 *      public pages is requested after a warm-up and the reads are divided by the requests.
 *   3. ISR-hit throughput on /puppies: the shared handler against Next's default handler (the same
 *      build started with BENCH_NEXT_DEFAULT_CACHE=1, next.config.ts) in one run, alternating rounds.
 *
 * Builds `.next-bench-cache` (embedded) and `.next-bench-cache-firebase` once and reuses them
 * (--rebuild to build again); data folders are fresh each run. Results: bench-results/cache.json.
 * Options: --skip-embedded, --skip-firebase, --requests=N (per throughput round, default 1500), --rebuild,
 * --dist=<folder> / --firebase-dist=<folder> (use these build folders instead).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withTsconfigKept } from './keep-tsconfig.mjs';
import { cookieHeader, signIn } from './site-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const REQUESTS = Number(args.find((a) => a.startsWith('--requests='))?.slice(11) ?? 1500);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const CONCURRENCY = 8;
const EDITS = 20;
const ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-password-1234' };

const started = Date.now();
const log = (...a) => console.log(`[bench-cache ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...a);
const children = new Set();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function run(cmdArgs, env, { quiet = true } = {}) {
  const child = spawn(process.execPath, [NEXT, ...cmdArgs], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
  });
  let err = '';
  child.stderr?.on('data', (d) => (err += d));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return { child, err: () => err };
}

async function build(distDir, env) {
  if (!flag('rebuild') && fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) return log(`reusing ${distDir}`);
  log(`building ${distDir} …`);
  let output = () => '';
  const code = await withTsconfigKept(ROOT, () => {
    const { child, err } = run(['build'], { ...env, NEXT_DIST_DIR: distDir });
    output = err;
    return new Promise((r) => child.once('exit', r));
  });
  if (code !== 0) throw new Error(`next build (${distDir}) failed:\n${output()}`);
}

async function start(distDir, env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { child, err } = run(['start', '-H', '127.0.0.1', '-p', String(port)], { ...env, NEXT_DIST_DIR: distDir, NEXTAUTH_URL: origin, NEXT_PUBLIC_SITE_URL: origin });
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${err()}`);
    try {
      if ((await fetch(`${origin}/api/auth/csrf`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (i > 600) throw new Error('next start did not answer');
    await sleep(100);
  }
  return {
    origin,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

// ------------------------------------------------------------------ HTTP client (as e2e/http-client.ts; signIn is in site-server.mjs)

async function findActionId(origin, page, name, cookies) {
  const html = await (await fetch(`${origin}${page}`, { headers: { cookie: cookieHeader(cookies) } })).text();
  const re = new RegExp(`createServerReference\\)\\("([0-9a-f]{40,})",[^)]*?"${name}"\\)`);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) {
    const id = re.exec(await (await fetch(new URL(m[1], origin))).text())?.[1];
    if (id) return id;
  }
  throw new Error(`no action ${name} on ${page}`);
}

async function renameEntry(origin, actionId, cookies, id, name) {
  const body = new FormData();
  for (const [k, v] of [['id', id], ['entryType', 'puppy'], ['name', name], ['order', '5'], ['status', 'Available'], ['price', '2500'], ['public', 'on']]) body.append(`_1_${k}`, v);
  body.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
  const res = await fetch(`${origin}/admin/puppies`, { method: 'POST', headers: { accept: 'text/x-component', 'next-action': actionId, cookie: cookieHeader(cookies) }, body });
  const text = await res.text();
  if (!text.includes('"status":"ok"')) throw new Error(`rename failed: ${res.status} ${text.slice(0, 200)}`);
}

// ------------------------------------------------------------------ measurements

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** 20 renames through A, each timed until B's /puppies has it. */
async function editToVisible(a, b, cookies, entryId) {
  const actionId = await findActionId(a.origin, '/admin/puppies', 'updatePuppyAction', cookies);
  await fetch(`${b.origin}/puppies`).then((r) => r.text());
  const times = [];
  for (let i = 0; i < EDITS; i++) {
    const name = `Bench Edit ${Date.now().toString(36)} ${i}`;
    await renameEntry(a.origin, actionId, cookies, entryId, name);
    const t0 = Date.now();
    for (;;) {
      if ((await (await fetch(`${b.origin}/puppies`)).text()).includes(name)) break;
      if (Date.now() - t0 > 30_000) throw new Error('edit not visible on B within 30 s');
      await sleep(10);
    }
    times.push(Date.now() - t0);
  }
  return { edits: EDITS, p50Ms: pct(times, 50), p95Ms: pct(times, 95), maxMs: Math.max(...times) };
}

/** A closed loop of `total` GETs with CONCURRENCY in flight; requests per second. */
async function load(origin, paths, total) {
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const p = paths[next++ % paths.length];
        const res = await fetch(`${origin}${p}`);
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  if (failed) throw new Error(`${failed} of ${total} requests failed`);
  return { requests: total, seconds: Number(seconds.toFixed(2)), rps: Math.round(total / seconds) };
}

async function throughput(distDir, env) {
  const shared = await start(distDir, env);
  const own = await start(distDir, { ...env, BENCH_NEXT_DEFAULT_CACHE: '1' });
  try {
    for (const s of [shared, own]) await load(s.origin, ['/puppies'], 200); // warm: HITs from here on
    const rounds = { shared: [], nextDefault: [] };
    for (let r = 0; r < 3; r++) {
      rounds.shared.push((await load(shared.origin, ['/puppies'], REQUESTS)).rps);
      rounds.nextDefault.push((await load(own.origin, ['/puppies'], REQUESTS)).rps);
    }
    const med = (xs) => pct(xs, 50);
    const headers = (await fetch(`${shared.origin}/puppies`)).headers;
    return {
      requestsPerRound: REQUESTS,
      concurrency: CONCURRENCY,
      sharedHandlerRps: rounds.shared,
      nextDefaultHandlerRps: rounds.nextDefault,
      ratio: Number((med(rounds.shared) / med(rounds.nextDefault)).toFixed(3)),
      sharedCacheHeader: headers.get('x-nextjs-cache'),
    };
  } finally {
    await shared.stop();
    await own.stop();
  }
}

// ------------------------------------------------------------------ embedded default

async function embedded() {
  const distDir = option('dist') ?? '.next-bench-cache';
  const dataDir = path.join(ROOT, '.data-bench-cache');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  await build(distDir, env);
  const a = await start(distDir, env);
  const b = await start(distDir, env);
  try {
    const cookies = await signIn(a.origin, 'password', { email: ADMIN.email, password: ADMIN.password });
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
    const entryId = db.prepare("SELECT id FROM puppies WHERE is_public = 1 AND entry_type = 'puppy' ORDER BY sort_order LIMIT 1").get().id;
    db.close();
    log('embedded: edit → visible on the other instance …');
    const edits = await editToVisible(a, b, cookies, entryId);
    log('embedded:', edits);
    await a.stop();
    await b.stop();
    log('embedded: ISR-hit throughput on /puppies, shared vs Next default …');
    const tp = await throughput(distDir, env);
    log('embedded:', tp);
    return { editToVisible: edits, throughput: tp };
  } finally {
    await a.stop();
    await b.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------ Firebase mode

/** The offline Firestore emulator in this process, counting what it serves. */
async function countingFirestore() {
  const { FirestoreServer } = await import('@firestore-emulator/server');
  const server = new FirestoreServer();
  const counts = { documents: 0, queries: 0, gets: 0 };
  const state = server.state;
  const getDocument = state.getDocument.bind(state);
  const v1Query = state.v1Query.bind(state);
  state.getDocument = (...a) => {
    counts.gets++;
    counts.documents++;
    return getDocument(...a);
  };
  state.v1Query = (...a) => {
    const out = v1Query(...a);
    counts.queries++;
    counts.documents += Array.isArray(out) ? out.length : 0;
    return out;
  };
  const port = await freePort();
  await server.start(port);
  return { host: `127.0.0.1:${port}`, counts, stop: () => server.stop() };
}

async function firebase() {
  const fsEmu = await countingFirestore();
  const { startEmulators } = await import('../../scripts/emulators.mjs');
  // The e2e project's id, so a Playwright Firebase build can be reused (--firebase-dist); the emulators are the bench's own.
  const projectId = 'demo-breeder-e2e';
  // Auth and Storage (the gallery reads Cloud Storage) from scripts/emulators.mjs; Firestore is ours.
  const auth = await startEmulators({ projectId, firestore: false, storage: true });
  const env = {
    ...auth.env,
    FIRESTORE_EMULATOR_HOST: fsEmu.host,
    BACKEND: 'firebase',
    NEXTAUTH_SECRET: 'bench-cache-secret-0123456789abcdef',
    NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    FIREBASE_SERVICE_ACCOUNT: '',
    DATA_DIR: path.join(ROOT, '.data-bench-cache-firebase'),
  };
  const distDir = option('firebase-dist') ?? '.next-bench-cache-firebase';
  process.env.FIRESTORE_EMULATOR_HOST = fsEmu.host;
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId }, 'bench-cache'));
  // Content: a dozen entries, two studs, contact info (Firebase projects start empty).
  const now = Timestamp.now();
  for (let i = 0; i < 12; i++) {
    await db.collection('puppies').doc(`p${i}`).set({ entryType: 'puppy', name: `Bench Pup ${i}`, order: i, public: true, status: 'Available', price: 2000 + i, createdAt: now, updatedAt: now });
  }
  for (let i = 0; i < 2; i++) await db.collection('studs').doc(`s${i}`).set({ name: `Bench Stud ${i}`, available: true, createdAt: now });
  await db.doc('settings/basicInfo').set({ address: 'Albion, NY', phone: '(585) 555-0100', email: 'hello@example.test', notificationEmails: ['hello@example.test'], updatedAt: now });
  let a;
  let b;
  try {
    await build(distDir, env);
    a = await start(distDir, env);
    b = await start(distDir, env);
    // An admin: an Auth emulator account whose users record says admin.
    const signUp = await (
      await fetch(`http://${auth.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, returnSecureToken: true }),
      })
    ).json();
    await db.doc(`users/${signUp.localId}`).set({ email: ADMIN.email, role: 'admin', createdAt: now, updatedAt: now });
    const cookies = await signIn(a.origin, 'firebase', { idToken: signUp.idToken });
    log('firebase: edit → visible on the other instance …');
    const edits = await editToVisible(a, b, cookies, 'p0');
    log('firebase:', edits);

    log('firebase: backend reads per public request at steady state …');
    const paths = ['/', '/puppies', '/studs', '/gallery', '/contact', '/puppies/p1', '/about'];
    await load(a.origin, paths, 300); // warm: every page and read cached
    await sleep(1500);
    const before = { ...fsEmu.counts };
    const steady = await load(a.origin, paths, REQUESTS * 2);
    const d = (k) => fsEmu.counts[k] - before[k];
    const reads = {
      requests: steady.requests,
      seconds: steady.seconds,
      documentsRead: d('documents'),
      queries: d('queries'),
      gets: d('gets'),
      documentsPerRequest: Number((d('documents') / steady.requests).toFixed(4)),
      readCallsPerRequest: Number(((d('queries') + d('gets')) / steady.requests).toFixed(4)),
    };
    log('firebase:', reads);
    return { editToVisible: edits, readsPerRequest: reads };
  } finally {
    await a?.stop();
    await b?.stop();
    await auth.stop();
    await fsEmu.stop();
  }
}

// ------------------------------------------------------------------ main

async function main() {
  const result = { when: new Date().toISOString(), budgets: { editToVisibleP95Ms: 2000, readsPerRequest: 0.05, throughputRatio: 0.9 } };
  if (!flag('skip-embedded')) result.embedded = await embedded();
  if (!flag('skip-firebase')) result.firebase = await firebase();
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(ROOT, 'bench-results', 'cache.json');
  // A run with --skip-… keeps the other backend's figures from the last run.
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, ...result }, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

const stopAll = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
main()
  .then(() => process.exit(0))
  .catch((e) => {
    console.error(`[bench-cache] ${e instanceof Error ? e.stack : String(e)}`);
    stopAll();
    process.exit(1);
  });
