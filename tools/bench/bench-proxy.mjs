#!/usr/bin/env node
// npm run bench:proxy — throughput of /puppies through the shipped nginx config in front of the
// standalone server, side by side with the same nginx serving the same bytes as a static file
// (same TLS, keep-alive and compression settings), and the app alone without the proxy.
// Budget: proxy ≥ 50 % of static. One run each, ApacheBench (`ab`, Debian apache2-utils) as the
// client, results in bench-results/proxy.md and proxy.json.
//
//   node tools/bench/bench-proxy.mjs [--seconds 10] [--concurrency 16] [--dist .next-standalone]
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, startStack } from '../../scripts/standalone.mjs';

const run = promisify(execFile);
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const SECONDS = Number(opt('--seconds', '10'));
const CONCURRENCY = Number(opt('--concurrency', '16'));
const DIST = opt('--dist', '.next-standalone');
const BUDGET = 0.5;
// What a browser sends (nginx answers brotli on both sides), and no compression at all, which
// shows the proxy path itself without the per-request compression both sides pay.
const ENCODINGS = (opt('--encodings', 'gzip, deflate, br|identity')).split('|');

/**
 * One ab run: requests per second, failures, non-2xx, mean latency.
 *
 * ab's "Failed requests" adds up connect, receive, length and exception failures, where a "length"
 * failure is only an answer whose size differs from the first one's. The proxy's micro-cached
 * answer is chunked, and ab counts a chunked body's framing into its size, so nearly every proxied
 * answer is a "length failure" though each one is whole. `failed` counts the real failures (could
 * not connect, broken receive, exceptions); `lengthMismatches` is reported apart, and whether the
 * answers are whole is checked by reading them (checkAnswers).
 */
async function ab(url, acceptEncoding) {
  const { stdout } = await run('ab', ['-k', '-q', '-c', String(CONCURRENCY), '-t', String(SECONDS), '-n', '10000000', '-H', `Accept-Encoding: ${acceptEncoding}`, url], {
    maxBuffer: 1 << 24,
  });
  const num = (re) => Number(re.exec(stdout)?.[1] ?? NaN);
  const kinds = /\(Connect: (\d+), Receive: (\d+), Length: (\d+), Exceptions: (\d+)\)/.exec(stdout);
  const [connect, receive, length, exceptions] = kinds ? kinds.slice(1).map(Number) : [0, 0, 0, 0];
  const total = num(/Failed requests:\s+(\d+)/);
  return {
    rps: num(/Requests per second:\s+([\d.]+)/),
    complete: num(/Complete requests:\s+(\d+)/),
    // Without the breakdown (no failure at all, ab prints none), the total is the real count.
    failed: kinds ? connect + receive + exceptions : total,
    lengthMismatches: length,
    non2xx: num(/Non-2xx responses:\s+(\d+)/) || 0,
    meanMs: num(/Time per request:\s+([\d.]+) \[ms\] \(mean\)/),
    bytes: num(/Document Length:\s+(\d+) bytes/),
  };
}

/**
 * Whether `origin` answers /puppies whole: `count` requests, as many at a time as the benchmark
 * uses, each a 200 whose decoded body is a complete page (the same <title> as `body`, ending in
 * </html>). Not byte-equal to `body`: after the load the page may have been rendered again since
 * (revalidated), with other bytes of the same size. Returns what each bad answer was.
 */
async function checkAnswers(origin, acceptEncoding, body, count = CONCURRENCY * 8) {
  const bad = [];
  const titleOf = (html) => /<title>[^<]*<\/title>/.exec(html)?.[0] ?? null;
  const title = titleOf(body.toString());
  const one = async () => {
    const res = await fetch(`${origin}/puppies`, { headers: { 'Accept-Encoding': acceptEncoding } });
    const got = Buffer.from(await res.arrayBuffer()).toString();
    if (res.status !== 200) bad.push(`${res.status}`);
    else if (!got.trimEnd().endsWith('</html>') || titleOf(got) !== title) bad.push(`200 with an incomplete page (${got.length} bytes)`);
  };
  for (let done = 0; done < count; done += CONCURRENCY) await Promise.all(Array.from({ length: CONCURRENCY }, one));
  return bad;
}

