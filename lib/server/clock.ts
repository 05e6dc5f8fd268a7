import 'server-only';
import { cache } from 'react';
import { getBackend } from '@/lib/backend';
import { DEFAULT_TIME_ZONE, todayIn } from '@/lib/domain/format';

/**
 * One clock (docs/notifications.md): the breeder's time zone, chosen in Admin › Basic Info
 * (default America/New_York). Every date a page shows is formatted with it (lib/domain/format.ts),
 * and date inputs default to today in it. Read once per request; a store failure reads as the
 * default, so no page fails for want of a zone.
 */
export const getTimeZone = cache(async (): Promise<string> => {
  try {
    return (await (await getBackend()).ownerNotices.getPreferences()).timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
});

/** Today in the breeder's time zone (YYYY-MM-DD). */
export async function breederToday(now: Date = new Date()): Promise<string> {
  return todayIn(await getTimeZone(), now);
}
