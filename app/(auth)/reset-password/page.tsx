import type { Metadata } from 'next';
import { AuthHeading } from '@/components/auth/auth-shell';
import { LazyResetPasswordForm } from '@/components/auth/lazy-forms';
import { PASSWORD_MIN } from '@/lib/domain/site';
import { pageMetadata } from '@/lib/domain/page-metadata';

export const dynamic = 'force-static';

const title = 'Choose a new password';
const description = 'Set a new password for your account.';

export const metadata: Metadata = {
  ...pageMetadata({ path: '/reset-password', title, description, card: 'basic' }),
  // The address carries a reset token: never pass it on to another site.
  referrer: 'no-referrer',
};

export default function ResetPasswordPage() {
  return (
    <>
      <AuthHeading eyebrow="Password help" title="Choose a new password" intro={`Pick a new password for your account. It must be at least ${PASSWORD_MIN} characters.`} />
      <LazyResetPasswordForm />
    </>
  );
}
