import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { LinkOutcome } from '@/components/ui/email-link-page';
import { MESSAGES } from '@/lib/domain/messages';
import { VERIFY_TEXTS } from '@/lib/domain/verify-texts';

/** Where the confirmation button lands: the outcome only (`?ok=1` or not), no token. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: VERIFY_TEXTS.pageTitle, robots: { index: false, follow: false } };

export default async function VerifiedPage({ searchParams }: { searchParams: Promise<{ ok?: string }> }) {
  const ok = (await searchParams).ok === '1';
  return (
    <div className="container section">
      {ok ? (
        <LinkOutcome role="status" title={VERIFY_TEXTS.confirmedTitle} text={VERIFY_TEXTS.confirmed}>
          <p>
            <Link href="/account/journey">{MESSAGES.familyStatus.accountLink}</Link>
          </p>
        </LinkOutcome>
      ) : (
        <LinkOutcome role="alert" title={VERIFY_TEXTS.badLinkTitle} text={VERIFY_TEXTS.badLink} />
      )}
    </div>
  );
}
