#!/usr/bin/env node
// The one-VPS deployment without docker: the standalone server (`output: 'standalone'`, as the
// Dockerfile builds it) behind the shipped nginx config (deploy/nginx/), both on loopback.
// Used by the standalone smoke e2e (playwright.standalone.config.ts) and tools/bench/bench-proxy.mjs.
//
//   node scripts/standalone.mjs --serve [--port 4600] [--dist .next-standalone] [--data <dir>]
//     builds when the build is missing, copies static/public beside server.js as Next's docs say,
//     starts `node server.js` with DATA_DIR elsewhere (a fresh temp folder by default), then nginx
//     with deploy/nginx/{nginx.conf,breeder.conf,tls.conf} (addresses, ports, paths and a
//     self-signed certificate swapped in; nothing else changed) and prints the https origin.
//     SIGTERM/SIGINT stops both and removes the temp folders.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The first admin of a new data folder (e2e-standalone/env.ts passes the same through the environment). */
const STANDALONE_ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@standalone.test',
  password: process.env.ADMIN_PASSWORD || 'standalone-admin-password-1',
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `next build` with NEXT_OUTPUT=standalone into `dist`, unless a build is already there. */
function buildStandalone({ dist, force = false, log = console.log }) {
  const distAbs = path.resolve(ROOT, dist);
  if (!force && fs.existsSync(path.join(distAbs, 'standalone', 'server.js'))) return;
  // next build adds <distDir>/types/** to tsconfig.json's include list; keep the file as it was.
  const tsconfig = path.join(ROOT, 'tsconfig.json');
  const before = fs.readFileSync(tsconfig, 'utf8');
  const buildData = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-standalone-build-'));
  log(`next build (standalone) → ${dist}`);
  try {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_OUTPUT: 'standalone',
        NEXT_DIST_DIR: dist,
        // The build prerenders from a throwaway store, as in the Dockerfile.
        DATA_DIR: buildData,
        ADMIN_PASSWORD: 'build-only-password',
      },
    });
    if (r.status !== 0) throw new Error(`next build failed (exit ${r.status})`);
  } finally {
    if (fs.readFileSync(tsconfig, 'utf8') !== before) fs.writeFileSync(tsconfig, before);
    fs.rmSync(buildData, { recursive: true, force: true });
  }
}

/** The folder holding server.js, with <dist>/static and public/ copied in as Next's docs say. */
function prepareStandalone(dist) {
  const distAbs = path.resolve(ROOT, dist);
  const dir = path.join(distAbs, 'standalone');
  const distName = path.relative(ROOT, distAbs);
  fs.cpSync(path.join(distAbs, 'static'), path.join(dir, distName, 'static'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  return dir;
}

async function waitFor(url, child, what, timeoutMs = 90_000, fetchOpts = {}) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000), ...fetchOpts });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = String(e?.cause?.code ?? e?.message ?? e);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s (${last})`);
}

/** `node server.js` from the standalone folder, DATA_DIR elsewhere; resolves once /api/health is 200. */
async function startStandaloneServer({ dir, port, dataDir, origin, env = {} }) {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      NEXT_PUBLIC_SITE_URL: origin,
      ADMIN_EMAIL: STANDALONE_ADMIN.email,
      ADMIN_PASSWORD: STANDALONE_ADMIN.password,
      TRUSTED_PROXY_HOPS: '1',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  child.stdout.on('data', () => {});
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`, child, 'the standalone server');
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${e.message}\n${stderr}`);
  }
  return { child, stop: () => stopChild(child) };
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * The shipped nginx configuration on loopback: deploy/nginx/nginx.conf + breeder.conf + tls.conf
 * with the upstream, listen addresses, file paths and certificate swapped for local ones.
 * `staticRoot` (optional) adds a server that serves files from that folder with the same http
 * settings (gzip, brotli, TLS): the benchmark's baseline.
 */
export async function startNginx({ appPort, httpsPort, httpPort, staticPort, staticRoot, accessLog = false }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-nginx-'));
  fs.chmodSync(dir, 0o755);
  for (const d of ['cache', 'acme', 'logs', 'tmp']) fs.mkdirSync(path.join(dir, d), { recursive: true });
  // Debian's module snippets (modules-enabled/*.conf) name modules relative to the prefix.
  if (fs.existsSync('/usr/lib/nginx/modules')) fs.symlinkSync('/usr/lib/nginx/modules', path.join(dir, 'modules'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });

  const shipped = (name) => fs.readFileSync(path.join(ROOT, 'deploy', 'nginx', name), 'utf8');
  const tls = shipped('tls.conf').replace('/etc/letsencrypt/live/site/fullchain.pem', cert).replace('/etc/letsencrypt/live/site/privkey.pem', key);
  fs.writeFileSync(path.join(dir, 'tls.conf'), tls);
  let site = shipped('breeder.conf')
    .replace('server app:3000;', `server 127.0.0.1:${appPort};`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 80 default_server;', `listen 127.0.0.1:${httpPort} default_server;`)
    .replace('listen 443 ssl http2 default_server;', `listen 127.0.0.1:${httpsPort} ssl http2 default_server;`)
    .replaceAll('/var/cache/nginx/', `${dir}/cache/`)
    .replace('/var/www/acme', `${dir}/acme`)
    .replace('include /etc/nginx/breeder-tls.conf;', `include ${dir}/tls.conf;`);
  if (!site.includes(`127.0.0.1:${appPort}`) || !site.includes(`127.0.0.1:${httpsPort}`)) throw new Error('deploy/nginx/breeder.conf changed shape; update scripts/standalone.mjs');
  if (staticRoot) {
    site += `
