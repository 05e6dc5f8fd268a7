import 'server-only';
import { serverEnv } from '@/lib/config/env';
import type { Backend } from './types';

export type { Backend } from './types';

const globalForBackend = globalThis as unknown as { __backend?: Promise<Backend> };

/**
 * The backend this process uses, chosen by BACKEND (local when unset), opened once per process.
 * Pages, actions and route handlers get everything through this function.
 */
export function getBackend(): Promise<Backend> {
  globalForBackend.__backend ??= open().catch((e: unknown) => {
    // Let the next request try again instead of caching a failure forever.
    globalForBackend.__backend = undefined;
    throw e;
  });
  return globalForBackend.__backend;
}

/**
 * A separate instance of the same backend (BACKEND and its env), for the command-line tools
 * (export, import, seed): `seed: false` opens an embedded store without seeding demo content or the
 * first admin, so an import or `npm run seed` starts from what is really there. Close it when done.
 */
export function openBackend(opts: { seed?: boolean } = {}): Promise<ClosableBackend> {
  return open(opts);
}

type ClosableBackend = Backend & { close(): void | Promise<void> };

async function open(opts: { seed?: boolean } = {}): Promise<ClosableBackend> {
  const env = serverEnv();
  if (env.BACKEND === 'firebase') {
    // Parsed before firebase-admin loads, so a bad variable is one clear message (see instrumentation.ts).
    const { parseFirebaseConfig } = await import('@/lib/config/firebase');
    const config = parseFirebaseConfig(process.env);
    const { createFirebaseBackend } = await import('./firebase');
    return createFirebaseBackend(config);
  }
  const { createLocalBackend } = await import('./local');
  return createLocalBackend({
    dataDir: env.dataDir,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seed: opts.seed,
  });
}
