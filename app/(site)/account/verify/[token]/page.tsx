import type { Metadata } from 'next';
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
        <>
          <h1>{VERIFY_TEXTS.pageTitle}</h1>
          <p className="lead">{VERIFY_TEXTS.pageLead}</p>
          <form method="post" action={`/api/account/verify/${token}`}>
            <button type="submit" className="btn btn-primary">
              {VERIFY_TEXTS.confirmButton}
            </button>
          </form>
        </>
      ) : (
        <div role="alert">
          <h1>{VERIFY_TEXTS.badLinkTitle}</h1>
          <p className="lead">{VERIFY_TEXTS.badLink}</p>
        </div>
      )}
    </div>
  );
}
