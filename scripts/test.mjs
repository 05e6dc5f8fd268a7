#!/usr/bin/env node
// npm test: every stage of the suite, one after another, each run even when one before it failed,
// then a table of what passed, what failed and how long each took; exits 1 when any stage failed.
// docs/testing.md describes the stages.
//
//   node scripts/test.mjs                 all stages
//   node scripts/test.mjs e2e unit        only the stages whose name starts with one of these
import { spawnSync } from 'node:child_process';

const playwright = (...args) => ['node', 'node_modules/@playwright/test/cli.js', 'test', ...args];

/**
 * The local Playwright projects share one server and its content, so each gets its own run (a
 * fresh data folder); the first run builds the site, the later ones serve that build.
 */
const STAGES = [
  { name: 'typecheck', cmd: ['node', 'node_modules/typescript/bin/tsc', '--noEmit'] },
  { name: 'lint', cmd: ['node', 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'] },
  { name: 'unit', cmd: ['node', 'node_modules/vitest/vitest.mjs', 'run'] },
  // The browser suite on both backends: the two servers build side by side.
  { name: 'e2e', cmd: playwright('--project=chromium', '--project=firebase'), builds: true },
  { name: 'e2e-admin', cmd: playwright('--project=admin'), reuses: true },
  { name: 'e2e-cache', cmd: playwright('--project=cache'), reuses: true },
  { name: 'e2e-flood', cmd: playwright('--project=flood'), reuses: true },
  { name: 'standalone', cmd: playwright('-c', 'playwright.standalone.config.ts') },
];

const wanted = process.argv.slice(2);
const stages = wanted.length ? STAGES.filter((s) => wanted.some((w) => s.name.startsWith(w))) : STAGES;
if (!stages.length) {
  console.error(`No stage matches ${wanted.join(' ')}; stages: ${STAGES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const results = [];
let built = false;
for (const stage of stages) {
  console.log(`\n== ${stage.name}: ${stage.cmd.slice(1).join(' ')}`);
  const env = { ...process.env };
  // Serve the build an earlier stage of this same run made; a lone stage builds afresh.
  if (stage.reuses && built) env.E2E_REUSE_BUILD = '1';
  const started = Date.now();
  const run = spawnSync(stage.cmd[0], stage.cmd.slice(1), { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (stage.builds) built = true;
  const ok = run.status === 0;
  results.push({ name: stage.name, ok, seconds, why: ok ? '' : run.error ? run.error.message : `exit ${run.status ?? run.signal}` });
}

const width = Math.max(...results.map((r) => r.name.length));
const clock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
console.log('\n== summary');
for (const r of results) console.log(`${r.name.padEnd(width)}  ${r.ok ? 'pass' : 'FAIL'}  ${clock(r.seconds).padStart(5)}  ${r.why}`);
const total = results.reduce((n, r) => n + r.seconds, 0);
const failed = results.filter((r) => !r.ok);
console.log(`${'total'.padEnd(width)}  ${failed.length ? 'FAIL' : 'pass'}  ${clock(total).padStart(5)}  ${failed.length ? `failed: ${failed.map((r) => r.name).join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
