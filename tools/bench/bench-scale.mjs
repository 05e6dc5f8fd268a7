#!/usr/bin/env node
/**
 * `npm run bench:scale`: docs/scale.md's budgets on a large catalogue (default 10,000 entries and 5,000
 * gallery images). Writes bench-results/scale-latest.{json,md}; docs/scale.md explains the method
 * and keeps the figures.
 *
 * Embedded default (SQLite), production build and `next start`:
 *   - `next build` time with the big fixture and with a small one (--small, default 100 entries),
 *     and how many /puppies/[id] pages each build prerendered (the bounded set);
 *   - /puppies first view: HTML bytes, gzip bytes (zlib, as Next's compression), JSON-LD blocks;
 *   - page views that miss the cache: every tag is invalidated in the site's own cache store (the
 *     `cache_tags` table the cache handler reads, lib/cache/handler.ts) including Next's implicit
 *     root-layout tag, the bench waits out TAG_MEMO_MS, then times one request (3 rounds per route);
 *     detail pages are also timed on their very first request (never rendered before);
 *   - Admin › Puppies first page, the Dashboard and Admin › Studs, signed in as the fixture's admin;
 *   - one row toggle (the server action, called as the React client calls it): time and answer size.
 * Firebase adapter on the offline emulators (skip with --skip-firebase):
 *   - Firestore reads are counted by the bench process, not by the product: it runs the Firestore
 *     emulator itself (@firestore-emulator/server, as scripts/emulators.mjs does) and wraps the
 *     emulator's gRPC handlers. Billing rules: a query costs one read per document returned (at
 *     least one), a get one per document asked for, a count aggregation one per 1,000 documents
 *     counted (at least one); writes are not reads.
 *   - reads during `next build`, per cache-missing public page (after the same invalidation, written
 *     to Firestore's `cache/tags`), per Admin › Puppies view and per toggle (an admin signed in
 *     through the Auth emulator and promoted with `npm run admin`).
 *
 * Options: --entries=N --gallery=N --small=N --firebase-gallery=N --skip-embedded --skip-firebase --skip-small-build --keep
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { withTsconfigKept } from './keep-tsconfig.mjs';
import { freePorts } from '../../scripts/free-port.mjs';
import { cookieHeader, signIn } from './site-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.slice(name.length + 3)) : fallback;
};
const flag = (name) => argv.includes(`--${name}`);

const ENTRIES = opt('entries', 10_000);
const GALLERY = opt('gallery', 5_000);
const SMALL = opt('small', 100);
const FB_GALLERY = opt('firebase-gallery', 50);
const ADMIN = { email: 'bench@example.test', password: 'bench-password-123' };
/** Cache tags of lib/domain/tags.ts plus Next's implicit tag of the root layout (on every page). */
const ALL_TAGS = ['puppies', 'studs', 'gallery', 'settings', 'parents', 'journal', 'media-sets', '_N_T_/layout'];
const TAG_MEMO_WAIT_MS = 1_200;
const BUDGET = { puppiesGzipKb: 80, missMs: 300, adminPuppiesMs: 200, toggleReads: 5 };

/** The servers' ports: free ones on the loopback (scripts/free-port.mjs). */
const benchPorts = await freePorts(3);
const BIG = { distDir: '.next-bench-scale', dataDir: '.data-bench-scale', port: benchPorts[0] };
const SMALL_CFG = { distDir: '.next-bench-scale-small', dataDir: '.data-bench-scale-small', port: benchPorts[1] };
const FB = { distDir: '.next-bench-scale-fb', dataDir: '.data-bench-scale-fb', port: benchPorts[2] };

