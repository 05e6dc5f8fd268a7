#!/usr/bin/env node
/**
 * `npm run bench:listing -- --dist=<an existing production build folder>`: how big /puppies is and
 * how long it takes to render at several catalogue sizes, to choose SERVER_PAGING_THRESHOLD
 * (lib/domain/listing.ts) and to check the server-paged mode (docs/scale.md keeps the figures).
 *
 * For each size (--sizes=50,150,300,600,1000) the bench fixture (tools/bench/fixture.ts, the same
 * entries bench:scale uses) is written to a fresh data folder and `next start` runs the given build
 * in the in-browser mode (the threshold raised past the size): /puppies HTML bytes, gzip bytes
 * (zlib, as Next's compression), JSON-LD blocks, and the first (cache-missing) and a cached request.
 * Then --big (default 10,000) entries in the server-paged mode (the default threshold): the first
 * view, and the first request of views never asked before (each a cache miss: another page, a
 * search, a sort, a type), and of detail pages. No build here: pass a build made with any data
 * (e.g. the e2e build, `.next-<E2E_NAME>`). Results: bench-results/listing.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/free-port.mjs';
import { siteStartEnv } from './site-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const argv = process.argv.slice(2);
const arg = (name, fallback) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DIST = arg('dist', '.next');
const SIZES = arg('sizes', '50,150,300,600,1000').split(',').filter(Boolean).map(Number).filter((n) => n > 0);
const BIG = Number(arg('big', '10000'));
const PORT = Number(arg('port', '')) || (await freePort());
const ADMIN = { email: 'bench@example.test', password: 'bench-password-123' };

if (!fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
  console.error(`No production build in ${DIST} (pass --dist=<folder of a next build>).`);
  process.exit(1);
}

const log = (...a) => console.log('[bench:listing]', ...a);
const kb = (s) => Math.round((Buffer.byteLength(s) / 1024) * 10) / 10;
const gzipKb = (s) => Math.round((zlib.gzipSync(s).length / 1024) * 10) / 10;
const jsonLd = (s) => (s.match(/application\/ld\+json/g) ?? []).length;
const ids = (s) => [...new Set([...s.matchAll(/href="\/puppies\/([A-Za-z0-9_-]{6,})"/g)].map((m) => m[1]))];

function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${out.slice(-2000)}`))));
  });
}

async function start(dataDir, extra) {
  const origin = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    cwd: ROOT,
    env: siteStartEnv({ dist: DIST, dataDir, origin, admin: ADMIN, extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`next start exited: ${out}`);
    try {
      if ((await fetch(`${origin}/api/auth/csrf`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 600) throw new Error('next start did not answer');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function get(url) {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  return { status: res.status, ms: Math.round(performance.now() - t0), body };
}

async function fixture(dataDir, n) {
  fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  await run([TSX, '--conditions=react-server', 'tools/bench/fixture.ts', dataDir, String(n), '10'], { DATA_DIR: dataDir });
}

const report = { date: new Date().toISOString(), dist: DIST, browserMode: [], serverMode: null };

for (const n of SIZES) {
  const dataDir = `.data-bench-listing-${n}`;
  log(`${n} entries, in-browser mode`);
  await fixture(dataDir, n);
  const server = await start(dataDir, { LISTING_SERVER_PAGING_THRESHOLD: String(10 * n + 1000) });
  try {
    const miss = await get(`${server.origin}/puppies`);
    const hit = await get(`${server.origin}/puppies`);
    report.browserMode.push({ loadAverage: os.loadavg()[0], entries: n, status: miss.status, kb: kb(miss.body), gzipKb: gzipKb(miss.body), jsonLd: jsonLd(miss.body), missMs: miss.ms, hitMs: hit.ms });
    log(JSON.stringify(report.browserMode.at(-1)));
  } finally {
    await server.stop();
    fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  }
}

if (BIG > 0) {
  const dataDir = '.data-bench-listing-big';
  log(`${BIG} entries, server-paged mode (default threshold)`);
  await fixture(dataDir, BIG);
  const server = await start(dataDir, {});
  try {
    const first = await get(`${server.origin}/puppies`);
    // The first views after a start (or an edit) also prepare the listing once: each sort's order
    // and the search texts. Timed apart, then views never asked before (each a cache miss).
    const warm = {};
    for (const v of ['/puppies?page=2', '/puppies?sort=name', '/puppies?sort=newest', '/puppies?sort=price', '/puppies?q=warm']) warm[v] = (await get(`${server.origin}${v}`)).ms;
    const views = [
      '/puppies?page=3', '/puppies?page=400', '/puppies?page=834', '/puppies?q=cream', '/puppies?q=litter&type=litters', '/puppies?type=puppies&page=77',
      '/puppies?sort=name&page=120', '/puppies?sort=price&page=50', '/puppies?sort=newest&page=3', '/puppies?q=red&sort=name&page=4', '/puppies?q=zzzz-no-match', '/puppies?type=litters&sort=newest&page=9',
    ];
    const misses = {};
    for (const v of views) {
      const r = await get(`${server.origin}${v}`);
      misses[v] = { status: r.status, ms: r.ms, gzipKb: gzipKb(r.body) };
    }
    const times = Object.values(misses).map((m) => m.ms).sort((x, y) => x - y);
    const detail = {};
    for (const id of ids((await get(`${server.origin}/puppies?page=300`)).body).slice(0, 3)) {
      const r = await get(`${server.origin}/puppies/${id}`);
      detail[id] = { status: r.status, ms: r.ms };
    }
    report.serverMode = {
      entries: BIG,
      firstView: { status: first.status, kb: kb(first.body), gzipKb: gzipKb(first.body), jsonLd: jsonLd(first.body), ms: first.ms },
      firstViewsAfterStart: warm,
      missingViews: misses,
      missMedianMs: times[Math.floor(times.length / 2)],
      missMaxMs: times.at(-1),
      loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
      detailFirstRequests: detail,
    };
    log(JSON.stringify(report.serverMode, null, 1));
  } finally {
    await server.stop();
    fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  }
}

fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench-results', 'listing.json'), `${JSON.stringify(report, null, 2)}\n`);
log('written bench-results/listing.json');
