import { installClientIpStamp } from '@/lib/server/client-ip-stamp';
import { installBodyCeiling } from '@/lib/security/body-ceiling';
import { serverEnv } from '@/lib/config/env';
import { applySiteOrigin } from '@/lib/config/site-origin';
import { checkStartupConfiguration } from '@/lib/config/startup';

/** Node-only part of instrumentation.ts: a configuration error stops the server with one message. */
export async function registerNode(): Promise<void> {
  try {
    applySiteOrigin();
    await checkStartupConfiguration();
    // Before the first request is handled (Next awaits this hook): every request gets the
    // client's address from the socket and TRUSTED_PROXY_HOPS, never from what the client claims.
    installClientIpStamp(serverEnv().TRUSTED_PROXY_HOPS);
    // No request body past the server-wide ceiling, whatever the route (lib/security/body-ceiling.ts).
    installBodyCeiling();
    // lib/mail: queued mail is drained after each response and, for retries, on this timer.
    const { startMailQueue } = await import('@/lib/server/mail-queue');
    startMailQueue();
    // docs/notifications.md: the owner's daily digest, checked on a timer.
    const { startOwnerDigest } = await import('@/lib/server/owner-notify');
    startOwnerDigest();
    // lib/routing/page-presence.ts: middleware asks whether a page's record is there, so a missing
    // one gets the designed 404 page as HTML (Next renders a page's own notFound() in the browser).
    const { installPagePresence } = await import('@/lib/server/page-presence');
    installPagePresence();
    // docs/images.md: the hero image's sizes made once this server answers.
    const { warmHeroAtStart } = await import('@/lib/server/image-warm');
    warmHeroAtStart();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
