/** A message kept in the site's outbox: contact-form messages and account e-mails (password reset). */
export const OUTBOX_KINDS = ['contact', 'password-reset'] as const;
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
