/**
 * The kinds of notice and the admin menu's badges (docs/notifications.md). No zod and nothing
 * else heavy here: the admin shell, a client component on every admin page, imports this module,
 * and zod's start-up probe for eval would break the admin's Content-Security-Policy.
 */
export const OWNER_NOTICE_KINDS = ['application', 'message', 'payment', 'contract', 'treatment'] as const;
export type OwnerNoticeKind = (typeof OWNER_NOTICE_KINDS)[number];

/**
 * The admin menu's badges (docs/notifications.md): which kinds of notice each tab counts until the
 * owner opens it (or a page below it).
 */
export const BADGE_AREAS = [
  { area: 'applications', href: '/admin/applications', kinds: ['application', 'payment', 'contract'] },
  { area: 'messages', href: '/admin/messages', kinds: ['message'] },
  { area: 'litters', href: '/admin/litters', kinds: ['treatment'] },
] as const satisfies readonly { area: string; href: string; kinds: readonly OwnerNoticeKind[] }[];

/** New notices per tab href (only tabs that count). */
export type AdminBadges = Record<string, number>;

/** An admin page's path, as the admin shell reports the page the owner opened (app/api/admin/seen). */
export const ADMIN_PATH = /^\/admin(\/[A-Za-z0-9._~\-/]*)?$/;

/** The area an admin path belongs to, or null. */
export function badgeAreaOf(pathname: string): (typeof BADGE_AREAS)[number] | null {
  return BADGE_AREAS.find((a) => pathname === a.href || pathname.startsWith(`${a.href}/`)) ?? null;
}
