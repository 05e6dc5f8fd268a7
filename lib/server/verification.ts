import 'server-only';
import { getBackend } from '@/lib/backend';
import type { Backend } from '@/lib/backend/types';
import { siteUrl } from '@/lib/config/site-origin';
import { queueMail } from '@/lib/mail';
import { hashLinkToken, newLinkToken } from '@/lib/mail/tokens';
import { SITE } from '@/lib/domain/site';
import { normalizeEmail, type User } from '@/lib/domain/user';
import { VERIFY_TEXTS } from '@/lib/domain/verify-texts';
import { mailTargetAllowed } from '@/lib/mail/target-limits';

/**
 * Verified email addresses (docs/security.md). Only an account that proved it reads its address
 * is linked to what was sent with that address: applications (and through them waitlist places,
 * picks and payments) and families-only journal posts. Password accounts of the embedded backend
 * prove it with a single-use link (48 hours, only its SHA-256 stored) sent through the mail queue,
 * used while signed in to that account; Firebase Auth password accounts too (Firebase's own link
 * would work in any browser, see lib/server/firebase-provider.ts). Google accounts count as proved
 * by the provider.
 */

const VERIFY_TTL_MS = 48 * 60 * 60_000;

/** A verification token as newLinkToken makes them: 32 bytes base64url (43 characters). */
export const VERIFY_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function verifyPath(token: string): string {
  return `/account/verify/${token}`;
}

/** True when the account proved it reads its current address. */
export async function isEmailVerified(user: Pick<User, 'id' | 'email'>, backend?: Backend): Promise<boolean> {
  const b = backend ?? (await getBackend());
  return b.emailVerifications.isVerified({ userId: user.id, email: user.email });
}

type SendVerificationResult = 'sent' | 'verified' | 'limited';

/**
 * Mails a new verification link to the account's address (older links stop working). At most a few
 * per address per hour, whoever asks (lib/mail/target-limits.ts): a stranger cannot fill an inbox.
 * The same in both backends' modes.
 */
export async function sendVerification(user: Pick<User, 'id' | 'email'>, backend?: Backend): Promise<SendVerificationResult> {
  const b = backend ?? (await getBackend());
  if (await isEmailVerified(user, b)) return 'verified';
  if (!(await mailTargetAllowed(b, 'verification', user.email))) return 'limited';
  const token = newLinkToken();
  await b.emailVerifications.createToken({
    userId: user.id,
    email: user.email,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(Date.now() + VERIFY_TTL_MS).toISOString(),
  });
  await queueMail(
    {
      kind: 'verification',
      to: [user.email],
      subject: VERIFY_TEXTS.mailSubject(SITE.name),
      body: VERIFY_TEXTS.mailBody(SITE.name, `${siteUrl()}${verifyPath(token)}`),
      fromName: SITE.name,
      replyEmail: '',
      phone: '',
    },
    b,
  );
  return 'sent';
}

/**
 * Links everything sent with the account's verified address to it: every application with that
 * email (those sent before the account existed, and any an unverified account had claimed), and,
 * for their picks, the account's family link to the litter (families-only posts).
 */
async function linkVerifiedApplications(user: Pick<User, 'id' | 'email'>, backend?: Backend): Promise<number> {
  const b = backend ?? (await getBackend());
  if (!(await isEmailVerified(user, b))) return 0;
  let linked = 0;
  for (const application of await b.applications.listByEmail({ email: normalizeEmail(user.email) })) {
    if (application.userId !== user.id) {
      await b.applications.setUserId({ id: application.id, userId: user.id });
      linked++;
    }
    for (const entry of await b.waitlists.listByApplication({ applicationId: application.id })) {
      if (entry.puppyId && !(await b.families.get({ litterId: entry.litterId, userId: user.id }))) {
        await b.families.link({ litterId: entry.litterId, userId: user.id, puppyId: entry.puppyId });
      }
    }
  }
  return linked;
}

/**
 * Uses a verification link, for the signed-in account `by`: the address it was sent to becomes the
 * account's verified one (only while the account still has that address), and what was sent with
 * it is linked. Null for a malformed, unknown, used or expired link, and for a link made for
 * another account.
 *
 * Only the account that asked for the link can use it. A stranger who registered a family's address
 * makes the site mail the family this link; the family, who has just applied and is asked to
 * confirm its address, would otherwise confirm the stranger's account with one click, and hand it
 * their journey and contract.
 */
export async function verifyEmailToken(token: string, by: Pick<User, 'id'>, backend?: Backend): Promise<User | null> {
  if (typeof token !== 'string' || !VERIFY_TOKEN.test(token)) return null;
  const b = backend ?? (await getBackend());
  const used = await b.emailVerifications.consume({ tokenHash: hashLinkToken(token), userId: by.id });
  if (!used) return null;
  const user = await b.users.getById({ id: used.userId });
  if (!user || normalizeEmail(user.email) !== used.email) return null;
  await linkVerifiedApplications(user, b);
  return user;
}

/** A provider proved the address (Google; Firebase Auth's emailVerified): record it and link. */
export async function markProviderVerified(user: Pick<User, 'id' | 'email'>, backend?: Backend): Promise<void> {
  const b = backend ?? (await getBackend());
  if (!(await isEmailVerified(user, b))) await b.emailVerifications.markVerified({ userId: user.id, email: user.email });
  await linkVerifiedApplications(user, b);
}
