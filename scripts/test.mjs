#!/usr/bin/env node
// npm test: every stage of the suite, each run even when another failed, then a table of what
// passed, what failed and how long each took; exits 1 when any stage failed. docs/testing.md
// describes the stages.
//
//   node scripts/test.mjs                 all stages
//   node scripts/test.mjs e2e unit        only the stages whose name starts with one of these
//
// Two lanes run side by side, the stages of each one after another: lane 1 the checks (typecheck,
// lint, unit), then the standalone suite; lane 2 the local browser stages, which share one server
// and its data so never run beside each other. The checks use the cores the site's builds leave idle
// at the start of lane 2; the standalone suite (its own server, nginx and data) starts once lane 2's
// build is there and runs beside lane 2's tests. While both lanes run, each stage's output goes to
// test-results/stages/<stage>.log and is printed whole when the stage ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePorts } from './free-port.mjs';

const playwright = (...args) => ['node', 'node_modules/@playwright/test/cli.js', 'test', ...args];
/** The build folder of the local Playwright server (e2e/env.ts names it the same way). */
const E2E_DIST_DIR = `.next-${process.env.E2E_NAME || 'e2e'}`;
/**
 * The servers' ports: free ones on 127.0.0.1, picked once here and handed to every stage through
 * the environment (the stages that serve the e2e build, and this script's check that the build's
 * server answers, use the same port), unless E2E_PORT, E2E_FIREBASE_PORT or STANDALONE_PORT name
 * them. Two clones run `npm test` at once; a busy port never breaks a run. docs/testing.md
 */
{
  const [local, firebase, standalone] = await freePorts(3);
  if (process.env.E2E_PORT && !process.env.E2E_FIREBASE_PORT) process.env.E2E_FIREBASE_PORT = String(Number(process.env.E2E_PORT) + 10);
  process.env.E2E_PORT ||= String(local);
  process.env.E2E_FIREBASE_PORT ||= String(firebase);
  process.env.STANDALONE_PORT ||= String(standalone);
}
const E2E_PORT = Number(process.env.E2E_PORT);
const begun = Date.now();

/**
 * The local Playwright projects share one server and its content, so each gets its own run (a
 * fresh data folder); the `e2e` run builds the site, the later ones serve that build. The standalone
 * suite serves the same build's `output: 'standalone'` server (playwright.config.ts builds it so).
 */
