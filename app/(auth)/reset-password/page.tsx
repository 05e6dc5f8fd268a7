import type { Metadata } from 'next';
import { SECRET_PAGE_REFERRER } from '@/lib/security/headers';
import { AuthHeading } from '@/components/auth/auth-shell';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { PASSWORD_MIN } from '@/lib/domain/site';
import { pageMetadata } from '@/lib/domain/page-metadata';


const title = 'Choose a new password';
const description = 'Set a new password for your account.';

export const metadata: Metadata = {
  ...pageMetadata({ path: '/reset-password', title, description, card: 'basic' }),
  // The address carries a reset token: never passed on to another site (SECRET_PAGE_REFERRER says
  // why not 'no-referrer': the form would fail).
  referrer: SECRET_PAGE_REFERRER,
};

/**
 * Rendered per request: the emailed link's token goes into the form's hidden field, so the form
 * works before its script runs (docs/forms.md). The token is the visitor's own, from their address bar.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(raw) ? raw : '';
  return (
    <>
      <AuthHeading eyebrow="Password help" title="Choose a new password" intro={`Pick a new password for your account. It must be at least ${PASSWORD_MIN} characters.`} />
      <ResetPasswordForm token={token} />
    </>
  );
}
