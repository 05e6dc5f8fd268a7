/**
 * A message kept in the site's outbox: contact-form messages, account emails (password reset), and
 * (docs/family-journey.md) the confirmation an applicant gets ('application'; lib/mail sends it) and the owner's
 * replies to a family from Admin › Applications ('family'), litter announcements ('announcement') and
 * the announcement list's confirmation emails ('subscription'), and the links that confirm an
 * account's email address ('verification'), and what the site tells the owner ('owner',
 * docs/notifications.md); lib/mail delivers every kind but 'contact'.
 */
export const OUTBOX_KINDS = ['contact', 'password-reset', 'application', 'family', 'announcement', 'subscription', 'verification', 'owner'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export type OutboxMessage = {
  id: string;
  kind: OutboxKind;
  to: string[];
  subject: string;
  /** Plain text body. */
  body: string;
  fromName: string;
  replyEmail: string;
  phone: string;
  createdAt: string;
  handledAt: string | null;
};

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt' | 'handledAt'>;

/** Contact messages per page in Admin › Messages. */
export const MESSAGES_PAGE_SIZE = 50;

/** A page cursor in a URL: `<createdAt>~<id>` of the last message shown. */
export function encodeOutboxCursor(m: { createdAt: string; id: string }): string {
  return `${m.createdAt}~${m.id}`;
}

/** The cursor of `?before=`, or null when absent or malformed (then the newest page shows). */
export function decodeOutboxCursor(raw: string | undefined): { createdAt: string; id: string } | null {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z)~([A-Za-z0-9_-]{1,64})$/.exec(raw ?? '');
  if (!m || Number.isNaN(Date.parse(m[1]!))) return null;
  return { createdAt: m[1]!, id: m[2]! };
}
