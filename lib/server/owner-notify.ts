import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Backend } from '@/lib/backend/types';
import { siteUrl } from '@/lib/config/site-origin';
import { queueMail } from '@/lib/mail';
import { formatDateTime, setSiteTimeZone, todayIn } from '@/lib/domain/format';
import { DIGEST_HOUR, digestMail, isAdminPath, noticeBody, type OwnerNoticeInput } from '@/lib/domain/notifications';
import { SITE } from '@/lib/domain/site';
import { refreshTimeZone } from './clock';

export type { OwnerNoticeInput, OwnerNoticeKind } from '@/lib/domain/notifications';

async function mailOwner(b: Backend, subject: string, body: string): Promise<boolean> {
  const to = (await b.settings.getBasicInfo())?.notificationEmails ?? [];
  if (to.length === 0) return false;
  await queueMail({ kind: 'owner', to, subject: subject.slice(0, 200), body, fromName: SITE.name, replyEmail: '', phone: '' }, b);
  return true;
}

/**
 * Tells the owner (docs/notifications.md): one notice of a kind (a new application, a contact
 * message kept in the outbox, a recorded payment, a signed contract, a due treatment) is recorded
 * (the admin menu counts it until the owner looks) and, as the owner chose for its kind, either
 * mailed at once to the notification addresses of Basic Info, queued through lib/mail (kind
 * 'owner', listed in Admin › Outbox) with a link to the admin page `adminPath`, or kept for the
 * daily digest (sendOwnerDigest).
 *
 * Never throws: what the caller did is already stored, and a failed notice must not undo it or
 * fail the visitor's request (it is logged without its text). With no notification address,
 * nothing is mailed. The text must not hold a family's status link or any other secret.
 */
export async function notifyOwner(notice: OwnerNoticeInput, backend?: Backend): Promise<void> {
  try {
    const b = backend ?? (await getBackend());
    if (!isAdminPath(notice.adminPath)) throw new Error(`not an admin path (${notice.kind})`);
    const clean = { ...notice, subject: notice.subject.slice(0, 200), text: notice.text.slice(0, 2000) };
    const { modes } = await b.ownerNotices.getPreferences();
    if (modes[notice.kind] === 'digest') {
      await b.ownerNotices.add({ notice: clean, mailedAt: null });
      return;
    }
    await b.ownerNotices.add({ notice: clean, mailedAt: new Date().toISOString() });
    await mailOwner(b, clean.subject, noticeBody(clean, siteUrl()));
  } catch (e) {
    console.error(`[notify] could not record or queue the owner's ${notice.kind} notice`, e instanceof Error ? e.message : e);
  }
}

/** Notices gathered in one digest at most; more wait for the next day's. */
const DIGEST_MAX = 500;
/** Mailed notices are kept this long (the menu's badges count them until the owner looks). */
const KEEP_MAILED_MS = 180 * 24 * 60 * 60_000;

type DigestOutcome = 'early' | 'sent-today' | 'empty' | { mailed: number };

/**
 * The daily digest (docs/notifications.md): once a day, at the first check after DIGEST_HOUR in
 * the breeder's time zone, every notice kept for it goes out in one mail, grouped by kind
 * (digestMail), and mailed notices older than 180 days are pruned. One digest per day even with
 * several servers (claimDigest). Run by the timer of startOwnerDigest.
 */
export async function sendOwnerDigest(b: Backend, now: Date = new Date()): Promise<DigestOutcome> {
  const { timeZone } = await b.ownerNotices.getPreferences();
  setSiteTimeZone(timeZone);
  const hour = Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now));
  if (hour < DIGEST_HOUR) return 'early';
  if (!(await b.ownerNotices.claimDigest({ period: todayIn(timeZone, now) }))) return 'sent-today';
  await b.ownerNotices.prune({ before: new Date(now.getTime() - KEEP_MAILED_MS).toISOString(), limit: DIGEST_MAX });
  const pending = await b.ownerNotices.pending({ limit: DIGEST_MAX });
  const mail = digestMail(pending, siteUrl(), (iso) => formatDateTime(iso, timeZone));
  if (!mail) return 'empty';
  await mailOwner(b, mail.subject, mail.body);
  await b.ownerNotices.markMailed({ ids: pending.map((n) => n.id), at: now.toISOString() });
  return { mailed: pending.length };
}

let timer: NodeJS.Timeout | null = null;

/** Reads the breeder's time zone, then checks for the digest every `everyMs` (started once by instrumentation-node.ts); unref'd. */
export function startOwnerDigest(everyMs = 5 * 60_000): void {
  if (timer) return;
  // The breeder's time zone for every date this process formats (lib/server/clock.ts).
  void refreshTimeZone();
  timer = setInterval(() => {
    getBackend()
      .then((b) => sendOwnerDigest(b))
      .catch((e: unknown) => console.error('[notify] digest failed', e instanceof Error ? e.message : e));
  }, everyMs);
  timer.unref();
}
