'use server';

import { isAppError } from '@/lib/domain/errors';
import { changeEmailSchema, changePasswordSchema } from '@/lib/domain/auth';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { text } from '@/lib/domain/form-data';
import { MESSAGES } from '@/lib/domain/messages';
import { changeEmail, changePassword } from '@/lib/server/accounts';
import { adminAction } from '@/lib/server/admin-action';

export type AccountField = 'current' | 'password' | 'confirm';

/**
 * Admin › Account: the owner's new password, after the current one. Raising the session version
 * ends every session issued before (see lib/auth/session-policy.ts); the form signs in again.
 */
export async function changePasswordAction(_prev: FormState<AccountField>, formData: FormData): Promise<FormState<AccountField>> {
  return adminAction(MESSAGES.account.changeFailed, async (admin) => {
    const parsed = changePasswordSchema.safeParse({ current: text(formData, 'current'), password: text(formData, 'password'), confirm: text(formData, 'confirm') });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<AccountField>(parsed.error.issues);
      return { status: 'invalid', message: Object.values(fieldErrors)[0] ?? MESSAGES.account.changeFailed, fieldErrors };
    }
    try {
      await changePassword({ userId: admin.id, current: parsed.data.current, password: parsed.data.password });
    } catch (e) {
      if (isAppError(e, 'invalid_input')) {
        return { status: 'invalid', message: MESSAGES.account.wrongCurrent, fieldErrors: { current: MESSAGES.account.wrongCurrent } };
      }
      if (isAppError(e, 'unavailable')) return { status: 'error', message: MESSAGES.account.firebase };
      throw e;
    }
    return { status: 'ok', message: MESSAGES.account.changed };
  });
}

export type EmailField = 'email' | 'current';

/** Admin › Account: the owner's new sign-in email, after the current password. */
export async function changeEmailAction(_prev: FormState<EmailField>, formData: FormData): Promise<FormState<EmailField>> {
  return adminAction(MESSAGES.account.emailChangeFailed, async (admin) => {
    const parsed = changeEmailSchema.safeParse({ email: text(formData, 'email'), current: text(formData, 'current') });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<EmailField>(parsed.error.issues);
      return { status: 'invalid', message: Object.values(fieldErrors)[0] ?? MESSAGES.account.emailChangeFailed, fieldErrors };
    }
    try {
      const user = await changeEmail({ userId: admin.id, current: parsed.data.current, email: parsed.data.email });
      return { status: 'ok', message: MESSAGES.account.emailChanged(user.email) };
    } catch (e) {
      if (isAppError(e, 'invalid_input')) {
        return { status: 'invalid', message: MESSAGES.account.wrongCurrent, fieldErrors: { current: MESSAGES.account.wrongCurrent } };
      }
      if (isAppError(e, 'conflict')) return { status: 'invalid', message: MESSAGES.account.emailTaken, fieldErrors: { email: MESSAGES.account.emailTaken } };
      if (isAppError(e, 'unavailable')) return { status: 'error', message: MESSAGES.account.firebase };
      throw e;
    }
  });
}
