import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { serverEnv } from './env';

/**
 * The configuration check run once when a server starts (instrumentation.ts): the server env and,
 * in Firebase mode, the adapter's own variables. Throws one Error naming the variable at fault.
 */
export async function checkStartupConfiguration(): Promise<void> {
  const env = serverEnv();
  cacheMaxAgeSeconds(process.env);
  if (env.BACKEND === 'firebase') {
    const { parseFirebaseConfig } = await import('@/lib/backend/firebase/config');
    parseFirebaseConfig(process.env);
  }
}