# Benchmark baseline: the same bytes as static files, same TLS, compression and keep-alive.
server {
  listen 127.0.0.1:${staticPort} ssl http2;
  include ${dir}/tls.conf;
  root ${staticRoot};
  location = /puppies { default_type text/html; try_files /puppies.html =404; }
}
`;
  }
  fs.writeFileSync(path.join(dir, 'breeder.conf'), site);
  const main = shipped('nginx.conf')
    .replace('user www-data;', 'user root;')
    .replace('pid /run/nginx.pid;', `pid ${dir}/nginx.pid;`)
    .replace('access_log /var/log/nginx/access.log redacted;', accessLog ? `access_log ${dir}/logs/access.log redacted;` : 'access_log off;')
    .replace('error_log /var/log/nginx/error.log warn;', `error_log ${dir}/logs/error.log warn;\n  client_body_temp_path ${dir}/tmp/body;\n  proxy_temp_path ${dir}/tmp/proxy;\n  fastcgi_temp_path ${dir}/tmp/fastcgi;\n  uwsgi_temp_path ${dir}/tmp/uwsgi;\n  scgi_temp_path ${dir}/tmp/scgi;`)
    .replace('include /etc/nginx/conf.d/*.conf;', `include ${dir}/breeder.conf;`);
  if (!main.includes(accessLog ? `${dir}/logs/access.log redacted;` : 'access_log off;')) throw new Error('deploy/nginx/nginx.conf changed shape (access_log); update scripts/standalone.mjs');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs', 'error.log')], { stdio: 'pipe' });
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs', 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const origin = `https://127.0.0.1:${httpsPort}`;
  await waitForTls(`127.0.0.1`, httpsPort, child, stderr);
  return {
    origin,
    dir,
    child,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForTls(host, port, child) {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, host, () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('nginx did not listen');
}

/** Builds if needed, starts the standalone server and nginx in front; returns both and a stop(). */
export async function startStack({ dist = '.next-standalone', dataDir, appPort, httpsPort, httpPort, staticPort, staticRoot, proxy: withProxy = true, log = console.log, env } = {}) {
  buildStandalone({ dist, log });
  const dir = prepareStandalone(dist);
  appPort ??= await freePort();
  httpsPort ??= await freePort();
  httpPort ??= await freePort();
  if (staticRoot) staticPort ??= await freePort();
  const ownData = !dataDir;
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-standalone-data-'));
  const origin = withProxy ? `https://127.0.0.1:${httpsPort}` : `http://127.0.0.1:${appPort}`;
  const server = await startStandaloneServer({ dir, port: appPort, dataDir, origin, env });
  if (!withProxy) {
    log(`standalone server on ${origin} (DATA_DIR=${dataDir})`);
    return {
      origin,
      appOrigin: origin,
      staticOrigin: null,
      dataDir,
      standaloneDir: dir,
      proxy: null,
      server,
      stop: async () => {
        await server.stop();
        if (ownData) fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  let proxy;
  try {
    proxy = await startNginx({ appPort, httpsPort, httpPort, staticPort, staticRoot });
  } catch (e) {
    await server.stop();
    throw e;
  }
  log(`standalone server on http://127.0.0.1:${appPort} (DATA_DIR=${dataDir}); nginx on ${origin}`);
  return {
    origin,
    appOrigin: `http://127.0.0.1:${appPort}`,
    staticOrigin: staticRoot ? `https://127.0.0.1:${staticPort}` : null,
    dataDir,
    standaloneDir: dir,
    proxy,
    server,
    stop: async () => {
      await proxy.stop();
      await server.stop();
      if (ownData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function cli() {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (!args.includes('--serve')) {
    console.log('Usage: node scripts/standalone.mjs --serve [--port <https port>] [--dist .next-standalone] [--data <dir>] [--rebuild] [--no-proxy --app-port <port>]');
    process.exit(1);
  }
  const dist = opt('--dist') || '.next-standalone';
  if (args.includes('--rebuild')) buildStandalone({ dist, force: true });
  const stack = await startStack({
    dist,
    dataDir: opt('--data'),
    httpsPort: opt('--port') ? Number(opt('--port')) : undefined,
    appPort: opt('--app-port') ? Number(opt('--app-port')) : undefined,
    proxy: !args.includes('--no-proxy'),
  });
  console.log(`ready ${stack.origin}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  stack.server.child.on('exit', (code) => {
    if (!stopping) {
      console.error(`the standalone server exited (${code})`);
      void (stack.proxy ? stack.proxy.stop() : Promise.resolve()).then(() => process.exit(1));
    }
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
