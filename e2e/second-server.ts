import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_KEEP_ALIVE_MS } from './env';

/**
 * Another `next start` of an existing Playwright production build (no second build): a second
 * instance of the deployment on its own port, as a process manager or App Hosting would run it.
 * Used by the cache coherence specs (docs/caching.md). The process is stopped by `stop()`.
 */

const ROOT = path.resolve(__dirname, '..');
const NEXT = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

export type RunningServer = { origin: string; port: number; stop(): Promise<void>; log(): string };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(opts: { distDir: string; env: Record<string, string | undefined> }): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [NEXT, 'start', '-H', '127.0.0.1', '-p', String(port), '--keepAliveTimeout', String(TEST_KEEP_ALIVE_MS)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXTAUTH_URL: origin,
      NEXT_PUBLIC_SITE_URL: origin,
      ...opts.env,
      NEXT_DIST_DIR: opts.distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${origin}/api/auth/csrf`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`next start did not answer within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    port,
    log: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The page's HTML as a visitor (no cookies) gets it, with its status and cache headers. */
export async function visit(origin: string, pathname: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/**
 * Polls `check` on fresh page loads until it holds or `withinMs` passes; resolves to the time it
 * took (ms). The bound is the promise (an edit on one server is on the other within 2 s).
 */
export async function visibleWithin(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`not visible within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
