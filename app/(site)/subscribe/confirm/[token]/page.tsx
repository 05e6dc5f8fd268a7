import type { Metadata } from 'next';
import { SECRET_PAGE_REFERRER } from '@/lib/security/headers';
import Link from '@/components/ui/link';
import { ConfirmByButton, LinkOutcome } from '@/components/ui/email-link-page';
import { LINK_TOKEN } from '@/lib/domain/mail';
import { SUBSCRIBE_TEXTS } from '@/lib/domain/subscribe-texts';

/**
 * The double opt-in link: a button (POST to /api/subscribe/confirm/<token>), so opening the link
 * alone (a mail scanner) confirms nothing; then the outcome (`?result=ok|bad`).
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: SUBSCRIBE_TEXTS.confirmTitle, robots: { index: false, follow: false }, referrer: SECRET_PAGE_REFERRER };

export default async function ConfirmPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ result?: string }> }) {
  const { token } = await params;
  const { result } = await searchParams;
  const bad = result === 'bad' || !LINK_TOKEN.test(token);
  if (result === 'ok' || bad) {
    return (
      <LinkOutcome
        className="container section"
        role="status"
        title={bad ? SUBSCRIBE_TEXTS.badLinkTitle : SUBSCRIBE_TEXTS.confirmedTitle}
        text={bad ? SUBSCRIBE_TEXTS.badLink : SUBSCRIBE_TEXTS.confirmed}
      >
        <p>
          <Link href="/litters">Our litters</Link>
        </p>
      </LinkOutcome>
    );
  }
  return (
    <div className="container section">
      <ConfirmByButton
        title={SUBSCRIBE_TEXTS.confirmTitle}
        lead={SUBSCRIBE_TEXTS.confirmLead}
        action={`/api/subscribe/confirm/${token}`}
        button={SUBSCRIBE_TEXTS.confirmButton}
      />
    </div>
  );
}