const started = Date.now();
const log = (...a) => console.log(`[bench:scale ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};

// ---------------------------------------------------------------- processes

const children = new Set();

function run(cmd, args, { env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(Object.assign(new Error(`${path.basename(args[0] ?? cmd)} exited with ${code}`), { output: out }))));
  });
}

function siteEnv(cfg, extra = {}) {
  const origin = `http://127.0.0.1:${cfg.port}`;
  return {
    NODE_ENV: 'production',
    NEXT_DIST_DIR: cfg.distDir,
    DATA_DIR: cfg.dataDir,
    NEXTAUTH_URL: origin,
    NEXT_PUBLIC_SITE_URL: origin,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
}

async function build(cfg, extra = {}) {
  fs.rmSync(path.join(ROOT, cfg.distDir), { recursive: true, force: true });
  log(`next build → ${cfg.distDir}`);
  const t0 = performance.now();
  await withTsconfigKept(ROOT, () => run(process.execPath, [NEXT_BIN, 'build'], { env: siteEnv(cfg, extra) })).catch((e) => {
    console.error(e.output ?? '');
    throw e;
  });
  const seconds = (performance.now() - t0) / 1000;
  // Detail pages written by the build (the bounded prerender set).
  const dir = path.join(ROOT, cfg.distDir, 'server', 'app', 'puppies');
  const prerendered = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.html')).length : 0;
  return { seconds: Math.round(seconds * 10) / 10, prerenderedDetailPages: prerendered };
}

async function startServer(cfg, extra = {}) {
  const origin = `http://127.0.0.1:${cfg.port}`;
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(cfg.port)], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...siteEnv(cfg, extra) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  children.add(child);
  const stop = () => {
    children.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited early:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, stop, stderr: () => stderr };
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  stop();
  throw new Error(`next start did not answer within 90 s:\n${stderr}`);
}

function stopAll() {
  for (const c of [...children]) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
}
process.on('exit', stopAll);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => (stopAll(), process.exit(130)));

// ---------------------------------------------------------------- HTTP


async function timedGet(url, cookies) {
  const t0 = performance.now();
  const res = await fetch(url, { redirect: 'manual', headers: cookies ? { cookie: cookieHeader(cookies) } : {} });
  const body = await res.text();
  return { ms: Math.round((performance.now() - t0) * 10) / 10, status: res.status, body, cache: res.headers.get('x-nextjs-cache') };
}


/** A server action's id by its exported name, from the build's server reference manifest. */
function actionId(distDir, name) {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, distDir, 'server', 'server-reference-manifest.json'), 'utf8'));
  for (const [id, entry] of Object.entries(manifest.node ?? {})) if (entry.exportedName === name) return id;
  throw new Error(`no server action ${name} in ${distDir}`);
}

/** Calls a server action with plain arguments as React's client does (a JSON argument list). */
async function callAction(origin, pagePath, id, args, cookies) {
  const t0 = performance.now();
  const res = await fetch(`${origin}${pagePath}`, {
    method: 'POST',
    headers: {
      accept: 'text/x-component',
      'next-action': id,
      'content-type': 'text/plain;charset=UTF-8',
      origin,
      cookie: cookieHeader(cookies),
    },
    body: JSON.stringify(args),
  });
  const body = await res.text();
  return { ms: Math.round((performance.now() - t0) * 10) / 10, status: res.status, bytes: Buffer.byteLength(body), body };
}

const gzipKb = (html) => Math.round((zlib.gzipSync(html).length / 1024) * 10) / 10;
const kb = (html) => Math.round((Buffer.byteLength(html) / 1024) * 10) / 10;
const jsonLdBlocks = (html) => (html.match(/application\/ld\+json/g) ?? []).length;
const rowsIn = (html) => (html.match(/<th scope="row"/g) ?? []).length;
/** An entry id of the admin table: its row's Photos link, else the first record id in the page's RSC payload. */
const adminTarget = (html) => /href="\/admin\/puppies\/([A-Za-z0-9_-]+)\/photos"/.exec(html)?.[1] ?? /\\"id\\":\\"([A-Za-z0-9]{20})\\"/.exec(html)?.[1];
const entryIds = (html) => [...new Set([...html.matchAll(/href="\/puppies\/([A-Za-z0-9_-]{6,})"/g)].map((m) => m[1]))];

// ---------------------------------------------------------------- cache invalidation

