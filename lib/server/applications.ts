import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { getBackend } from '@/lib/backend';
import type { Backend } from '@/lib/backend/types';
import { siteUrl } from '@/lib/config/site-origin';
import { isEmailVerified } from './verification';
import { queueMail } from '@/lib/mail';
import { mailTargetAllowed } from '@/lib/mail/target-limits';
import { NOTICE_TEXTS } from '@/lib/domain/notifications';
import { notifyOwner } from './owner-notify';
import { APPLICATION_RATE, formToApplicationInput, type Application, type ApplicationForm } from '@/lib/domain/application';
import { MESSAGES } from '@/lib/domain/messages';
import { POLICY_LAST_UPDATED, SITE } from '@/lib/domain/site';

/** A status-link token: 32 random bytes as base64url (43 characters). Shown or emailed once, never stored. */
export function newStatusToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps of a status-link token: its SHA-256, lowercase hex. */
export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The private page of an application's status (J4's /status/[token]). */
export function statusPath(token: string): string {
  return `/status/${token}`;
}

/**
 * A new status link for an application, as a full URL. Only its hash is stored, so the earlier
 * link stops working (answers 404). The link is a secret: shown or mailed once, never logged.
 */
export async function freshStatusLink(backend: Backend, applicationId: string): Promise<string> {
  const token = newStatusToken();
  await backend.applications.setStatusTokenHash({ id: applicationId, tokenHash: hashStatusToken(token) });
  return `${siteUrl()}${statusPath(token)}`;
}

type SiteMail = { kind?: 'family' | 'application'; to: string; subject: string; body: string; replyEmail?: string };

/** Queues a mail from the site (its name as the sender) to a family: a 'family' mail unless said otherwise. */
async function queueFamilyMail(backend: Backend, { kind = 'family', to, subject, body, replyEmail = '' }: SiteMail): Promise<void> {
  await queueMail({ kind, to: [to], subject, body, fromName: SITE.name, replyEmail, phone: '' }, backend);
}

/**
 * Mails a family a fresh status link (freshStatusLink: the earlier one stops working): `write`
 * makes the mail around the link. Returns the address it went to.
 */
export async function mailFreshStatusLink(
  backend: Backend,
  application: Application,
  write: (link: string) => Omit<SiteMail, 'kind' | 'to'>,
): Promise<string> {
  const link = await freshStatusLink(backend, application.id);
  await queueFamilyMail(backend, { ...write(link), to: application.contact.email });
  return application.contact.email;
}

/**
 * Stores a parsed /apply form as a new application: a fresh status token (only its hash kept), the
 * /terms date in force, linked to the account with the same email only when that account verified
 * the address (docs/security.md; an account that verifies later gets it then), and the applicant's
 * confirmation email queued (kind 'application'), which echoes nothing the sender typed and is
 * not sent when the address had its share this hour (lib/mail/target-limits.ts). The caller has
 * already checked the limits and the honeypot. Returns the record and the token (for the screen).
 */
export async function submitApplication(form: ApplicationForm): Promise<{ application: Application; token: string }> {
  const backend = await getBackend();
  const input = formToApplicationInput(form, POLICY_LAST_UPDATED);
  const user = await backend.users.getByEmail({ email: input.contact.email });
  const owner = user && (await isEmailVerified(user, backend)) ? user : null;
  const token = newStatusToken();
  const application = await backend.applications.create({ input, userId: owner?.id ?? null, statusTokenHash: hashStatusToken(token) });
  try {
    if (await mailTargetAllowed(backend, 'application', application.contact.email)) {
      await queueFamilyMail(backend, {
        kind: 'application',
        to: application.contact.email,
        subject: MESSAGES.apply.mailSubject,
        body: MESSAGES.apply.mailBody(`${siteUrl()}${statusPath(token)}`, SITE.name),
      });
    }
  } catch (e) {
    // The application is stored and the link is on screen: a failed queue write does not undo it.
    console.error('[apply] could not queue the confirmation email', e);
  }
  // The owner hears of it at once or in the day's digest (docs/notifications.md); never throws.
  const { name, city, state } = application.contact;
  await notifyOwner({ kind: 'application', ...NOTICE_TEXTS.application(name, [city, state].filter(Boolean).join(', ')), adminPath: `/admin/applications/${application.id}` }, backend);
  return { application, token };
}

const MINUTE = 60_000;

/** Why /apply refuses a request by the limits: too many from this address, or from everyone this minute. */
type ApplicationLimit = 'tooMany' | 'busy';

function applicationRateWindows(ip: string) {
  return {
    perIp: { key: APPLICATION_RATE.keys.perIp(ip), windowMs: APPLICATION_RATE.windowMs },
    everyone: { key: APPLICATION_RATE.keys.everyone, windowMs: MINUTE },
  };
}

/** Before the form is read: whether a limit is already reached (counts only, nothing recorded). */
export async function applicationLimitReached(ip: string): Promise<ApplicationLimit | null> {
  const { perIp, everyone } = applicationRateWindows(ip);
  const limits = (await getBackend()).rateLimits;
  if ((await limits.count(perIp)) >= APPLICATION_RATE.perIp) return 'tooMany';
  if ((await limits.count(everyone)) >= APPLICATION_RATE.globalPerMinute) return 'busy';
  return null;
}

/**
 * Right before storing: counts this application against both limits. `hit` is atomic: of a burst
 * that passed the counts together, only the first ones get through.
 */
export async function takeApplicationSlot(ip: string): Promise<ApplicationLimit | null> {
  const { perIp, everyone } = applicationRateWindows(ip);
  const limits = (await getBackend()).rateLimits;
  if ((await limits.hit(perIp)) > APPLICATION_RATE.perIp) return 'tooMany';
  if ((await limits.hit(everyone)) > APPLICATION_RATE.globalPerMinute) return 'busy';
  return null;
}
