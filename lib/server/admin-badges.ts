import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Backend } from '@/lib/backend/types';
import { BADGE_AREAS, badgeAreaOf, type AdminBadges } from '@/lib/domain/notifications';

/**
 * The admin menu's badges (docs/notifications.md): per tab, the notices recorded since this admin
 * account last opened it, counted on the server from the account's last-seen times (never from the
 * URL). A failed count shows no badge rather than failing the page.
 */
export async function adminBadges(backend: Backend, userId: string): Promise<AdminBadges> {
  try {
    const seen = await backend.ownerNotices.lastSeen({ userId });
    const counts = await Promise.all(BADGE_AREAS.map((a) => backend.ownerNotices.countSince({ kinds: a.kinds, since: seen[a.area] ?? null })));
    return Object.fromEntries(BADGE_AREAS.map((a, i) => [a.href, counts[i]!]));
  } catch (e) {
    console.error('[notify] could not count the admin badges', e instanceof Error ? e.message : e);
    return {};
  }
}

/** The account opened `pathname`: its tab's notices count as seen from now. */
export async function markAdminPathSeen(backend: Backend, userId: string, pathname: string, now: Date = new Date()): Promise<void> {
  const area = badgeAreaOf(pathname);
  if (area) await backend.ownerNotices.markSeen({ userId, area: area.area, at: now.toISOString() });
}

/** The account opened `pathname` (markAdminPathSeen), then its badges anew, on the site's backend. */
export async function seeAdminPathFor(userId: string, pathname: string): Promise<AdminBadges> {
  const backend = await getBackend();
  await markAdminPathSeen(backend, userId, pathname);
  return adminBadges(backend, userId);
}

/** adminBadges on the site's backend (the admin layout's first paint). */
export async function adminBadgesFor(userId: string): Promise<AdminBadges> {
  return adminBadges(await getBackend(), userId);
}
