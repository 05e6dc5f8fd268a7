'use client';

import { signIn } from 'next-auth/react';
import { MESSAGES } from '@/lib/domain/messages';
import { PASSWORD_MIN } from '@/lib/domain/site';
import { AccountForm, type AccountFieldSpec } from './account-form';
import { changePasswordAction, type AccountField } from './actions';

const FIELDS: AccountFieldSpec<AccountField>[] = [
  { name: 'current', label: 'Current password', type: 'password', autoComplete: 'current-password', maxLength: 200 },
  { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password', maxLength: 200, minLength: PASSWORD_MIN },
  { name: 'confirm', label: 'New password again', type: 'password', autoComplete: 'new-password', maxLength: 200, minLength: PASSWORD_MIN },
];

/**
 * Changes the signed-in owner's password. The change ends every session (other devices too), so on
 * success this browser signs in again with the new password and stays in the admin area.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  return (
    <AccountForm
      label="Change password"
      fields={FIELDS}
      submitLabel="Change password"
      failed={MESSAGES.account.changeFailed}
      action={changePasswordAction}
      onSuccess={async (data, form) => {
        // The old session has just ended: a new one with the new password keeps this browser signed in.
        await signIn('password', { email, password: String(data.get('password') ?? ''), redirect: false }).catch(() => null);
        form.reset();
      }}
    />
  );
}
