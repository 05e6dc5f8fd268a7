#!/usr/bin/env node
/**
 * `npm run bench:flood`: do floods starve visitors? Measures /puppies throughput on a production
 * build (`next start`) alone, then while 20 connections flood the sign-in endpoint, then while 20
 * connections flood the contact endpoint, and reports each flooded throughput as a share of the
 * quiet one (the target is >= 70 %).
 *
 * The floods are the attacks of docs/security.md: every request carries a different X-Forwarded-For (and,
 * for sign-in, a different email), so a server that believed the header would hash a password or
 * store a message for each. `--hops=1` starts the server with TRUSTED_PROXY_HOPS=1, so every
 * flood request really is a new client (a botnet behind a trusted proxy): the case only the
 * bounded hashing queue can keep in check.
 *
 * Options: --dir=<project> (default: this one; a copy of an older commit gives the "before"
 * figures), --dist=<build folder> (default .next-bench-flood; built when missing, --rebuild to
 * force), --port=<port> (default a free one), --seconds=4 (per slice), --connections=8 (visitors), --flood=20, --hops=0,
 * --rounds=4 (quiet/flood slices interleaved, --seconds each), --keep (leave the build). Prints a
 * table and writes bench-results/flood-latest.json. Each flood is compared with the quiet slices
 * just before and after it, since the machine's other load drifts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withTsconfigKept } from './keep-tsconfig.mjs';
import { freePort } from '../../scripts/free-port.mjs';
import { siteStartEnv } from './site-server.mjs';

const HERE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const opt = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const ROOT = path.resolve(String(opt.dir ?? HERE));
const DIST = String(opt.dist ?? '.next-bench-flood');
const PORT = Number(opt.port) || (await freePort());
const SECONDS = Number(opt.seconds ?? 4);
const ROUNDS = Number(opt.rounds ?? 4);
const VISITORS = Number(opt.connections ?? 8);
const FLOOD = Number(opt.flood ?? 20);
const HOPS = Number(opt.hops ?? 0);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const started = Date.now();
const log = (...a) => console.log(`[flood ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...a);

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

// ---------------------------------------------------------------- http with keep-alive

const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS + FLOOD + 4 });

function request(method, urlPath, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${ORIGIN}${urlPath}`, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (body) req.end(body);
    else req.end();
  });
}

/** Runs `n` loops of `fn` until `stop()`; counts completed requests by status. */
async function loops(n, fn, stop) {
  const counts = { ok: 0, errors: 0, byStatus: {} };
  await Promise.all(
    Array.from({ length: n }, async (_, worker) => {
      let i = 0;
      while (!stop()) {
        try {
          const status = await fn(worker, i++);
          if (status >= 200 && status < 400) counts.ok++;
          counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
        } catch {
          counts.errors++;
        }
      }
    }),
  );
  return counts;
}

const octet = () => Math.floor(Math.random() * 254) + 1;
const randomIp = () => `${octet()}.${octet()}.${octet()}.${octet()}`;

// ---------------------------------------------------------------- the floods

let csrf = { token: '', cookie: '' };
async function fetchCsrf() {
  const res = await request('GET', '/api/auth/csrf');
  const cookie = [res.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]).join('; ');
  csrf = { token: JSON.parse(res.body.toString()).csrfToken, cookie };
}

