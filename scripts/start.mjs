#!/usr/bin/env node
// npm start: serves the production site, building it first only when the build is missing or out
// of date, then prints the first admin's credentials (embedded default) once the server answers.
//
// "Out of date" = the build stamp (<distDir>/build-stamp.json, written after a successful build)
// differs from a fingerprint of what a build depends on: the sources (app/, components/, lib/,
// public/, root config files, package-lock.json; test files excluded), the git HEAD when there is
// one, and the build-time variables (BACKEND, NEXT_PUBLIC_*, PORT for the default site URL,
// NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: the forms' ids, docs/forms.md).
// `npm start -- --rebuild` forces a build.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'lib', 'public'];
// next-env.d.ts is left out: `next build` writes it (and may add its types folder to tsconfig.json,
// which is why the stamp is computed after the build).
const SOURCE_FILES = ['next.config.ts', 'middleware.ts', 'instrumentation.ts', 'instrumentation-node.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const TEST_FILE = /\.(test|spec)\.(ts|tsx|mjs|js)$/;

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const ent of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, ent.name);
    if (ent.isDirectory()) walk(full, out);
    else if (ent.isFile() && !TEST_FILE.test(ent.name)) out.push(full);
  }
  return out;
}

function gitHead(root) {
  const r = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** What a build of `root` depends on, as one hash. */
export function buildFingerprint(root = ROOT, env = process.env) {
  const hash = createHash('sha256');
  const files = [...SOURCE_DIRS.flatMap((d) => walk(path.join(root, d), [])), ...SOURCE_FILES.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f))];
  for (const file of files) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  const buildEnv = Object.keys(env)
    .filter((k) => k === 'BACKEND' || k === 'PORT' || k.startsWith('NEXT_PUBLIC_') || k === 'STORAGE_EMULATOR_HOST' || k === 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY')
    .sort()
    .map((k) => `${k}=${env[k]}`);
  hash.update(buildEnv.join('\n'));
  return { sources: hash.digest('hex'), gitHead: gitHead(root), files: files.length };
}

/** Why a build is needed, or null when `distDir` holds an up-to-date production build. */
export function rebuildReason(distDir, fingerprint) {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) return 'no production build yet';
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(distDir, 'build-stamp.json'), 'utf8'));
  } catch {
    return 'the build has no stamp (made by another command)';
  }
  if (stamp.sources !== fingerprint.sources) return 'sources or build settings changed since the last build';
  return null;
}

/**
 * A production install (`npm ci --omit=dev`, the README's run command) has none of the test tools
 * (no ESLint, no test runners' types): its build leaves linting and type checks to the test
 * command, which installs them and runs both (`npm test`). A full install builds as before.
 */
export function productionInstall(root = ROOT) {
  return !fs.existsSync(path.join(root, 'node_modules', 'eslint', 'package.json'));
}

export function writeStamp(distDir, fingerprint) {
  fs.writeFileSync(path.join(distDir, 'build-stamp.json'), JSON.stringify({ ...fingerprint, builtAt: new Date().toISOString() }, null, 2) + '\n');
}

/** The credentials box: impossible to miss in a terminal or a log. */
export function credentialsBox({ email, password, file, origin }) {
  const lines = [
    'FIRST ADMIN ACCOUNT',
    '',
    `Sign in at  ${origin}/login`,
    `email:      ${email}`,
    `password:   ${password}`,
    '',
    'Keep this password somewhere safe, then delete',
    `${file}`,
    'This box is shown on every start until that file is gone.',
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = '#'.repeat(width + 2);
  return ['', bar, ...lines.map((l) => `# ${l.padEnd(width - 2)} #`), bar, ''].join('\n');
}

export function readCredentials(file) {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const email = /^email:\s*(.+)$/m.exec(text)?.[1]?.trim();
  const password = /^password:\s*(.+)$/m.exec(text)?.[1]?.trim();
  return email && password ? { email, password } : null;
}

async function waitForServer(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (res.status < 500) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

function nextBin() {
  return path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--rebuild');
  const passthrough = args.filter((a) => a !== '--rebuild');
  // The same .env files Next reads (.env, .env.production, .env.local), so DATA_DIR, PORT and the
  // build-time variables here are the ones the server sees.
  const { loadEnvConfig } = (await import('@next/env')).default ?? (await import('@next/env'));
  loadEnvConfig(ROOT, false, { info: () => {}, error: console.error });
  const flag = (...names) => {
    const i = passthrough.findIndex((a) => names.includes(a));
    return i >= 0 ? passthrough[i + 1] : undefined;
  };
  const port = flag('-p', '--port') || process.env.PORT || '3000';
  process.env.PORT = port;
  const distDir = path.resolve(ROOT, process.env.NEXT_DIST_DIR || '.next');
  const origin = (process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${port}`).replace(/\/+$/, '');

  // The seed (lib/backend/local/seed) leaves the password to the box below.
  process.env.ADMIN_CREDENTIALS_NOTICE = 'after-start';
  const fingerprint = buildFingerprint();
  const reason = force ? 'asked with --rebuild' : rebuildReason(distDir, fingerprint);
  if (reason) {
    console.log(`> Building the site (${reason}) …`);
    const lean = productionInstall();
    if (lean) console.log('> A production install (no dev tools): the build skips lint and type checks, which `npm test` runs.');
    const built = spawnSync(process.execPath, [nextBin(), 'build', ...(lean ? ['--no-lint'] : [])], {
      stdio: 'inherit',
      env: lean ? { ...process.env, BUILD_SKIP_TYPE_CHECK: '1' } : process.env,
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
    writeStamp(distDir, buildFingerprint());
  } else {
    console.log(`> The build in ${path.relative(ROOT, distDir) || '.'} is up to date; starting it (npm start -- --rebuild to force a build).`);
  }

  const child = spawn(process.execPath, [nextBin(), 'start', ...passthrough], { stdio: 'inherit', env: process.env });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

  // The health check opens the store, which creates the first admin on a new embedded site.
  const bound = flag('-H', '--hostname');
  const host = bound && bound !== '0.0.0.0' && bound !== '::' ? bound : '127.0.0.1';
  if (!(await waitForServer(`http://${host}:${port}/api/health`, child))) return;
  if ((process.env.BACKEND || 'local') !== 'local') return;
  const file = path.join(path.resolve(ROOT, process.env.DATA_DIR || '.data'), 'admin-credentials.txt');
  const creds = readCredentials(file);
  if (creds) console.log(credentialsBox({ ...creds, file, origin }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