async function invalidateLocal(dataDir) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(ROOT, dataDir, 'site.db'));
  try {
    db.pragma('busy_timeout = 10000');
    const up = db.prepare('INSERT INTO cache_tags (tag, revalidated_at) VALUES (?, ?) ON CONFLICT(tag) DO UPDATE SET revalidated_at = excluded.revalidated_at');
    const at = Date.now();
    db.transaction(() => ALL_TAGS.forEach((t) => up.run(t, at)))();
  } finally {
    db.close();
  }
  await sleep(TAG_MEMO_WAIT_MS);
}

// ---------------------------------------------------------------- embedded default

async function publicRoutes(origin) {
  const listing = await timedGet(`${origin}/puppies`);
  const ids = entryIds(listing.body);
  // The listing's own "next page" link when it pages on the server (H2), else none.
  const next = /href="(\/puppies\?[^"]*page=2[^"]*)"/.exec(listing.body)?.[1]?.replace(/&amp;/g, '&');
  return { ids, routes: ['/', '/puppies', ...(next ? [next] : []), '/studs', '/gallery', '/gallery?page=2', ...(ids[0] ? [`/puppies/${ids[0]}`] : [])] };
}

async function embedded(report) {
  log(`fixture: ${ENTRIES} entries, ${GALLERY} gallery images`);
  const t0 = performance.now();
  await run(process.execPath, [TSX, '--conditions=react-server', 'tools/bench/fixture.ts', BIG.dataDir, String(ENTRIES), String(GALLERY)]);
  report.fixtureSeconds = Math.round((performance.now() - t0) / 100) / 10;

  report.build = { big: await build(BIG), small: null };
  if (!flag('skip-small-build')) {
    await run(process.execPath, [TSX, '--conditions=react-server', 'tools/bench/fixture.ts', SMALL_CFG.dataDir, String(SMALL), '10']);
    report.build.small = await build(SMALL_CFG);
    if (!flag('keep')) fs.rmSync(path.join(ROOT, SMALL_CFG.distDir), { recursive: true, force: true });
  }

  const server = await startServer(BIG);
  try {
    // First view of /puppies (what a visitor and a crawler get), then every page once (warm).
    const first = await timedGet(`${server.origin}/puppies`);
    report.puppiesFirstView = { status: first.status, kb: kb(first.body), gzipKb: gzipKb(first.body), jsonLd: jsonLdBlocks(first.body), cards: (first.body.match(/<article/g) ?? []).length };
    const { ids, routes } = await publicRoutes(server.origin);
    report.sizes = {};
    for (const r of routes) {
      const res = await timedGet(`${server.origin}${r}`);
      report.sizes[r] = { status: res.status, kb: kb(res.body), gzipKb: gzipKb(res.body) };
    }

    // Cache-missing views: invalidate, wait out the tag memo, time one request; 3 rounds.
    report.miss = {};
    for (const r of routes) {
      const times = [];
      const states = new Set();
      for (let i = 0; i < 3; i++) {
        await invalidateLocal(BIG.dataDir);
        const res = await timedGet(`${server.origin}${r}`);
        times.push(res.ms);
        states.add(`${res.status}${res.cache ? ` ${res.cache}` : ''}`);
      }
      report.miss[r] = { medianMs: median(times), maxMs: Math.max(...times), responses: [...states].join(', ') };
    }
    // Detail pages never rendered before (beyond the prerendered set): their first request.
    const listed = (await timedGet(`${server.origin}/puppies?sort=name`)).body;
    const fresh = entryIds(listed).filter((id) => !ids.includes(id)).slice(-3);
    report.detailFirstRequest = [];
    for (const id of fresh) {
      const res = await timedGet(`${server.origin}/puppies/${id}`);
      report.detailFirstRequest.push({ id, ms: res.ms, status: res.status, cache: res.cache });
    }

    // Admin, signed in as the fixture's admin.
    const cookies = await signIn(server.origin, 'password', ADMIN);
    report.admin = {};
    // Page 1, a page in the middle of the table, the Dashboard, Studs.
    for (const p of ['/admin/puppies', `/admin/puppies?page=${Math.max(2, Math.ceil(ENTRIES / 50))}`, '/admin', '/admin/studs']) {
      const times = [];
      let res;
      for (let i = 0; i < 5; i++) {
        res = await timedGet(`${server.origin}${p}`, cookies);
        times.push(res.ms);
      }
      report.admin[p] = { medianMs: median(times), maxMs: Math.max(...times), status: res.status, rows: rowsIn(res.body), kb: kb(res.body) };
    }
    // One toggle and back, through the server action.
    const page = await timedGet(`${server.origin}/admin/puppies`, cookies);
    const target = adminTarget(page.body);
    if (target) {
      const id = actionId(BIG.distDir, 'togglePuppyPublicAction');
      const off = await callAction(server.origin, '/admin/puppies', id, [target], cookies);
      const on = await callAction(server.origin, '/admin/puppies', id, [target], cookies);
      report.toggle = { ms: [off.ms, on.ms], status: [off.status, on.status], answerBytes: [off.bytes, on.bytes], ok: /"status":"ok"/.test(off.body) && /"status":"ok"/.test(on.body) };
    }
  } finally {
    server.stop();
  }
}

