import { z } from 'zod';
import { OWNER_NOTICE_KINDS, type OwnerNoticeKind } from './admin-badges';
import { DEFAULT_TIME_ZONE } from './format';

/**
 * What the site tells the owner (docs/notifications.md): each kind of event is mailed to the
 * notification addresses of Basic Info, at once or gathered in one daily digest, as the owner
 * chooses per kind, and counted on the admin menu until the owner looks.
 */
export { OWNER_NOTICE_KINDS, type OwnerNoticeKind, BADGE_AREAS, type AdminBadges, ADMIN_PATH, badgeAreaOf } from './admin-badges';

/** The owner's words for each kind (settings form, digest headings). */
export const OWNER_NOTICE_LABELS: Record<OwnerNoticeKind, string> = {
  application: 'New applications',
  message: 'Contact messages',
  payment: 'Recorded payments',
  contract: 'Signed contracts',
  treatment: 'Treatments due',
};

/** One thing to tell the owner: a short subject, a plain-text line or two, and the admin page it concerns. */
export type OwnerNoticeInput = {
  kind: OwnerNoticeKind;
  subject: string;
  text: string;
  /** A path inside the admin ("/admin/applications/abc"); the mail links to it on the site's origin. */
  adminPath: string;
};

/** A notice as the store keeps it; `mailedAt` is set once it went out (at once or in a digest). */
export type OwnerNotice = OwnerNoticeInput & { id: string; createdAt: string; mailedAt: string | null };

/** The daily digest goes out at the first check after this hour of the breeder's day (7 am). */
export const DIGEST_HOUR = 7;

const NOTICE_MODES = ['now', 'digest'] as const;
type NoticeMode = (typeof NOTICE_MODES)[number];

/** The owner's choices: how each kind is sent, and the breeder's time zone (every date shown). */
export type OwnerPreferences = {
  modes: Record<OwnerNoticeKind, NoticeMode>;
  timeZone: string;
  updatedAt: string | null;
};

export { DEFAULT_TIME_ZONE };

/** True for an IANA zone name this runtime knows (Intl is the judge). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const DEFAULT_MODES: Record<OwnerNoticeKind, NoticeMode> = {
  application: 'now',
  message: 'now',
  payment: 'now',
  contract: 'now',
  treatment: 'digest',
};

export const ownerPreferencesInputSchema = z.object({
  modes: z.object(Object.fromEntries(OWNER_NOTICE_KINDS.map((k) => [k, z.enum(NOTICE_MODES)])) as Record<OwnerNoticeKind, z.ZodEnum<{ now: 'now'; digest: 'digest' }>>),
  timeZone: z.string().trim().refine(isTimeZone, 'Choose a time zone such as America/New_York.'),
});
export type OwnerPreferencesInput = z.infer<typeof ownerPreferencesInputSchema>;

/** Reads the stored document: unknown or missing values fall back to the defaults. */
export function toOwnerPreferences(raw: Record<string, unknown> | null): OwnerPreferences {
  const stored = raw?.modes && typeof raw.modes === 'object' ? (raw.modes as Record<string, unknown>) : {};
  const modes = { ...DEFAULT_MODES };
  for (const k of OWNER_NOTICE_KINDS) {
    const v = stored[k];
    if (v === 'now' || v === 'digest') modes[k] = v;
  }
  const tz = typeof raw?.timeZone === 'string' && isTimeZone(raw.timeZone) ? raw.timeZone : DEFAULT_TIME_ZONE;
  return { modes, timeZone: tz, updatedAt: typeof raw?.updatedAt === 'string' ? raw.updatedAt : null };
}

/** The body of a mail sent at once: the text, then the admin link. */
export function noticeBody(n: Pick<OwnerNoticeInput, 'text' | 'adminPath'>, origin: string): string {
  return `${n.text.trim()}\n\nOpen it in the admin: ${origin}${n.adminPath}\n`;
}

/**
 * The daily digest of pending notices: grouped by kind in OWNER_NOTICE_KINDS order, oldest first
 * within a kind, each with its admin link. null when there is nothing to send.
 */
export function digestMail(notices: readonly OwnerNotice[], origin: string, formatWhen: (iso: string) => string): { subject: string; body: string } | null {
  if (notices.length === 0) return null;
  const parts: string[] = [];
  const counts: string[] = [];
  for (const kind of OWNER_NOTICE_KINDS) {
    const group = notices.filter((n) => n.kind === kind).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    if (group.length === 0) continue;
    counts.push(`${group.length} ${OWNER_NOTICE_LABELS[kind].toLowerCase()}`);
    parts.push(`${OWNER_NOTICE_LABELS[kind]} (${group.length})`);
    for (const n of group) parts.push(`- ${formatWhen(n.createdAt)}: ${n.subject}\n  ${origin}${n.adminPath}`);
    parts.push('');
  }
  return {
    subject: `Your daily summary: ${notices.length} ${notices.length === 1 ? 'update' : 'updates'}`,
    body: `${counts.join(', ')}.\n\n${parts.join('\n')}`,
  };
}

/** Admin paths only: a notice never links anywhere else. */
export function isAdminPath(path: string): boolean {
  return /^\/admin(\/[A-Za-z0-9._~\-/]*)?(\?[A-Za-z0-9._~\-=&%]*)?$/.test(path);
}

/** The owner's mails for the kinds the site records itself (other kinds bring their own words). */
export const NOTICE_TEXTS = {
  application: (name: string, place: string) => ({
    subject: `New application from ${name}`,
    text: `${name}${place ? ` (${place})` : ''} applied for a puppy. Their answers are waiting for your decision.`,
  }),
  message: (name: string) => ({
    subject: `New message from ${name}`,
    text: `${name} wrote to you through the contact form. The message is kept in Admin › Messages.`,
  }),
  payment: (what: string, amount: string, name: string, day: string) => ({
    subject: `${what} of ${amount} recorded for ${name}`,
    text: `${what} of ${amount} from ${name}, received ${day}, was recorded in the ledger.`,
  }),
} as const;

/** What the notification settings form answers (docs/notifications.md). */
export const NOTIFICATION_MESSAGES = {
  saved: 'Notification settings saved.',
  failed: 'Could not save the notification settings. Please try again.',
  badZone: 'Choose a time zone such as America/New_York.',
  badMode: 'Choose at once or in the daily digest.',
  menuFailed: 'Could not update the menu.',
  notAdminPage: 'Not an admin page.',
} as const;

/** Time zones offered first in the settings form; any zone Intl knows is accepted. */
export const SUGGESTED_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Sydney',
] as const;
