import type { Metadata } from 'next';
import { SECRET_PAGE_REFERRER } from '@/lib/security/headers';
import Link from '@/components/ui/link';
import { ConfirmByButton, LinkOutcome } from '@/components/ui/email-link-page';
import { currentUser } from '@/lib/auth/session';
import { signInHref } from '@/lib/domain/return-to';
import { VERIFY_TOKEN } from '@/lib/server/verification';
import { VERIFY_TEXTS } from '@/lib/domain/verify-texts';

/**
 * The link of the address-confirmation email: a button (POST to /api/account/verify/<token>), so
 * opening the link alone (a mail scanner) confirms nothing. The link works only for the account it
 * was made for (docs/security.md), so a visitor who is not signed in is asked to sign in first and
 * comes back here. The token is not looked up here: the answer comes after the button, the same
 * for every bad link.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: VERIFY_TEXTS.pageTitle, robots: { index: false, follow: false }, referrer: SECRET_PAGE_REFERRER };

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!VERIFY_TOKEN.test(token)) {
    return (
      <div className="container section">
        <LinkOutcome role="alert" title={VERIFY_TEXTS.badLinkTitle} text={VERIFY_TEXTS.badLink} />
      </div>
    );
  }
  const user = await currentUser();
  return (
    <div className="container section">
      {user ? (
        <>
          <ConfirmByButton title={VERIFY_TEXTS.pageTitle} lead={VERIFY_TEXTS.pageLead} action={`/api/account/verify/${token}`} button={VERIFY_TEXTS.confirmButton} />
          <p>{VERIFY_TEXTS.signedInAs(user.email)}</p>
        </>
      ) : (
        <>
          <h1>{VERIFY_TEXTS.pageTitle}</h1>
          <p className="lead">{VERIFY_TEXTS.signInLead}</p>
          <p>
            <Link href={signInHref(`/account/verify/${token}`)} className="btn btn-primary" prefetch={false}>
              {VERIFY_TEXTS.signInButton}
            </Link>
          </p>
          <p>{VERIFY_TEXTS.notYou}</p>
        </>
      )}
    </div>
  );
}
