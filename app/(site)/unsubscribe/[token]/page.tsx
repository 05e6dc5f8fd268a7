import type { Metadata } from 'next';
import { SECRET_PAGE_REFERRER } from '@/lib/security/headers';
import { ConfirmByButton, LinkOutcome } from '@/components/ui/email-link-page';
import { notFound } from 'next/navigation';
import { SUBSCRIBE_TEXTS } from '@/lib/domain/subscribe-texts';
import { subscriberForUnsubscribeToken } from '@/lib/server/subscribers';

/** An announcement's unsubscribe link: a button (POST, so link scanners unsubscribe nobody), then the answer. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SUBSCRIBE_TEXTS.unsubscribeTitle, robots: { index: false, follow: false }, referrer: SECRET_PAGE_REFERRER };

export default async function UnsubscribePage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ done?: string }> }) {
  const { token } = await params;
  const subscriber = await subscriberForUnsubscribeToken(token);
  if (!subscriber) notFound();
  const done = (await searchParams).done === '1' || subscriber.status === 'unsubscribed';
  return (
    <div className="container section">
      {done ? (
        <LinkOutcome role="status" title={SUBSCRIBE_TEXTS.unsubscribedTitle} text={SUBSCRIBE_TEXTS.unsubscribed} />
      ) : (
        <ConfirmByButton
          title={SUBSCRIBE_TEXTS.unsubscribeTitle}
          lead={SUBSCRIBE_TEXTS.unsubscribeLead}
          action={`/api/unsubscribe/${token}`}
          button={SUBSCRIBE_TEXTS.unsubscribeButton}
        />
      )}
    </div>
  );
}
