import 'server-only';
import { getBackend } from '@/lib/backend';
import { serverEnv } from '@/lib/config/env';
import {
  allowedRecipients,
  CONTACT_LIMITS,
  CONTACT_RATE_KEYS,
  contactSubject,
  emailJsSettings,
  type ContactTemplateParams,
} from '@/lib/domain/contact';
import { NOTICE_TEXTS } from '@/lib/domain/notifications';
import { notifyOwner } from './owner-notify';

/**
 * A contact message on the server: the rules both ways in share (docs/contact.md). The outbox
 * endpoint (`/api/v1.0/email/send`, the browser's EmailJS SDK in the embedded default) and the
 * form's server action (a message sent before the page's scripts run, or with scripts off) call
 * the same limits, recipient check and delivery, so neither path is a way around the other's rules.
 */

const MINUTE = 60_000;

type ContactRefusal =
  /** This client sent its 5 messages in the last 10 minutes. */
  | 'too-many'
  /** 20 messages a minute from everyone: the site-wide ceiling. */
  | 'busy'
  /** A recipient that is not one of the notification emails (or none at all). */
  | 'forbidden';

type ContactOutcome = { ok: true } | { ok: false; reason: ContactRefusal };

function windows(ip: string) {
  return {
    perIp: { key: CONTACT_RATE_KEYS.perIp(ip), windowMs: CONTACT_LIMITS.windowMs },
    everyone: { key: CONTACT_RATE_KEYS.everyone, windowMs: MINUTE },
  };
}

/**
 * Is a limit already reached for this client? Asked before a body is read or parsed, so a flood
 * costs one indexed count per request; nothing is recorded.
 */
export async function contactLimitReached(ip: string): Promise<ContactRefusal | null> {
  const limits = (await getBackend()).rateLimits;
  const w = windows(ip);
  if ((await limits.count(w.perIp)) >= CONTACT_LIMITS.perIp) return 'too-many';
  if ((await limits.count(w.everyone)) >= CONTACT_LIMITS.globalPerMinute) return 'busy';
  return null;
}

/**
 * EmailJS's REST API for the server, when the browser's three public ids (the contact template of
 * docs/contact.md) and the server's private key are all set. The server-mail template of
 * MAIL_TRANSPORT=emailjs takes other params, so its ids are not used here.
 */
function serverEmailJs() {
  const env = serverEnv();
  const ids = emailJsSettings(
    {
      publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    },
    '',
  );
  if (ids.mode !== 'emailjs' || !env.EMAILJS_PRIVATE_KEY) return null;
  return { ...ids, privateKey: env.EMAILJS_PRIVATE_KEY, url: env.EMAILJS_API_URL };
}

/**
 * Accepts one message whose params passed the schema: recipients (read fresh, so a removed
 * address stops receiving at once) → per-client limit → site-wide limit → delivery. Only messages
 * that would be delivered count towards the limits; `hit` is atomic, so of a burst that passed the
 * counts together only the first ones get through.
 *
 * Delivery: with EmailJS configured for the server (the three public ids and EMAILJS_PRIVATE_KEY),
 * the same template and params as the browser's call, through EmailJS's REST API with the private
 * key; otherwise the outbox (Admin › Messages). Throws when the store or EmailJS fails (nothing
 * was delivered; the caller shows the failure).
 */
export async function acceptContact(ip: string, params: ContactTemplateParams): Promise<ContactOutcome> {
  const backend = await getBackend();
  const configured = (await backend.settings.getBasicInfo())?.notificationEmails ?? [];
  const requested = params.email.split(',').map((s) => s.trim()).filter(Boolean);
  const to = allowedRecipients(requested, configured);
  if (!to) return { ok: false, reason: 'forbidden' };

  const w = windows(ip);
  if ((await backend.rateLimits.hit(w.perIp)) > CONTACT_LIMITS.perIp) return { ok: false, reason: 'too-many' };
  if ((await backend.rateLimits.hit(w.everyone)) > CONTACT_LIMITS.globalPerMinute) return { ok: false, reason: 'busy' };

  const emailjs = serverEmailJs();
  if (emailjs) {
    const res = await fetch(emailjs.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_id: emailjs.serviceId,
        template_id: emailjs.templateId,
        user_id: emailjs.publicKey,
        accessToken: emailjs.privateKey,
        template_params: { ...params, email: to.join(',') },
      }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`EmailJS answered ${res.status}`);
    return { ok: true };
  }

  await backend.outbox.add({
    message: {
      kind: 'contact',
      to,
      subject: contactSubject(params.from_name),
      body: params.message,
      fromName: params.from_name,
      replyEmail: params.reply_email,
      phone: params.phone_number,
    },
  });
  // Kept in the outbox, not mailed: the owner is told (docs/notifications.md); never throws.
  await notifyOwner({ kind: 'message', ...NOTICE_TEXTS.message(params.from_name), adminPath: '/admin/messages' }, backend);
  return { ok: true };
}
