import { z } from 'zod';
import { INVALID_EMAIL } from './email';

/**
 * Server-side mail (docs/family-journey.md): delivery state of outbox messages the site sends itself
 * (kinds 'application', 'family', 'announcement', 'subscription', 'owner'), and the announcement list.
 * The outbox message is the mail; its delivery record says whether it went out.
 */

/** Outbox kinds lib/mail delivers that Admin › Outbox lists (contact messages keep their own path). */
export const MAIL_KINDS = ['application', 'family', 'announcement', 'subscription', 'owner'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/**
 * Account mail lib/mail delivers too: password resets and address confirmations. Admin › Outbox
 * does not list them (their links are the account owner's alone; docs/security.md).
 */
export type QueuedMailKind = MailKind | 'password-reset' | 'verification';

export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export type MailDelivery = {
  /** The outbox message's id (one delivery record per message). */
  messageId: string;
  state: DeliveryState;
  attempts: number;
  /** When a queued message is tried next (ISO); null once sent or failed for good. */
  nextAttemptAt: string | null;
  lastError: string;
  /** The transport that sent it: 'outbox' (none configured: the outbox is the record), 'smtp', 'emailjs'. */
  transport: string;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Attempts before a message is marked failed. */
export const MAX_ATTEMPTS = 6;
/** The first retry's wait; each later one doubles, capped. */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 6 * 60 * 60_000;

/** Wait after the `attempts`-th failed attempt (1-based): 30 s, 60 s, 120 s, ... capped at 6 h. */
export function backoffMs(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (n - 1));
}

/** The delivery record after one attempt at `now`: sent, queued for a retry, or failed for good. */
export function afterAttempt(
  d: Pick<MailDelivery, 'attempts'>,
  result: { ok: true; transport: string } | { ok: false; error: string },
  now: Date,
  maxAttempts = MAX_ATTEMPTS,
): Pick<MailDelivery, 'state' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'transport' | 'sentAt'> {
  const attempts = d.attempts + 1;
  if (result.ok) return { state: 'sent', attempts, nextAttemptAt: null, lastError: '', transport: result.transport, sentAt: now.toISOString() };
  const error = result.error.slice(0, 500);
  if (attempts >= maxAttempts) return { state: 'failed', attempts, nextAttemptAt: null, lastError: error, transport: '', sentAt: null };
  return { state: 'queued', attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(), lastError: error, transport: '', sentAt: null };
}

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Someone on the litter announcement list (double opt-in). Personal data: admin only. */
export type Subscriber = {
  id: string;
  email: string;
  status: SubscriberStatus;
  /** SHA-256 of the confirmation link's token while pending; null once confirmed. */
  confirmTokenHash: string | null;
  /** SHA-256 of the one-click unsubscribe token. */
  unsubscribeTokenHash: string;
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};

/** Litter stages that send an announcement (lib/domain/litter.ts stages). */
export const ANNOUNCED_STAGES = ['expected', 'born', 'ready'] as const;
export type AnnouncedStage = (typeof ANNOUNCED_STAGES)[number];

/** The subscribe form (honeypot `website` must stay empty). */
export const subscribeSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address.').max(254, 'That email address is too long.').pipe(z.email(INVALID_EMAIL)),
  website: z.string().max(0).optional().default(''),
});

/** A link token as it appears in /subscribe/confirm/<token> and /unsubscribe/<token>. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;