const STAGES = [
  { name: 'typecheck', lane: 1, cmd: ['node', 'node_modules/typescript/bin/tsc', '--noEmit'] },
  { name: 'lint', lane: 1, cmd: ['node', 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'] },
  { name: 'unit', lane: 1, cmd: ['node', 'node_modules/vitest/vitest.mjs', 'run'] },
  // The browser suite on both backends: the two servers build side by side.
  { name: 'e2e', lane: 2, cmd: playwright('--project=chromium', '--project=firebase'), builds: true },
  { name: 'e2e-admin', lane: 2, cmd: playwright('--project=admin'), reuses: true },
  { name: 'e2e-cache', lane: 2, cmd: playwright('--project=cache'), reuses: true },
  { name: 'e2e-flood', lane: 2, cmd: playwright('--project=flood'), reuses: true },
  { name: 'standalone', lane: 1, cmd: playwright('-c', 'playwright.standalone.config.ts'), reusesStandalone: true },
];

const wanted = process.argv.slice(2);
const stages = wanted.length ? STAGES.filter((s) => wanted.some((w) => s.name.startsWith(w))) : STAGES;
if (!stages.length) {
  console.error(`No stage matches ${wanted.join(' ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const clock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const lanes = [...new Set(stages.map((s) => s.lane))].map((lane) => stages.filter((s) => s.lane === lane));
const sideBySide = lanes.length > 1;
const LOGS = path.join('test-results', 'stages');
if (sideBySide) fs.mkdirSync(LOGS, { recursive: true });
const since = () => clock(Math.round((Date.now() - begun) / 1000));

/** Runs one stage; resolves with its result, never rejects (a stage that cannot start has failed). */
function runStage(stage, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const log = sideBySide ? path.join(LOGS, `${stage.name}.log`) : null;
    const out = log ? fs.openSync(log, 'w') : 'inherit';
    console.log(`\n== ${stage.name}: ${stage.cmd.slice(1).join(' ')}${log ? `  (started at ${since()}; output: ${log})` : ''}`);
    const child = spawn(stage.cmd[0], stage.cmd.slice(1), { stdio: ['ignore', out, out], env });
    let ended = false;
    const done = (status, error) => {
      if (ended) return;
      ended = true;
      if (log) fs.closeSync(out);
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = status === 0;
      if (log) {
        console.log(`\n== ${stage.name}: ${ok ? 'pass' : 'FAIL'} after ${clock(seconds)} (at ${since()}); its output:`);
        process.stdout.write(fs.readFileSync(log));
      }
      resolve({ name: stage.name, ok, seconds, why: ok ? '' : error ? error.message : `exit ${status}` });
    };
    child.once('error', (e) => done(null, e));
    child.once('exit', (code, signal) => done(code ?? signal));
  });
}

/** The `e2e` stage of this run: whether it ran its build, and whether it has ended. */
const e2e = { planned: stages.some((s) => s.builds), ran: false, ended: false };
const STANDALONE_SERVER = path.join(E2E_DIST_DIR, 'standalone', 'server.js');
/** The standalone server of a build made during this run (not one left from an earlier run). */
const freshStandalone = () => {
  try {
    return fs.statSync(STANDALONE_SERVER).mtimeMs > begun;
  } catch {
    return false;
  }
};

/** The e2e stage's local server answers: its build (the standalone server included) is complete. */
async function localServerUp() {
  try {
    return (await fetch(`http://127.0.0.1:${E2E_PORT}/api/health`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

/** Until the e2e stage's build is complete, or the stage has ended; true when that build can be served. */
async function standaloneBuild() {
  while (e2e.planned && !e2e.ended) {
    if (freshStandalone() && (await localServerUp())) return true;
    await new Promise((r) => setTimeout(r, 2000));
  }
  // The stage has ended: its build is complete if it got as far as the standalone server.
  return e2e.planned && freshStandalone();
}

async function runLane(lane) {
  const results = [];
  for (const stage of lane) {
    const env = { ...process.env };
    // Serve the build an earlier stage of this same run made; a lone stage builds afresh.
    if (stage.reuses && e2e.ran) env.E2E_REUSE_BUILD = '1';
    if (stage.reusesStandalone && (await standaloneBuild())) Object.assign(env, { STANDALONE_DIST: E2E_DIST_DIR, STANDALONE_REUSE_BUILD: '1' });
    if (stage.builds) e2e.ran = true;
    results.push(await runStage(stage, env));
    if (stage.builds) e2e.ended = true;
  }
  return results;
}

console.log(`ports: e2e ${process.env.E2E_PORT}, firebase ${process.env.E2E_FIREBASE_PORT}, standalone ${process.env.STANDALONE_PORT} (127.0.0.1)`);
const byName = new Map((await Promise.all(lanes.map(runLane))).flat().map((r) => [r.name, r]));
const results = stages.map((s) => byName.get(s.name));

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n== summary');
for (const r of results) console.log(`${r.name.padEnd(width)}  ${r.ok ? 'pass' : 'FAIL'}  ${clock(r.seconds).padStart(5)}  ${r.why}`);
const total = Math.round((Date.now() - begun) / 1000);
const failed = results.filter((r) => !r.ok);
console.log(
  `${'total'.padEnd(width)}  ${failed.length ? 'FAIL' : 'pass'}  ${clock(total).padStart(5)}  ${failed.length ? `failed: ${failed.map((r) => r.name).join(', ')} ` : ''}${sideBySide ? '(wall clock; the two lanes run side by side)' : ''}`,
);
process.exit(failed.length ? 1 : 0);
