import { AuthHeading } from '@/components/auth/auth-shell';
import { firebaseWebConfig } from '@/lib/config/firebase-web';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { pageMetadata } from '@/lib/domain/page-metadata';

export const dynamic = 'force-static';

const title = 'Forgot your password?';
const description = 'Request an email with a link to choose a new password.';

export const metadata = pageMetadata({ path: '/forgot-password', title, description, card: 'basic' });

export default function ForgotPasswordPage() {
  return (
    <>
      <AuthHeading eyebrow="Password help" title="Forgot your password?" intro="Enter the email address of your account and we will send you a reset link." />
      <ForgotPasswordForm firebase={firebaseWebConfig()} />
    </>
  );
}
