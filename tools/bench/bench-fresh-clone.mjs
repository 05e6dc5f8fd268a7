#!/usr/bin/env node
/**
 * A newcomer's first page: clone the repository into a temp folder, run the README's command to run
 * the site, and time until `/` answers 200. Prints the time the install took, the time to the first
 * page, the CPU seconds each took (what a busy machine changes least: on an idle 2-core machine the
 * wall clock is about the CPU time over the cores the step keeps busy), what was installed, and the
 * machine's load (a busy machine slows every wall-clock figure).
 *
 *   npm run bench:install [-- --ref=HEAD] [--command="npm ci --omit=dev && npm start"]
 *                              [--port=<port>] [--budget=180] [--timeout=40] [--keep]
 *
 * --ref: the commit to clone (default HEAD of this checkout; uncommitted changes are not in a clone).
 * --command: what the newcomer types (default: the README's first ```sh block, the run command).
 * --port: where the site is served (PORT); default a free loopback port (scripts/free-port.mjs).
 * The npm cache of this machine is used as it is (no internet here: packages come from the cache or
 * the configured registry); CI is unset, as on a newcomer's machine.
 * Exits 1 when the site never answered (within --timeout minutes); a time over the budget is reported, not
 * failed, since the machine's load decides much of it.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, portIsFree } from '../../scripts/free-port.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const arg = (k) => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);

/** The README's run command: the first line of its first ```sh block. */
function readmeCommand() {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = /```sh\n([^\n]+)\n/.exec(readme);
  if (!block) throw new Error('README.md has no ```sh block');
  return block[1].trim();
}

const ref = arg('ref') || 'HEAD';
const command = arg('command') || readmeCommand();
const port = Number(arg('port')) || (await freePort());
const budget = Number(arg('budget') || 180);
const timeoutMin = Number(arg('timeout') || 40);
const keep = process.argv.includes('--keep');
if (!(await portIsFree(port))) {
  console.error(`port ${port} is taken; pass --port=<free port>`);
  process.exit(2);
}

const commit = spawnSync('git', ['rev-parse', ref], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-'));
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const loadBefore = load();
console.log(`fresh clone of ${commit.slice(0, 12)} in ${dir}; command: ${command}; port ${port}; load ${loadBefore} (${os.cpus().length} cores)`);

const started = Date.now();
const seconds = (t) => (t === null ? null : Math.round((t - started) / 100) / 10);
const clone = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, dir], { stdio: 'inherit' });
if (clone.status !== 0) process.exit(1);
spawnSync('git', ['checkout', '--quiet', commit], { cwd: dir, stdio: 'inherit' });
const cloned = Date.now();

const env = { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' };
for (const k of ['CI', 'NEXT_DIST_DIR', 'DATA_DIR', 'NEXT_PUBLIC_SITE_URL', 'NEXTAUTH_URL', 'BACKEND', 'npm_config_omit', 'NODE_ENV']) delete env[k];
const child = spawn('bash', ['-c', command], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * CPU seconds (user + system) spent by the command so far: every live process of its group, each
 * with the children it has already reaped (a finished `npm ci`, a finished `next build`). Unlike
 * the wall clock, this hardly depends on how busy the machine is.
 */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
function cpuSeconds() {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state(0) ppid(1) pgrp(2) … utime(11) stime(12) cutime(13) cstime(14).
      if (Number(f[2]) === child.pid) ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      /* gone meanwhile */
    }
  }
  return Math.round((ticks / TICKS) * 10) / 10;
}
const log = fs.createWriteStream(path.join(dir, 'bench-fresh-clone.log'));
let installed = null;
let installCpu = null;
let buildStarted = null;
let output = '';
const watch = (chunk) => {
  const text = chunk.toString();
  log.write(text);
  output = (output + text).slice(-20_000);
  // npm prints the script header when `npm start` begins: the install is over.
  if (installed === null && /> [\w@/.-]+ start\n/.test(output)) {
    installed = Date.now();
    installCpu = cpuSeconds();
  }
  if (buildStarted === null && /Building the site|next build|Creating an optimized production build/.test(output)) buildStarted = Date.now();
};
child.stdout.on('data', watch);
child.stderr.on('data', watch);

let firstPage = null;
let firstPageCpu = null;
const deadline = Date.now() + timeoutMin * 60_000;
while (Date.now() < deadline && child.exitCode === null) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (res.status === 200) {
      firstPage = Date.now();
      firstPageCpu = cpuSeconds();
      break;
    }
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 500));
}
const exitedEarly = child.exitCode !== null;
try {
  process.kill(-child.pid, 'SIGTERM');
} catch {
  /* already gone */
}
await new Promise((r) => setTimeout(r, 2000));
try {
  process.kill(-child.pid, 'SIGKILL');
} catch {
  /* gone */
}
log.end();

const count = (d) => {
  try {
    return fs.readdirSync(d).flatMap((n) => (n.startsWith('@') ? fs.readdirSync(path.join(d, n)) : n.startsWith('.') ? [] : [n])).length;
  } catch {
    return 0;
  }
};
const du = spawnSync('du', ['-sm', path.join(dir, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0];
const row = {
  commit: commit.slice(0, 12),
  command,
  clone_s: seconds(cloned),
  install_s: seconds(installed),
  build_started_s: seconds(buildStarted),
  first_page_s: seconds(firstPage),
  install_cpu_s: installCpu,
  first_page_cpu_s: firstPageCpu,
  top_level_packages: count(path.join(dir, 'node_modules')),
  node_modules_mb: Number(du) || null,
  load_before: loadBefore,
  load_after: load(),
};
console.log(JSON.stringify(row, null, 2));
console.log(
  `\n| commit | command | install s (CPU s) | first page s (CPU s) | packages (top level) | node_modules MB | load 1/5/15 min |\n| --- | --- | --- | --- | --- | --- | --- |\n| ${row.commit} | \`${command}\` | ${row.install_s ?? '-'} (${row.install_cpu_s ?? '-'}) | ${row.first_page_s ?? 'never'} (${row.first_page_cpu_s ?? '-'}) | ${row.top_level_packages} | ${row.node_modules_mb ?? '-'} | ${row.load_before} → ${row.load_after} |`,
);
if (firstPage === null) {
  console.error(`\nThe site never answered 200 on /${exitedEarly ? ` (the command exited ${child.exitCode})` : ''}; the last output:\n${output.slice(-4000)}`);
} else {
  console.log(`\nfirst page after ${row.first_page_s} s: ${row.first_page_s <= budget ? 'within' : 'OVER'} the budget of ${budget} s`);
}
if (keep) console.log(`kept ${dir} (its log: bench-fresh-clone.log)`);
else fs.rmSync(dir, { recursive: true, force: true });
process.exit(firstPage === null ? 1 : 0);
