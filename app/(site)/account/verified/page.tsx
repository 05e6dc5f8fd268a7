import type { Metadata } from 'next';
import Link from 'next/link';
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
        <div role="status">
          <h1>{VERIFY_TEXTS.confirmedTitle}</h1>
          <p className="lead">{VERIFY_TEXTS.confirmed}</p>
          <p>
            <Link href="/account/journey">{MESSAGES.familyStatus.accountLink}</Link>
          </p>
        </div>
      ) : (
        <div role="alert">
          <h1>{VERIFY_TEXTS.badLinkTitle}</h1>
          <p className="lead">{VERIFY_TEXTS.badLink}</p>
        </div>
      )}
    </div>
  );
}
