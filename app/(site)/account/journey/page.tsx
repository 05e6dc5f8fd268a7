import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { FamilyStatusView } from '@/components/family-status/family-status-view';
import { currentUser } from '@/lib/auth/session';
import { getBackend } from '@/lib/backend';
import { MESSAGES } from '@/lib/domain/messages';
import { signInHref } from '@/lib/domain/return-to';
import { familyStatus } from '@/lib/server/family-status';

/**
 * The signed-in family's journey (issue 15 item 5): the status page of every application whose
 * userId is this account's, read per request after the session is checked on the server.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: MESSAGES.familyStatus.title, robots: { index: false, follow: false } };

export default async function AccountJourneyPage() {
  const user = await currentUser();
  if (!user) redirect(signInHref('/account/journey'));
  const backend = await getBackend();
  const applications = await backend.applications.listByUser({ userId: user.id });
  const journeys = await Promise.all(applications.map((a) => familyStatus(a, backend)));
  return (
    <div className="container section">
      <header>
        <p className="eyebrow">{user.email}</p>
        <h1>{MESSAGES.familyStatus.title}</h1>
      </header>
      {journeys.length === 0 ? (
        <p>
          {MESSAGES.familyStatus.accountEmpty} <Link href="/apply">{MESSAGES.apply.pointerLink}</Link>
        </p>
      ) : (
        journeys.map((j) => (
          <section key={j.applicationId} aria-labelledby={`journey-${j.applicationId}`}>
            <h2 id={`journey-${j.applicationId}`}>{`${j.name} · ${j.statusLabel}`}</h2>
            <FamilyStatusView data={j} headingLevel={3} />
          </section>
        ))
      )}
    </div>
  );
}
