import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import styles from '@/components/admin/account/account.module.css';
import { ChangeEmailForm } from '@/components/admin/account/change-email-form';
import { ChangePasswordForm } from '@/components/admin/account/change-password-form';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { requireAdminPage } from '@/lib/auth/guard';
import { adminPageRead } from '@/lib/server/admin-page';
import { MESSAGES } from '@/lib/domain/messages';

export const metadata: Metadata = { title: 'Account' };

/** The owner's own account: a new password and sign-in email (embedded backend); Firebase mode points to its reset email. */
export default async function AccountPage() {
  const user = await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const firebase = await adminPageRead(async (backend) => backend.identity !== null);
  return (
    <>
      <AdminPageHead title="Account" lead={`Signed in as ${user.email}.`} />
      <section aria-labelledby="password-title" className={`card ${styles.panel}`}>
        <h2 id="password-title">Change password</h2>
        {firebase ? (
          <p>
            {MESSAGES.account.firebase} <Link href="/forgot-password">Send a reset email</Link>
          </p>
        ) : (
          <ChangePasswordForm email={user.email} />
        )}
      </section>
      {!firebase && (
        <section aria-labelledby="email-title" className={`card ${styles.panel}`}>
          <h2 id="email-title">Change email</h2>
          <ChangeEmailForm email={user.email} />
        </section>
      )}
    </>
  );
}
