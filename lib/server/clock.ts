import 'server-only';
import { cache } from 'react';
import { getBackend } from '@/lib/backend';
import { setSiteTimeZone, siteTimeZone, todayIn } from '@/lib/domain/format';

/**
 * One clock (docs/notifications.md): the breeder's time zone, chosen in Admin › Basic Info
 * (default America/New_York). Every date a page shows is formatted in it (lib/domain/format.ts
 * formats in siteTimeZone() unless told otherwise), and date inputs default to today in it.
 *
 * getTimeZone reads the owner's choice (once per request) and keeps siteTimeZone current for this
 * process; so do the server's start (startOwnerDigest primes it), the digest check every 5 minutes
 * and saving the choice. A store failure keeps the zone in force, so no page fails for want of one.
 */
export const getTimeZone = cache(async (): Promise<string> => refreshTimeZone());

/** Reads the owner's zone into siteTimeZone; the zone in force when the store cannot be read. */
export async function refreshTimeZone(): Promise<string> {
  try {
    setSiteTimeZone((await (await getBackend()).ownerNotices.getPreferences()).timeZone);
  } catch {
    // Keep the zone in force.
  }
  return siteTimeZone();
}

/** Today in the breeder's time zone (YYYY-MM-DD). */
export async function breederToday(now: Date = new Date()): Promise<string> {
  return todayIn(await getTimeZone(), now);
}
