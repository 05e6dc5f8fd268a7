import { createHash } from 'node:crypto';
import type { Backend } from '@/lib/backend/types';
import { inboxOf } from '@/lib/domain/email';

/**
 * Limits per target address on every mail a visitor can make the site send (docs/security.md):
 * whoever asks and from however many connections, one inbox gets at most this many of a kind in
 * the window, and at most MAIL_TARGET_TOTAL of all of them. The counters are keyed by a hash of
 * the inbox the address reaches (`inboxOf`: `name+1@` and `name+2@` are one inbox; the rate-limit
 * table holds no email address).
 */
const MAIL_TARGET_LIMITS = {
  application: { max: 3, windowMs: 60 * 60_000 },
  'password-reset': { max: 3, windowMs: 60 * 60_000 },
  verification: { max: 3, windowMs: 60 * 60_000 },
  // The announcement list: one confirmation per address per day.
  subscription: { max: 1, windowMs: 24 * 60 * 60_000 },
} as const;

type VisitorMailKind = keyof typeof MAIL_TARGET_LIMITS;

/** All visitor-triggered kinds together, per address. */
const MAIL_TARGET_TOTAL = { max: 6, windowMs: 60 * 60_000 } as const;

function addressKey(email: string): string {
  return createHash('sha256').update(inboxOf(email)).digest('base64url').slice(0, 32);
}

function mailTargetKeys(kind: VisitorMailKind, email: string): { kind: string; total: string } {
  const a = addressKey(email);
  return { kind: `mail-to:${kind}:${a}`, total: `mail-to:*:${a}` };
}

/**
 * True when one more mail of `kind` may go to `email`; false when the address had its share: the
 * caller then answers as usual and sends nothing. Each call counts (atomically, so a burst of
 * requests at once gets no more than the limit through).
 */
export async function mailTargetAllowed(backend: Backend, kind: VisitorMailKind, email: string): Promise<boolean> {
  const keys = mailTargetKeys(kind, email);
  const limit = MAIL_TARGET_LIMITS[kind];
  if ((await backend.rateLimits.hit({ key: keys.kind, windowMs: limit.windowMs })) > limit.max) return false;
  return (await backend.rateLimits.hit({ key: keys.total, windowMs: MAIL_TARGET_TOTAL.windowMs })) <= MAIL_TARGET_TOTAL.max;
}
