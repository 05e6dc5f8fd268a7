import { serverEnv } from '@/lib/config/env';

/**
 * The configuration check run once when a server starts (instrumentation.ts): the server env
 * (CACHE_MAX_AGE_SECONDS included) and,
 * in Firebase mode, the adapter's own variables. Throws one Error naming the variable at fault.
 */
export async function checkStartupConfiguration(): Promise<void> {
  const env = serverEnv();
  if (env.BACKEND === 'firebase') {
    const { parseFirebaseConfig } = await import('./firebase');
    parseFirebaseConfig(process.env);
  }
}
