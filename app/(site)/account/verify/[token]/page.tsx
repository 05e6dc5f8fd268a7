import type { Metadata } from 'next';
import { ConfirmByButton, LinkOutcome } from '@/components/ui/email-link-page';
import { VERIFY_TOKEN } from '@/lib/server/verification';
import { VERIFY_TEXTS } from '@/lib/domain/verify-texts';

/**
 * The link of the address-confirmation email: a button (POST to /api/account/verify/<token>), so
 * opening the link alone (a mail scanner) confirms nothing. The token is not looked up here: the
 * answer comes after the button, the same for every bad link.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: VERIFY_TEXTS.pageTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };

export default async function VerifyEmailPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const ok = VERIFY_TOKEN.test(token);
  return (
    <div className="container section">
      {ok ? (
        <ConfirmByButton
          title={VERIFY_TEXTS.pageTitle}
          lead={VERIFY_TEXTS.pageLead}
          action={`/api/account/verify/${token}`}
          button={VERIFY_TEXTS.confirmButton}
        />
      ) : (
        <LinkOutcome role="alert" title={VERIFY_TEXTS.badLinkTitle} text={VERIFY_TEXTS.badLink} />
      )}
    </div>
  );
}
