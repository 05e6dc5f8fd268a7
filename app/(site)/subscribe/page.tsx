import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { SubscribeForm } from '@/components/subscribe/subscribe-form';
import { SUBSCRIBE_TEXTS, SUBSCRIBE_TYPED_COOKIE } from '@/lib/domain/subscribe-texts';

/** The answer to the announcement sign-up form (and the form again). */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SUBSCRIBE_TEXTS.heading, robots: { index: false, follow: false } };

const ERRORS: Record<string, string> = { invalid: SUBSCRIBE_TEXTS.invalidEmail, limit: SUBSCRIBE_TEXTS.tooMany, failed: SUBSCRIBE_TEXTS.failed };

export default async function SubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const error = typeof q.error === 'string' ? ERRORS[q.error] : undefined;
  // What the refused sign-up typed (components/subscribe/actions.ts), to mend rather than retype.
  const typed = error ? (await cookies()).get(SUBSCRIBE_TYPED_COOKIE.name)?.value.slice(0, 254) : undefined;
  return (
    <div className="container section">
      {q.sent === '1' ? (
        <div role="status">
          <h1>{SUBSCRIBE_TEXTS.sentTitle}</h1>
          <p className="lead">{SUBSCRIBE_TEXTS.sent}</p>
        </div>
      ) : (
        <>
          <h1>{SUBSCRIBE_TEXTS.heading}</h1>
          <SubscribeForm id="subscribe-page" error={error} typed={typed} />
        </>
      )}
    </div>
  );
}
