import type { Metadata } from 'next';
import Link from 'next/link';
import { SUBSCRIBE_TEXTS } from '@/lib/domain/subscribe-texts';
import { confirmSubscription } from '@/lib/server/subscribers';

/** The double opt-in link: opening it confirms the address (once). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SUBSCRIBE_TEXTS.confirmedTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };

export default async function ConfirmPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const done = await confirmSubscription(token);
  return (
    <div className="container section" role="status">
      <h1>{done ? SUBSCRIBE_TEXTS.confirmedTitle : SUBSCRIBE_TEXTS.badLinkTitle}</h1>
      <p className="lead">{done ? SUBSCRIBE_TEXTS.confirmed : SUBSCRIBE_TEXTS.badLink}</p>
      <p>
        <Link href="/litters">Our litters</Link>
      </p>
    </div>
  );
}
