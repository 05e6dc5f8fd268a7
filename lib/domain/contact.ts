import { isSimpleEmail } from './email';
import { formatDateTime } from './format';

/**
 * The contact message (docs/product.md §4, §5, §7): the form's rules and the EmailJS template params it
 * sends. Pure and free of zod, because the form island ships it to every public page; the
 * endpoint's schema is in contact-schema.ts.
 */

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  message: 5000,
  /** Notification emails a message may go to (the Basic Info list allows 20). */
  recipients: 20,
  /** Request body, in bytes. */
  bodyBytes: 20_000,
  /** Accepted messages per client IP per window. */
  perIp: 5,
  windowMs: 10 * 60 * 1000,
  /**
   * Accepted messages per minute from everyone together: a flood from many addresses stores at
   * most this many a minute (a family breeder gets a few a day).
   */
  globalPerMinute: 20,
} as const;

/** Rate-limit keys of the outbox endpoint: per client address, and everyone together (per minute). */
export const CONTACT_RATE_KEYS = {
  perIp: (ip: string) => `contact:${ip}`,
  everyone: 'contact-all',
} as const;

/** The SDK's own throttle (`limitRate`): one send per 10 s for the whole site in this browser. */
export const CONTACT_LIMIT_RATE = { id: 'contact', throttle: 10_000 } as const;

/**
 * Milliseconds until the throttle lets this browser send again, from the time of the last send
 * the SDK stored under CONTACT_LIMIT_RATE.id (as the SDK reads it: missing or unreadable is 0).
 */
export function contactThrottleLeftMs(lastSent: string | null | undefined, now: number): number {
  const last = Number(lastSent || 0);
  if (!Number.isFinite(last)) return 0;
  return Math.max(0, CONTACT_LIMIT_RATE.throttle - (now - last));
}

/** The row styles of the template: a row whose value is empty is hidden (docs/product.md §7). */
export const HIDDEN_ROW = 'display:none';

/**
 * Ids used when EmailJS is not configured: the SDK then posts to this site, whose route handler
 * accepts exactly these (and nothing else).
 */
export const LOCAL_EMAILJS = {
  publicKey: 'local',
  serviceId: 'local_outbox',
  templateId: 'contact_form',
} as const;

export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

type EmailJsSettings = {
  mode: 'emailjs' | 'local';
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where the SDK posts `/api/v1.0/email/send`. */
  origin: string;
};

/**
 * EmailJS is used when its three public values are all set; otherwise the site's own outbox
 * endpoint, reached through the same SDK with the local ids and this site's origin.
 */
export function emailJsSettings(
  env: { publicKey?: string | undefined; serviceId?: string | undefined; templateId?: string | undefined },
  siteOrigin: string,
): EmailJsSettings {
  const publicKey = env.publicKey?.trim() ?? '';
  const serviceId = env.serviceId?.trim() ?? '';
  const templateId = env.templateId?.trim() ?? '';
  if (publicKey && serviceId && templateId) {
    return { mode: 'emailjs', publicKey, serviceId, templateId, origin: EMAILJS_ORIGIN };
  }
  return { mode: 'local', ...LOCAL_EMAILJS, origin: siteOrigin };
}

/** What the visitor typed; `website` is the honeypot people never see. */
export type ContactDraft = {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
};

export const EMPTY_CONTACT_DRAFT: ContactDraft = { name: '', email: '', phone: '', message: '', website: '' };

/** The template params of docs/product.md §7, in its order. */
export type ContactTemplateParams = {
  from_name: string;
  reply_email: string;
  phone_number: string;
  message: string;
  /** The notification addresses joined by commas. */
  email: string;
  phone_row_style: string;
  email_row_style: string;
};

type ContactDecision =
  /** Honeypot filled, or name, email or message blank: do nothing and show nothing (docs/product.md §5). */
  | { kind: 'ignore' }
  /** No notification addresses loaded: the "Recipients are not loaded yet" alert. */
  | { kind: 'no-recipients' }
  /** Beyond the spec: an address the server would refuse, caught before sending. */
  | { kind: 'invalid-email' }
  | { kind: 'send'; params: ContactTemplateParams };

export function buildTemplateParams(
  fields: { name: string; email: string; phone: string; message: string },
  recipients: readonly string[],
): ContactTemplateParams {
  return {
    from_name: fields.name,
    reply_email: fields.email,
    phone_number: fields.phone,
    message: fields.message,
    email: recipients.join(','),
    phone_row_style: fields.phone ? '' : HIDDEN_ROW,
    email_row_style: fields.email ? '' : HIDDEN_ROW,
  };
}

/** The form's rules, in order: honeypot, blanks, recipients, then the email's shape. */
export function decideContact(draft: ContactDraft, recipients: readonly string[]): ContactDecision {
  if (draft.website.trim() !== '') return { kind: 'ignore' };
  const fields = {
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    message: draft.message.trim(),
  };
  if (!fields.name || !fields.email || !fields.message) return { kind: 'ignore' };
  const to = recipients.map((r) => r.trim()).filter(Boolean);
  if (to.length === 0) return { kind: 'no-recipients' };
  if (fields.email.length > CONTACT_LIMITS.email || !isSimpleEmail(fields.email)) return { kind: 'invalid-email' };
  return { kind: 'send', params: buildTemplateParams(fields, to) };
}

/** Splits the `email` template param back into addresses. */
export function splitRecipients(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The configured notification addresses the message may go to, or null when one of the requested
 * recipients is not configured (the endpoint must not mail strangers). Compared case-insensitively;
 * duplicates collapse.
 */
export function allowedRecipients(requested: readonly string[], configured: readonly string[]): string[] | null {
  const byLower = new Map(configured.map((c) => [c.trim().toLowerCase(), c.trim()]));
  const out: string[] = [];
  for (const r of requested) {
    const match = byLower.get(r.trim().toLowerCase());
    if (!match) return null;
    if (!out.includes(match)) out.push(match);
  }
  return out.length > 0 ? out : null;
}

export function contactSubject(name: string): string {
  return `New message from ${name}`;
}

/** When a message arrived, in the breeder's time zone ("Mar 5, 2026, 12:04 PM EST"; lib/domain/format.ts). */
export function formatReceivedAt(iso: string, timeZone?: string): string {
  return formatDateTime(iso, timeZone);
}
