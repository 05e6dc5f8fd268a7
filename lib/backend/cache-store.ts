import type { CacheStore } from '@/lib/backend/types';
import { serverEnv } from '@/lib/config/env';

/**
 * The cache store of the configured backend, for the cache handler, which Next loads outside the
 * app bundle: only the cache adapter and its database handle are opened, never the whole backend.
 */
export async function openCacheStore(): Promise<CacheStore> {
  const env = serverEnv();
  if (env.BACKEND === 'firebase') {
    const { parseFirebaseConfig } = await import('@/lib/config/firebase');
    const { openFirebaseApp } = await import('@/lib/backend/firebase/app');
    const { createFirebaseCacheStore } = await import('@/lib/backend/firebase/cache');
    return createFirebaseCacheStore(openFirebaseApp(parseFirebaseConfig(process.env)).db);
  }
  const { openDb } = await import('@/lib/backend/local/db');
  const { createLocalCacheStore } = await import('@/lib/backend/local/cache');
  return createLocalCacheStore(openDb(env.dataDir));
}
