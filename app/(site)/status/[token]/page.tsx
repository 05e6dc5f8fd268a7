import type { Metadata } from 'next';
import { SECRET_PAGE_REFERRER } from '@/lib/security/headers';
import { notFound } from 'next/navigation';
import { FamilyStatusView } from '@/components/family-status/family-status-view';
import { FamilyContractSection } from '@/components/family-status/contract-section';
import { PayButtons } from '@/components/family-status/pay-button';
import { PuppyRecordView } from '@/components/family-status/puppy-record-view';
import { MESSAGES } from '@/lib/domain/messages';
import { applicationForToken, familyStatus } from '@/lib/server/family-status';
import { familyPuppyRecords } from '@/lib/server/puppy-record';

/**
 * A family's private status page (docs/family-journey.md): no account, the link is the key. Rendered per
 * request (never prerendered, never in the shared cache; a dynamic page answers
 * `Cache-Control: private, no-cache, no-store, …`), kept out of search engines, and the token never
 * leaves in a Referer. A malformed, unknown or revoked token answers the same 404.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: MESSAGES.familyStatus.title,
  robots: { index: false, follow: false },
  // The address carries the family's token: never passed on to another site (SECRET_PAGE_REFERRER
  // says why not 'no-referrer': the contract's sign form would fail).
  referrer: SECRET_PAGE_REFERRER,
};

export default async function StatusPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const application = await applicationForToken(token);
  if (!application) notFound();
  const [data, records] = await Promise.all([familyStatus(application), familyPuppyRecords(application)]);
  return (
    <div className="container section">
      <header>
        <p className="eyebrow">{MESSAGES.familyStatus.title}</p>
        <h1>{data.name}</h1>
        <p className="lead">{MESSAGES.familyStatus.lead}</p>
      </header>
      <FamilyStatusView data={data} />
      <FamilyContractSection applicationId={application.id} token={token} />
      <PayButtons application={application} token={token} />
      {/* The picked puppy's record and go-home packet (docs/puppy-record.md). */}
      <PuppyRecordView records={records} packetHref={(puppyId) => `/api/status/${token}/packet/${puppyId}`} />
    </div>
  );
}
