'use client';

import { useRouter } from 'next/navigation';
import { MESSAGES } from '@/lib/domain/messages';
import { AccountForm, type AccountFieldSpec } from './account-form';
import { changeEmailAction, type EmailField } from './actions';

/** The owner's sign-in e-mail (the session stays: it is tied to the account, not the address). */
export function ChangeEmailForm({ email }: { email: string }) {
  const router = useRouter();
  const fields: AccountFieldSpec<EmailField>[] = [
    { name: 'email', label: 'New e-mail', type: 'email', autoComplete: 'email', maxLength: 254, defaultValue: email },
    { name: 'current', label: 'Current password', type: 'password', autoComplete: 'current-password', maxLength: 200 },
  ];
  return (
    <AccountForm
      label="Change e-mail"
      fields={fields}
      submitLabel="Change e-mail"
      failed={MESSAGES.account.emailChangeFailed}
      action={changeEmailAction}
      onSuccess={(_data, form) => {
        form.reset();
        router.refresh();
      }}
    />
  );
}