// ---------------------------------------------------------------- Firebase adapter: counted reads

/** The Firestore emulator in this process, its gRPC handlers wrapped to count billed reads. */
async function countingFirestore() {
  const { createRequire } = await import('node:module');
  const { FirestoreServer } = await import('@firestore-emulator/server');
  const { freePort } = await import('../../scripts/emulators.mjs');
  const server = new FirestoreServer();
  const port = await freePort();
  const req = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'));
  const { ServerCredentials } = req('@grpc/grpc-js');
  const grpc = server.server;
  await new Promise((resolve, reject) => grpc.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (err) => (err ? reject(err) : resolve())));
  const counts = { reads: 0, queries: 0, gets: 0, aggregations: 0, byCollection: {}, byShape: {} };
  /** Which collection a request reads (a query's `from`, a get's document path): where the reads go. */
  const collectionOf = (request) => {
    const q = request?.structured_query ?? request?.structured_aggregation_query?.structured_query;
    const from = q?.from?.[0]?.collection_id;
    if (from) return from;
    const doc = request?.documents?.[0];
    return typeof doc === 'string' ? (doc.split('/documents/')[1]?.split('/')[0] ?? '?') : '?';
  };
  /**
   * Which request it is, without its values: the collection, the filtered and ordered fields, a
   * limit (`puppies where(litterId) limit`), or `puppies get`. Tells which store method reads.
   */
  const shapeOf = (request, where) => {
    const plain = request?.toObject?.() ?? {};
    const q = plain.structured_query ?? plain.structured_aggregation_query?.structured_query;
    if (!q) return `${where} get`;
    const fields = (part) => [...new Set([...JSON.stringify(part ?? {}).matchAll(/"field_path":"([^"]*)"/g)].map((m) => m[1]))].join(',');
    const kind = plain.structured_aggregation_query ? 'count' : 'query';
    return `${where} ${kind}${q.where ? ` where(${fields(q.where)})` : ''}${q.order_by?.length ? ` orderBy(${fields(q.order_by)})` : ''}${q.limit ? ' limit' : ''}`;
  };
  const wrap = (method, onWrite) => {
    const entry = grpc.handlers.get(`/google.firestore.v1.Firestore/${method}`);
    if (!entry) throw new Error(`Firestore emulator: no handler ${method}`);
    const inner = entry.func;
    entry.func = (call, callback) => {
      const write = call.write?.bind(call);
      const where = collectionOf(call.request);
      let shape;
      if (write)
        call.write = (msg, ...rest) => {
          const before = counts.reads;
          onWrite(msg);
          if (counts.reads > before) {
            counts.byCollection[where] = (counts.byCollection[where] ?? 0) + counts.reads - before;
            shape ??= shapeOf(call.request, where);
            counts.byShape[shape] = (counts.byShape[shape] ?? 0) + counts.reads - before;
          }
          return write(msg, ...rest);
        };
      return inner(call, callback);
    };
  };
  // The emulator's answers are protobuf messages: has_* tells a field that is set.
  wrap('RunQuery', (msg) => {
    if (msg.has_document) counts.reads++;
    else if (msg.done) counts.reads++; // an empty result is billed one read
    if (msg.done) counts.queries++;
  });
  wrap('BatchGetDocuments', (msg) => {
    if (msg.has_found || msg.has_missing) {
      counts.reads++;
      counts.gets++;
    }
  });
  wrap('RunAggregationQuery', (msg) => {
    if (!msg.has_result) return;
    let n = 0;
    for (const v of msg.result.aggregate_fields.values()) n = Math.max(n, Number(v.integer_value ?? 0));
    counts.reads += Math.max(1, Math.ceil(n / 1000));
    counts.aggregations++;
  });
  return {
    host: `127.0.0.1:${port}`,
    counts,
    reset: () => Object.assign(counts, { reads: 0, queries: 0, gets: 0, aggregations: 0, byCollection: {}, byShape: {} }),
    stop: () => server.stop(),
  };
}

async function firebase(report) {
  const { startEmulators } = await import('../../scripts/emulators.mjs');
  const fsEmu = await countingFirestore();
  const projectId = 'demo-breeder-bench';
  const emulators = await startEmulators({ projectId, firestore: false, storage: true });
  try {
    const site = {
      ...emulators.env,
      FIRESTORE_EMULATOR_HOST: fsEmu.host,
      BACKEND: 'firebase',
      NEXTAUTH_SECRET: 'bench-scale-secret-0123456789abcdef',
      NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      FIREBASE_SERVICE_ACCOUNT: '',
    };
    log(`firebase fixture: ${ENTRIES} entries, ${FB_GALLERY} gallery images`);
    fsEmu.reset();
    await run(process.execPath, [TSX, '--conditions=react-server', 'tools/bench/fixture-firebase.ts', String(ENTRIES), String(FB_GALLERY)], { env: site });
    // The fixture ends with one listing query, which builds the listing index from the collection
    // (one read per entry, once per project, as a fresh project's first listing view does): the
    // build below then measures what every later deploy reads.
    const fixture = { reads: fsEmu.counts.reads, byShape: { ...fsEmu.counts.byShape } };

    fsEmu.reset();
    const built = await build(FB, site);
    report.firebase = { fixture, build: { ...built, reads: fsEmu.counts.reads, byCollection: { ...fsEmu.counts.byCollection }, byShape: { ...fsEmu.counts.byShape } }, pages: {}, admin: {} };

    const server = await startServer(FB, site);
    try {
      process.env.FIRESTORE_EMULATOR_HOST = fsEmu.host;
      const { initializeApp } = await import('firebase-admin/app');
      const { getFirestore } = await import('firebase-admin/firestore');
      const db = getFirestore(initializeApp({ projectId }, 'bench-scale'));
      const invalidate = async () => {
        const at = Date.now();
        await db.doc('cache/tags').set({ times: Object.fromEntries(ALL_TAGS.map((t) => [t, at])) }, { merge: true });
        await sleep(TAG_MEMO_WAIT_MS);
      };
      const { ids, routes } = await publicRoutes(server.origin);
      for (const r of routes) await timedGet(`${server.origin}${r}`);
      for (const r of routes) {
        await invalidate();
        fsEmu.reset();
        const res = await timedGet(`${server.origin}${r}`);
        await sleep(300);
        report.firebase.pages[r] = { reads: fsEmu.counts.reads, queries: fsEmu.counts.queries, gets: fsEmu.counts.gets, aggregations: fsEmu.counts.aggregations, byCollection: { ...fsEmu.counts.byCollection }, status: res.status, ms: res.ms };
      }
      const listed = (await timedGet(`${server.origin}/puppies?sort=name`)).body;
      const freshId = entryIds(listed).filter((id) => !ids.includes(id)).at(-1);
      if (freshId) {
        fsEmu.reset();
        const res = await timedGet(`${server.origin}/puppies/${freshId}`);
        await sleep(300);
        report.firebase.pages[`/puppies/<first request>`] = { reads: fsEmu.counts.reads, status: res.status, ms: res.ms };
      }

      // An admin: signed up on the Auth emulator, promoted with the owner's command, signed in.
      const email = `bench-admin-${Date.now()}@example.test`;
      const signUp = await fetch(`http://${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'bench-password-123', returnSecureToken: true }),
      });
      const { idToken } = await signUp.json();
      await signIn(server.origin, 'firebase', { idToken }); // makes the user record
      await run(process.execPath, [TSX, '--conditions=react-server', 'scripts/admin.ts', 'promote', email], { env: site });
      const cookies = await signIn(server.origin, 'firebase', { idToken });
      for (const p of ['/admin/puppies', '/admin']) {
        await timedGet(`${server.origin}${p}`, cookies);
        fsEmu.reset();
        const res = await timedGet(`${server.origin}${p}`, cookies);
        report.firebase.admin[p] = { reads: fsEmu.counts.reads, aggregations: fsEmu.counts.aggregations, status: res.status, rows: rowsIn(res.body), ms: res.ms };
      }
      const page = await timedGet(`${server.origin}/admin/puppies`, cookies);
      const target = adminTarget(page.body);
      if (target) {
        const id = actionId(FB.distDir, 'togglePuppyPublicAction');
        fsEmu.reset();
        const off = await callAction(server.origin, '/admin/puppies', id, [target], cookies);
        await sleep(500); // the invalidation after the response (a transaction on cache/tags) counts too
        const offReads = fsEmu.counts.reads;
        fsEmu.reset();
        const on = await callAction(server.origin, '/admin/puppies', id, [target], cookies);
        await sleep(500);
        report.firebase.toggle = { reads: [offReads, fsEmu.counts.reads], ms: [off.ms, on.ms], answerBytes: [off.bytes, on.bytes], ok: /"status":"ok"/.test(off.body) && /"status":"ok"/.test(on.body) };
      }
    } finally {
      server.stop();
    }
  } finally {
    await emulators.stop();
    await fsEmu.stop();
  }
}

// ---------------------------------------------------------------- report

function markdown(r) {
  const lines = [`# Scale bench (${r.date})`, '', `${r.entries} entries, ${r.gallery} gallery images; Node ${r.node}, ${r.cpus} CPUs, load ${r.loadAverageAtStart.join(' ')} → ${r.loadAverageAtEnd?.join(' ')}.`, ''];
  const ok = (b) => (b ? 'ok' : 'OVER');
  if (r.puppiesFirstView) {
    const f = r.puppiesFirstView;
    lines.push(`- /puppies first view: ${f.kb} kB HTML, **${f.gzipKb} kB gzip** (budget ${BUDGET.puppiesGzipKb}: ${ok(f.gzipKb <= BUDGET.puppiesGzipKb)}), ${f.jsonLd} JSON-LD block(s), ${f.cards} cards`);
  }
  if (r.build) {
    const s = r.build.small;
    lines.push(`- next build: ${r.build.big.seconds} s at ${r.entries} entries (${r.build.big.prerenderedDetailPages} detail pages prerendered)${s ? `; ${s.seconds} s at ${SMALL} entries (${s.prerenderedDetailPages} prerendered)` : ''}`);
  }
  if (r.miss) {
    lines.push('', '| cache-missing view (embedded) | median ms | max ms | answers | size kB (gzip) |', '|---|---|---|---|---|');
    for (const [route, m] of Object.entries(r.miss)) lines.push(`| ${route} | ${m.medianMs} | ${m.maxMs} ${ok(m.maxMs <= BUDGET.missMs)} | ${m.responses} | ${r.sizes?.[route]?.kb ?? '–'} (${r.sizes?.[route]?.gzipKb ?? '–'}) |`);
    for (const d of r.detailFirstRequest ?? []) lines.push(`| /puppies/${d.id} (first request) | ${d.ms} | ${d.ms} ${ok(d.ms <= BUDGET.missMs)} | ${d.status}${d.cache ? ` ${d.cache}` : ''} | |`);
  }
  if (r.admin) {
    lines.push('', '| admin page (embedded) | median ms | max ms | rows | kB |', '|---|---|---|---|---|');
    for (const [p, a] of Object.entries(r.admin)) lines.push(`| ${p} | ${a.medianMs}${p === '/admin/puppies' ? ` ${ok(a.medianMs <= BUDGET.adminPuppiesMs)}` : ''} | ${a.maxMs} | ${a.rows} | ${a.kb} |`);
  }
  if (r.toggle) lines.push('', `- toggle (embedded): ${r.toggle.ms.join(' / ')} ms, answer ${r.toggle.answerBytes.join(' / ')} bytes (no page render in it), ok: ${r.toggle.ok}`);
  if (r.firebase) {
    const fb = r.firebase;
    lines.push('', `Firebase adapter on the emulators (Firestore reads counted in the emulator):`, '');
    const top = (byShape) =>
      Object.entries(byShape ?? {})
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([q, n]) => `${q}: ${n}`)
        .join('; ');
    if (fb.fixture) lines.push(`- the fixture's reads (the listing index built once from the collection): ${fb.fixture.reads} (${top(fb.fixture.byShape)})`);
    lines.push(`- next build: ${fb.build.seconds} s, **${fb.build.reads} reads** (${Object.entries(fb.build.byCollection ?? {}).map(([c, n]) => `${c} ${n}`).join(', ')}), ${fb.build.prerenderedDetailPages} detail pages prerendered`);
    lines.push(`- the build's largest reads by request: ${top(fb.build.byShape)}`);
    lines.push('', '| cache-missing page (Firebase) | reads | of which counts | budget (2 × 12 + 5 = 29) | ms |', '|---|---|---|---|---|');
    for (const [p, v] of Object.entries(fb.pages)) lines.push(`| ${p} | ${v.reads} | ${v.aggregations ?? '–'} | ${ok(v.reads <= 29)} | ${v.ms} |`);
    for (const [p, v] of Object.entries(fb.admin)) lines.push(`| ${p} (admin) | ${v.reads} | ${v.aggregations} | | ${v.ms} |`);
    if (fb.toggle) lines.push('', `- toggle (Firebase): **${fb.toggle.reads.join(' / ')} reads** (budget ${BUDGET.toggleReads}: ${ok(Math.max(...fb.toggle.reads) <= BUDGET.toggleReads)}), answer ${fb.toggle.answerBytes.join(' / ')} bytes`);
  }
  if (r.errors.length) lines.push('', 'Errors:', ...r.errors.map((e) => `- ${e}`));
  return `${lines.join('\n')}\n`;
}

async function main() {
  const report = { date: new Date().toISOString(), entries: ENTRIES, gallery: GALLERY, node: process.version, cpus: os.cpus().length, loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 10) / 10), errors: [] };
  if (!flag('skip-embedded')) {
    try {
      await embedded(report);
    } catch (e) {
      report.errors.push(`embedded: ${e.message}`);
      console.error(e.output ?? e);
    }
  }
  if (!flag('skip-firebase')) {
    try {
      await firebase(report);
    } catch (e) {
      report.errors.push(`firebase: ${e.message}`);
      console.error(e.output ?? e);
    }
  }
  stopAll();
  if (!flag('keep')) for (const c of [BIG, SMALL_CFG, FB]) for (const d of [c.distDir, c.dataDir]) fs.rmSync(path.join(ROOT, d), { recursive: true, force: true });
  report.loadAverageAtEnd = os.loadavg().map((n) => Math.round(n * 10) / 10);
  report.minutes = Math.round((Date.now() - started) / 6000) / 10;
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const md = markdown(report);
  fs.writeFileSync(path.join(dir, 'scale-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'scale-latest.md'), md);
  console.log(`\n${md}`);
  log('written to bench-results/scale-latest.{json,md}');
  process.exit(report.errors.length ? 1 : 0);
}

await main();
