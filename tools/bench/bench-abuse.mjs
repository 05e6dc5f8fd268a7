#!/usr/bin/env node
/**
 * Disk growth under made-up URLs (docs/security.md), against a running production server:
 *   node tools/bench/bench-abuse.mjs --origin http://127.0.0.1:3000 --dist .next --data .data [--n 500]
 * Sends N requests each of: /book/<random id>, /_next/image for an upload with a random ?v=,
 * /_next/image for a path outside the allow-list, and an unlisted quality. Prints the bytes the
 * build folder and the data folder grew by after each kind, the answers' status codes and the rate.
 * Before the fix every /book id added its own ISR entry (~47 kB: the /book page's .html, .rsc and
 * .meta) and every random ?v= one optimized image; after, both should add 0 bytes.
 */
import path from 'node:path';
import { dirBytes } from './dir-files.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const ORIGIN = opt('origin', 'http://127.0.0.1:3000');
const DIST = path.resolve(opt('dist', '.next'));
const DATA = path.resolve(opt('data', '.data'));
const N = Number(opt('n', '500'));
const CONCURRENCY = 8;

const bytes = dirBytes;

async function run(label, makeUrl) {
  const before = { dist: bytes(DIST), data: bytes(DATA) };
  const codes = new Map();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < N) {
        const i = next++;
        const res = await fetch(`${ORIGIN}${makeUrl(i)}`, { headers: { Accept: 'image/webp,text/html' } });
        await res.arrayBuffer();
        codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Let writes that follow the response (cache sets) land before measuring.
  await new Promise((r) => setTimeout(r, 1500));
  const after = { dist: bytes(DIST), data: bytes(DATA) };
  console.log(
    `${label.padEnd(34)} ${N} req in ${seconds.toFixed(1)} s (${Math.round(N / seconds)} req/s)  status ${JSON.stringify(Object.fromEntries(codes))}  ` +
      `build folder +${after.dist - before.dist} B, data folder +${after.data - before.data} B`,
  );
}

const html = await (await fetch(`${ORIGIN}/gallery`)).text();
const upload = decodeURIComponent(/\/_next\/image\?url=(%2Fmedia%2F[^&"]+)/.exec(html)?.[1] ?? '');
if (!upload) throw new Error('no upload found on /gallery');
const base = upload.replace(/\?.*$/, '');
const image = (url, q = 75) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=${q}`;
const rnd = () => Math.random().toString(36).slice(2, 10);

await fetch(`${ORIGIN}/book/warm-up`).then((r) => r.arrayBuffer());
await fetch(`${ORIGIN}${image(upload)}`, { headers: { Accept: 'image/webp' } }).then((r) => r.arrayBuffer());
await run('/book/<random id>', () => `/book/${rnd()}-${rnd()}`);
await run('/_next/image upload ?v=<random>', () => image(`${base}?v=${Date.now()}${rnd()}`));
await run('/_next/image /<random path>', () => image(`/${rnd()}.png?${rnd()}`));
// Every quality from 1 to 100 but the allowed 75.
await run('/_next/image upload, q=<other>', (i) => image(upload, 1 + (i % 99) + (1 + (i % 99) >= 75 ? 1 : 0)));
