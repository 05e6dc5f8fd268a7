/**
 * `npx tsx tools/bench/bench-images.mts --dist=<a production build folder> [--photos=3] [--delay=20]`:
 * a visitor's first view of a newly uploaded photo (docs/images.md), with the upload's warm-up off
 * (IMAGE_WARM=off, as before it existed) and on. For each mode `next start` serves the given build
 * on a fresh data folder; the admin uploads --photos puppy photos (the demo artwork enlarged to a
 * phone camera's 4032 × 3024, each one different) through /api/admin/uploads as the admin form does; --delay seconds
 * later (the admin saving the entry, a family opening the page) each size a visitor's screen picks
 * (lib/domain/image-warm.ts) is requested once as a browser that takes AVIF: time to the last
 * byte and the optimizer's X-Nextjs-Cache (MISS: made for this visitor; HIT: ready). No build here.
 * Results: printed and written to bench-results/images.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BROWSER_IMAGE_ACCEPT, optimizerPath, warmWidths } from '@/lib/domain/image-warm';
import { freePort } from '../../scripts/free-port.mjs';
import { siteStartEnv } from './site-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DIST = arg('dist', '.next');
const PHOTOS = Number(arg('photos', '3'));
const DELAY_S = Number(arg('delay', '20'));
const PORT = Number(arg('port', '')) || (await freePort());
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'bench@example.test', password: 'bench-password-123' };
const log = (...a: unknown[]) => console.log('[bench:images]', ...a);

if (!fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) {
  console.error(`No production build in ${DIST} (pass --dist=<folder of a next build>).`);
  process.exit(1);
}

async function start(mode: 'on' | 'off'): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-images-${mode}-`));
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    cwd: ROOT,
    env: siteStartEnv({ dist: DIST, dataDir, origin: ORIGIN, admin: ADMIN, extra: { IMAGE_WARM: mode } }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, dataDir };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

async function stop({ child, dataDir }: { child: ChildProcess; dataDir: string }) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The admin's session cookies, signed in as the seeded admin account. */
async function signIn(): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${ORIGIN}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${ORIGIN}/api/auth/callback/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(), origin: ORIGIN },
    body: new URLSearchParams({ csrfToken, email: ADMIN.email, password: ADMIN.password, json: 'true' }),
  });
  keep(res);
  const session = (await (await fetch(`${ORIGIN}/api/auth/session`, { headers: { cookie: cookie() } })).json()) as { user?: { email?: string } };
  if (session.user?.email !== ADMIN.email) throw new Error('could not sign in as the bench admin');
  return cookie();
}

/** A phone camera's photo: one of the demo puppies enlarged to 4032 × 3024, tinted so each is new. */
async function cameraPhoto(n: number): Promise<Buffer> {
  const seed = path.join(ROOT, 'lib/backend/local/seed/images', `puppy-0${(n % 6) + 1}.webp`);
  return sharp(seed).resize(4032, 3024, { fit: 'cover' }).modulate({ hue: n * 17, brightness: 1 + n * 0.01 }).jpeg({ quality: 90 }).toBuffer();
}

type View = { width: number; ms: number; cache: string | null; status: number };

async function run(mode: 'on' | 'off') {
  const server = await start(mode);
  try {
    const cookie = await signIn();
    const photos: { upload: number; views: View[] }[] = [];
    const uploaded: { url: string; upload: number }[] = [];
    for (let n = 0; n < PHOTOS; n++) {
      const form = new FormData();
      form.set('kind', 'puppy');
      form.set('file', new Blob([new Uint8Array(await cameraPhoto(n + (mode === 'on' ? 100 : 0)))], { type: 'image/jpeg' }), `camera-${mode}-${n}.jpg`);
      const started = performance.now();
      const res = await fetch(`${ORIGIN}/api/admin/uploads`, { method: 'POST', body: form, headers: { cookie, origin: ORIGIN } });
      if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      const { url } = (await res.json()) as { url: string };
      uploaded.push({ url, upload: Math.round(performance.now() - started) });
    }
    // The first visitor arrives DELAY_S after the last upload.
    await new Promise((r) => setTimeout(r, DELAY_S * 1000));
    for (const { url, upload } of uploaded) {
      const views: View[] = [];
      for (const width of warmWidths('puppy')) {
        const started = performance.now();
        const res = await fetch(`${ORIGIN}${optimizerPath(url, width)}`, { headers: { accept: BROWSER_IMAGE_ACCEPT } });
        await res.arrayBuffer();
        views.push({ width, ms: Math.round(performance.now() - started), cache: res.headers.get('x-nextjs-cache'), status: res.status });
      }
      photos.push({ upload, views });
    }
    const all = photos.flatMap((p) => p.views).map((v) => v.ms).sort((a, b) => a - b);
    const summary = {
      mode,
      uploadMs: photos.map((p) => p.upload),
      firstViewMs: { median: all[Math.floor(all.length / 2)], max: all[all.length - 1], min: all[0] },
      hits: photos.flatMap((p) => p.views).filter((v) => v.cache === 'HIT').length,
      views: all.length,
      photos,
    };
    log(`warm-up ${mode}: first view median ${summary.firstViewMs.median} ms, max ${summary.firstViewMs.max} ms; ${summary.hits}/${summary.views} cache hits; uploads ${summary.uploadMs.join(', ')} ms`);
    return summary;
  } finally {
    await stop(server);
  }
}

log(`${PHOTOS} photos, widths ${warmWidths('puppy').join(', ')}, first visitor ${DELAY_S} s after the uploads, ${os.cpus().length} CPUs`);
const before = await run('off');
const after = await run('on');
const out = { date: new Date().toISOString(), dist: DIST, photos: PHOTOS, delaySeconds: DELAY_S, cpus: os.cpus().length, loadavg: os.loadavg(), before, after };
fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench-results', 'images.json'), `${JSON.stringify(out, null, 2)}\n`);
log('written to bench-results/images.json');
