import 'server-only';
import { after } from 'next/server';
import { getBackend } from '@/lib/backend';
import type { Backend } from '@/lib/backend/types';
import { getAuthSecret } from '@/lib/config/auth-secret';
import { siteUrl } from '@/lib/config/site-origin';
import type { Litter } from '@/lib/domain/litter';
import { ANNOUNCED_STAGES, LINK_TOKEN, type AnnouncedStage, type Subscriber } from '@/lib/domain/mail';
import { SITE } from '@/lib/domain/site';
import { SUBSCRIBE_LIMITS, SUBSCRIBE_RATE_KEYS, SUBSCRIBE_TEXTS } from '@/lib/domain/subscribe-texts';
import { queueMail, unsubscribeUrl } from '@/lib/mail';
import { mailTargetAllowed } from '@/lib/mail/target-limits';
import { hashLinkToken, newLinkToken, unsubscribeToken } from '@/lib/mail/tokens';

/**
 * The litter announcement list (docs/family-journey.md): double opt-in, one-click unsubscribe, and one
 * announcement per litter and stage. Addresses are personal data: admin only.
 */

/** How long an address that unsubscribed gets no confirmation email, whoever asks (docs/security.md). */
export const UNSUBSCRIBE_COOLING_OFF_MS = 30 * 24 * 60 * 60_000;

/**
 * Puts `email` on the list as pending and queues the confirmation email, unless the list must not
 * mail that address (docs/security.md): a confirmed address gets nothing; one that unsubscribed
 * gets nothing during the cooling-off period; and any address at most one confirmation a day
 * (lib/mail/target-limits.ts). In each of those cases nothing changes, so an earlier link still works.
 * The visitor's answer is the same either way.
 */
async function requestSubscription(email: string, backend?: Backend): Promise<void> {
  const b = backend ?? (await getBackend());
  const existing = await b.subscribers.getByEmail({ email });
  if (existing?.status === 'confirmed') return;
  if (existing?.status === 'unsubscribed' && existing.unsubscribedAt && Date.now() - Date.parse(existing.unsubscribedAt) < UNSUBSCRIBE_COOLING_OFF_MS) return;
  if (!(await mailTargetAllowed(b, 'subscription', email))) return;
  const token = newLinkToken();
  const s = await b.subscribers.subscribe({
    email,
    confirmTokenHash: hashLinkToken(token),
    unsubscribeTokenHash: hashLinkToken(unsubscribeToken(email, getAuthSecret())),
  });
  if (s.status !== 'pending') return;
  await queueMail(
    {
      kind: 'subscription',
      to: [s.email],
      subject: SUBSCRIBE_TEXTS.confirmSubject(SITE.name),
      body: SUBSCRIBE_TEXTS.confirmBody(SITE.name, `${siteUrl()}/subscribe/confirm/${token}`),
      fromName: SITE.name,
      replyEmail: '',
      phone: '',
    },
    b,
  );
}

const MINUTE = 60_000;

/**
 * The sign-up form's request, within the limits (per client address, and for everyone per minute):
 * 'limit' when over either, and nothing is stored; otherwise as requestSubscription.
 */
export async function requestSubscriptionWithinLimits(email: string, ip: string): Promise<'sent' | 'limit'> {
  const backend = await getBackend();
  const window = { key: SUBSCRIBE_RATE_KEYS.perIp(ip), windowMs: SUBSCRIBE_LIMITS.windowMs };
  const everyone = { key: SUBSCRIBE_RATE_KEYS.everyone, windowMs: MINUTE };
  if ((await backend.rateLimits.count(window)) >= SUBSCRIBE_LIMITS.perIp) return 'limit';
  if ((await backend.rateLimits.count(everyone)) >= SUBSCRIBE_LIMITS.globalPerMinute) return 'limit';
  if ((await backend.rateLimits.hit(window)) > SUBSCRIBE_LIMITS.perIp) return 'limit';
  if ((await backend.rateLimits.hit(everyone)) > SUBSCRIBE_LIMITS.globalPerMinute) return 'limit';
  await requestSubscription(email, backend);
  return 'sent';
}

/** Confirms the address of a confirmation link; null for a malformed, unknown or used token. */
export async function confirmSubscription(token: string): Promise<Subscriber | null> {
  if (!LINK_TOKEN.test(token)) return null;
  return (await getBackend()).subscribers.confirm({ confirmTokenHash: hashLinkToken(token) });
}

/** The subscriber of an unsubscribe link, or null. */
export async function subscriberForUnsubscribeToken(token: string): Promise<Subscriber | null> {
  if (!LINK_TOKEN.test(token)) return null;
  return (await getBackend()).subscribers.getByUnsubscribeHash({ unsubscribeTokenHash: hashLinkToken(token) });
}

export async function unsubscribeByToken(token: string): Promise<Subscriber | null> {
  if (!LINK_TOKEN.test(token)) return null;
  return (await getBackend()).subscribers.unsubscribe({ unsubscribeTokenHash: hashLinkToken(token) });
}

function isAnnouncedStage(stage: string): stage is AnnouncedStage {
  return (ANNOUNCED_STAGES as readonly string[]).includes(stage);
}

/**
 * Queues one announcement per confirmed subscriber when `litter` reaches an announced stage, once
 * per (litter, stage): saving the same stage again sends nothing. Returns how many were queued.
 */
async function announceLitterStage(litter: Litter, backend?: Backend): Promise<number> {
  const stage = litter.life.stage;
  // A hidden litter has no public page to announce.
  if (!isAnnouncedStage(stage) || !litter.public) return 0;
  const b = backend ?? (await getBackend());
  if (!(await b.subscribers.claimAnnouncement({ litterId: litter.id, stage }))) return 0;
  const link = `${siteUrl()}/litters/${litter.id}`;
  let queued = 0;
  let afterEmail: string | undefined;
  for (;;) {
    const page = await b.subscribers.confirmedPage({ limit: 200, afterEmail });
    for (const s of page) {
      await queueMail(
        {
          kind: 'announcement',
          to: [s.email],
          subject: SUBSCRIBE_TEXTS.announceSubject(litter.name, stage),
          body: SUBSCRIBE_TEXTS.announceBody(SITE.name, litter.name, stage, link, unsubscribeUrl(s.email)),
          fromName: SITE.name,
          replyEmail: '',
          phone: '',
        },
        b,
      );
      queued++;
    }
    if (page.length < 200) return queued;
    afterEmail = page[page.length - 1]!.email;
  }
}

/**
 * Announces `litter`'s stage after the response is sent (the owner's save never waits for the
 * fan-out); outside a request (tests, scripts) it runs at once.
 */
export async function announceAfterSave(litter: Litter): Promise<void> {
  if (!isAnnouncedStage(litter.life.stage)) return;
  const run = () => announceLitterStage(litter).catch((e) => console.error('[announce] could not queue the announcements', e));
  try {
    after(run);
  } catch {
    await run();
  }
}
