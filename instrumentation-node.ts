import { checkStartupConfiguration } from '@/lib/server/startup';

/** Node-only part of instrumentation.ts: a configuration error stops the server with one message. */
export async function registerNode(): Promise<void> {
  try {
    await checkStartupConfiguration();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
