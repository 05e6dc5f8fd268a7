import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { redirect } from 'next/navigation';
import { FamilyStatusView } from '@/components/family-status/family-status-view';
import { PuppyRecordView } from '@/components/family-status/puppy-record-view';
import { FamilyContractSection } from '@/components/family-status/contract-section';
import { currentUser } from '@/lib/auth/session';
import { MESSAGES } from '@/lib/domain/messages';
import { signInHref } from '@/lib/domain/return-to';
import { accountJourney } from '@/lib/server/account';
import { accountPuppyRecords } from '@/lib/server/puppy-record';
import { VerifyBanner, type VerificationOutcome } from '@/components/auth/verify-banner';

/**
 * The signed-in family's journey: the status page of every application whose userId is this
 * account's, read per request after the session is checked on the server, once the account has
 * confirmed its email address (until then a banner says so and offers the link again).
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: MESSAGES.familyStatus.title, robots: { index: false, follow: false } };

const OUTCOMES = ['sent', 'verified', 'limited', 'failed'] as const;

export default async function AccountJourneyPage({ searchParams }: { searchParams: Promise<{ verification?: string }> }) {
  const user = await currentUser();
  if (!user) redirect(signInHref('/account/journey'));
  const { verified, journeys } = await accountJourney(user);
  const records = await accountPuppyRecords(user);
  const asked = (await searchParams).verification;
  const outcome: VerificationOutcome = (OUTCOMES as readonly string[]).includes(asked ?? '') ? (asked as VerificationOutcome) : null;
  return (
    <div className="container section">
      <header>
        <p className="eyebrow">{user.email}</p>
        <h1>{MESSAGES.familyStatus.title}</h1>
        {/* Logout as a plain form, so it works with scripts off too (the header's needs its script). */}
        <form method="post" action="/api/account/signout">
          <button type="submit" className="btn btn-outline">
            Logout
          </button>
        </form>
      </header>
      {verified ? null : <VerifyBanner email={user.email} outcome={outcome} />}
      {journeys.length === 0 ? (
        <p>
          {MESSAGES.familyStatus.accountEmpty} <Link href="/apply">{MESSAGES.apply.pointerLink}</Link>
        </p>
      ) : (
        journeys.map((j) => (
          <section key={j.applicationId} aria-labelledby={`journey-${j.applicationId}`}>
            <h2 id={`journey-${j.applicationId}`}>{j.name}</h2>
            <FamilyStatusView data={j} headingLevel={3} />
            <FamilyContractSection applicationId={j.applicationId} headingLevel={3} />
            <PuppyRecordView records={records.get(j.applicationId) ?? []} headingLevel={3} packetHref={(puppyId) => `/api/puppy-record/${puppyId}/packet`} />
          </section>
        ))
      )}
    </div>
  );
}
