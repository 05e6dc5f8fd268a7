'use client';

import { useRouter } from 'next/navigation';
import { MESSAGES } from '@/lib/domain/messages';
import { AccountForm, type AccountFieldSpec } from './account-form';
import { changeEmailAction, type EmailField } from './actions';

/** The owner's sign-in email (the session stays: it is tied to the account, not the address). */
export function ChangeEmailForm({ email }: { email: string }) {
  const router = useRouter();
  const fields: AccountFieldSpec<EmailField>[] = [
    { name: 'email', label: 'New email', type: 'email', autoComplete: 'email', maxLength: 254, defaultValue: email },
    { name: 'current', label: 'Current password', type: 'password', autoComplete: 'current-password', maxLength: 200 },
  ];
  return (
    <AccountForm
      label="Change email"
      fields={fields}
      submitLabel="Change email"
      failed={MESSAGES.account.emailChangeFailed}
      action={changeEmailAction}
      onSuccess={(_data, form) => {
        form.reset();
        router.refresh();
      }}
    />
  );
}