function loginFlood(worker, i) {
  const body = new URLSearchParams({
    email: `flood-${worker}-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: `guess-${i}`,
    csrfToken: csrf.token,
    json: 'true',
  }).toString();
  return request('POST', '/api/auth/callback/password', {
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
      cookie: csrf.cookie,
      'x-forwarded-for': randomIp(),
    },
    body,
  }).then((r) => {
    // next-auth answers a refused sign-in with 401 and a URL naming the error: count limits apart.
    const text = r.body.toString();
    return /RATE_LIMITED/.test(text) || /RATE_LIMITED/.test(String(r.headers.location ?? '')) ? 429 : r.status;
  });
}

// The demo content's notification address (lib/backend/local/seed/content.ts).
const recipients = 'puppies@albiongoldens.example';
function contactFlood(worker, i) {
  const body = JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local',
    service_id: 'local_outbox',
    template_id: 'contact_form',
    template_params: {
      from_name: `Flood ${worker}-${i}`,
      reply_email: 'flood@example.com',
      phone_number: '',
      message: `Flood message ${i} `.repeat(20),
      email: recipients,
      phone_row_style: 'display:none',
      email_row_style: '',
    },
  });
  return request('POST', '/api/v1.0/email/send', {
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': randomIp() },
    body,
  }).then((r) => r.status);
}

const visit = () => request('GET', '/puppies').then((r) => r.status);

async function phase(name, flood) {
  let done = false;
  const stop = () => done;
  const timer = setTimeout(() => (done = true), SECONDS * 1000);
  const t0 = process.hrtime.bigint();
  const [visits, flooded] = await Promise.all([loops(VISITORS, visit, stop), flood ? loops(FLOOD, flood, stop) : null]);
  clearTimeout(timer);
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  const floodTotal = flooded ? Object.values(flooded.byStatus).reduce((a, b) => a + b, 0) : 0;
  const result = { name, rps: visits.ok / secs, visits, flood: flooded && { ...flooded, rps: floodTotal / secs } };
  log(`${name}: /puppies ${result.rps.toFixed(0)} req/s` + (flooded ? `, flood ${result.flood.rps.toFixed(0)} req/s ${JSON.stringify(flooded)}` : ''));
  return result;
}

// ---------------------------------------------------------------- main

async function main() {
  if (opt.rebuild || !fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
    log(`building ${ROOT} into ${DIST}`);
    await withTsconfigKept(ROOT, () => run(process.execPath, [NEXT_BIN, 'build'], { NEXT_DIST_DIR: DIST, NODE_ENV: 'production' }));
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-flood-data-'));
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    cwd: ROOT,
    env: siteStartEnv({
      dist: DIST,
      dataDir,
      origin: ORIGIN,
      admin: { email: 'bench@example.com', password: 'bench-password-123' },
      extra: { TRUSTED_PROXY_HOPS: String(HOPS) },
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const cleanup = () => {
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!opt.keep && opt.dist === undefined && ROOT === HERE) fs.rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await request('GET', '/api/auth/csrf')).status === 200) break;
      } catch {
        // Not listening yet.
      }
      if (i > 600) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    await fetchCsrf();
    log(`server up (TRUSTED_PROXY_HOPS=${HOPS}); warming /puppies`);
    await loops(VISITORS, visit, ((t) => () => Date.now() > t)(Date.now() + 3000));

    // Short slices, interleaved (quiet, sign-in flood, quiet, contact flood) for ROUNDS rounds: the
    // machine's other load drifts over a minute, so each flood is compared with the quiet slices
    // around it rather than with one quiet phase at the start.
    const results = [];
    for (let round = 1; round <= ROUNDS; round++) {
      results.push(await phase(`quiet ${round}a`, null));
      results.push(await phase(`login flood ${round}`, loginFlood));
      results.push(await phase(`quiet ${round}b`, null));
      results.push(await phase(`contact flood ${round}`, contactFlood));
    }
    results.push(await phase('quiet end', null));
    const quietAround = (i) => (results[i - 1].rps + results[i + 1].rps) / 2;
    const shares = (prefix) => {
      const idx = results.map((r, i) => (r.name.startsWith(prefix) ? i : -1)).filter((i) => i >= 0);
      const flooded = idx.reduce((a, i) => a + results[i].rps, 0);
      const quietSum = idx.reduce((a, i) => a + quietAround(i), 0);
      return flooded / quietSum;
    };
    const quiet = results.filter((r) => r.name.startsWith('quiet')).reduce((a, r) => a + r.rps, 0) / results.filter((r) => r.name.startsWith('quiet')).length;
    const table = results.map((r, i) => ({
      phase: r.name,
      'puppies req/s': Math.round(r.rps),
      'share of quiet around': r.flood ? `${Math.round((r.rps / quietAround(i)) * 100)} %` : '',
      flood: r.flood ? `${Math.round(r.flood.rps)} req/s ${JSON.stringify(r.flood.byStatus)}` : '',
    }));
    console.table(table);
    const summary = {
      at: new Date().toISOString(),
      dir: ROOT,
      hops: HOPS,
      seconds: SECONDS,
      rounds: ROUNDS,
      visitors: VISITORS,
      floodConnections: FLOOD,
      cpus: os.availableParallelism(),
      quietRps: quiet,
      loginFloodShare: shares('login flood'),
      contactFloodShare: shares('contact flood'),
      loadAverage: os.loadavg(),
      results,
    };
    fs.mkdirSync(path.join(HERE, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(HERE, 'bench-results', 'flood-latest.json'), JSON.stringify(summary, null, 2));
    log(`login flood: ${(summary.loginFloodShare * 100).toFixed(0)} % of quiet; contact flood: ${(summary.contactFloodShare * 100).toFixed(0)} % (target >= 70 %)`);
  } finally {
    cleanup();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
