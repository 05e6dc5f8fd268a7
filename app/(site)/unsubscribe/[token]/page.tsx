import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SUBSCRIBE_TEXTS } from '@/lib/domain/subscribe-texts';
import { subscriberForUnsubscribeToken } from '@/lib/server/subscribers';

/** An announcement's unsubscribe link: a button (POST, so link scanners unsubscribe nobody), then the answer. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SUBSCRIBE_TEXTS.unsubscribeTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };

export default async function UnsubscribePage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ done?: string }> }) {
  const { token } = await params;
  const subscriber = await subscriberForUnsubscribeToken(token);
  if (!subscriber) notFound();
  const done = (await searchParams).done === '1' || subscriber.status === 'unsubscribed';
  return (
    <div className="container section">
      {done ? (
        <div role="status">
          <h1>{SUBSCRIBE_TEXTS.unsubscribedTitle}</h1>
          <p className="lead">{SUBSCRIBE_TEXTS.unsubscribed}</p>
        </div>
      ) : (
        <>
          <h1>{SUBSCRIBE_TEXTS.unsubscribeTitle}</h1>
          <p className="lead">{SUBSCRIBE_TEXTS.unsubscribeLead}</p>
          <form method="post" action={`/api/unsubscribe/${token}`}>
            <button type="submit" className="btn btn-primary">
              {SUBSCRIBE_TEXTS.unsubscribeButton}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