async function main() {
  if (!fs.existsSync('/usr/bin/ab') && !fs.existsSync('/usr/local/bin/ab')) throw new Error('ab (ApacheBench) is missing: apt-get install -y apache2-utils');
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-static-'));
  fs.chmodSync(staticRoot, 0o755);
  const stack = await startStack({ dist: DIST, staticRoot });
  try {
    // The same bytes the proxy serves for /puppies, as a static file for the baseline.
    const page = await fetch(`${stack.origin}/puppies`, { headers: { 'Accept-Encoding': 'identity' } });
    if (page.status !== 200) throw new Error(`/puppies through the proxy answered ${page.status}`);
    const body = Buffer.from(await page.arrayBuffer());
    fs.writeFileSync(path.join(staticRoot, 'puppies.html'), body);
    const check = Buffer.from(await (await fetch(`${stack.staticOrigin}/puppies`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
    if (!check.equals(body)) throw new Error('the static copy differs from the page');
    for (let i = 0; i < 20; i++) await fetch(`${stack.origin}/puppies`);
    const runs = [];
    for (const acceptEncoding of ENCODINGS) {
      // Same encoding on both sides.
      const enc = async (origin) => (await fetch(`${origin}/puppies`, { headers: { 'Accept-Encoding': acceptEncoding } })).headers.get('content-encoding') ?? 'identity';
      const encoding = { proxy: await enc(stack.origin), static: await enc(stack.staticOrigin) };
      if (encoding.proxy !== encoding.static) throw new Error(`different encodings: ${JSON.stringify(encoding)}`);
      console.log(`/puppies: ${body.length} bytes, ${encoding.proxy} on the wire; ${SECONDS} s per side, ${CONCURRENCY} connections, keep-alive`);
      const proxy = await ab(`${stack.origin}/puppies`, acceptEncoding);
      console.log(`  through nginx → standalone server (TLS): ${proxy.rps.toFixed(0)} req/s`);
      const stat = await ab(`${stack.staticOrigin}/puppies`, acceptEncoding);
      console.log(`  nginx, the same bytes as a file (TLS):   ${stat.rps.toFixed(0)} req/s`);
      const app = await ab(`${stack.appOrigin}/puppies`, acceptEncoding);
      console.log(`  the standalone server alone (http):     ${app.rps.toFixed(0)} req/s`);
      // Right after the load, the answers are still whole (what ab's length count cannot tell).
      const broken = await checkAnswers(stack.origin, acceptEncoding, body);
      for (const [side, r] of [['proxy', proxy], ['static', stat], ['app', app]]) {
        const notes = [r.failed ? `${r.failed} failed` : '', r.non2xx ? `${r.non2xx} non-2xx` : '', r.lengthMismatches ? `${r.lengthMismatches} of another length (chunked; not failures)` : ''].filter(Boolean);
        if (notes.length) console.log(`  ${side}: ${notes.join(', ')}`);
      }
      if (broken.length) {
        const counts = new Map();
        for (const b of broken) counts.set(b, (counts.get(b) ?? 0) + 1);
        const kinds = [...counts].map(([k, n]) => `${n} × ${k}`);
        console.log(`  ${broken.length} answers through the proxy after the load were not a whole 200 /puppies: ${kinds.join(', ')}`);
      }
      const ratio = proxy.rps / stat.rps;
      const ok = ratio >= BUDGET && broken.length === 0 && proxy.failed === 0 && proxy.non2xx === 0 && stat.failed === 0 && stat.non2xx === 0;
      console.log(`  ratio proxy/static: ${(ratio * 100).toFixed(1)} % (budget ≥ ${BUDGET * 100} %) ${ok ? 'OK' : 'FAIL'}`);
      runs.push({ acceptEncoding, encoding: encoding.proxy, proxy, static: stat, app, broken: broken.length, ratio, ok });
    }
    const ok = runs.every((r) => r.ok);
    const result = {
      at: new Date().toISOString(),
      machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
      page: { path: '/puppies', bytes: body.length },
      settings: { seconds: SECONDS, concurrency: CONCURRENCY, client: 'ab -k (keep-alive)' },
      runs,
      budget: BUDGET,
      ok,
    };
    const out = path.join(ROOT, 'bench-results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'proxy.json'), JSON.stringify(result, null, 2) + '\n');
    const row = (label, r) => `| ${label} | ${r.rps.toFixed(0)} | ${r.meanMs.toFixed(1)} ms | ${r.failed} | ${r.non2xx} | ${r.lengthMismatches} |`;
    fs.writeFileSync(
      path.join(out, 'proxy.md'),
      [
        '# /puppies through the shipped nginx config vs. nginx serving the same bytes',
        '',
        `${result.at} · ${result.machine}`,
        `${body.length} bytes of HTML · ${SECONDS} s per side · ${CONCURRENCY} connections · ab -k`,
        '',
        ...runs.flatMap((r) => [
          `## ${r.encoding} on the wire (Accept-Encoding: ${r.acceptEncoding})`,
          '',
          '| side | req/s | mean latency | failed | non-2xx | other length (chunked, not failures) |',
          '|---|---:|---:|---:|---:|---:|',
          row('nginx (deploy/nginx) → standalone server, TLS', r.proxy),
          row('nginx, the same bytes as a static file, TLS', r.static),
          row('the standalone server alone (http, no proxy)', r.app),
          '',
          `${r.broken} of ${CONCURRENCY * 8} answers read through the proxy after the load were not a whole 200 /puppies.`,
          '',
          `**Ratio proxy / static: ${(r.ratio * 100).toFixed(1)} %** (budget ≥ ${BUDGET * 100} %) — ${r.ok ? 'OK' : 'FAIL'}`,
          '',
        ]),
      ].join('\n'),
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await stack.stop();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
