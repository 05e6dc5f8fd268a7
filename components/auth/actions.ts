'use server';

import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { forgotSchema, registerSchema, resetSchema } from '@/lib/domain/auth';
import { isAppError } from '@/lib/domain/errors';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { clearSignInLimits, overHourlyLimit, registerWithPassword, requestPasswordReset, resetPassword } from '@/lib/server/accounts';
import { isPasswordBusy } from '@/lib/config/password';

/** Too many requests from one address: a clear message, nothing done. */
async function limited(action: string, max: number): Promise<boolean> {
  return overHourlyLimit(action, clientIp(await headers()), max);
}

export async function registerAction(_prev: FormState, formData: FormData): Promise<FormState<'email' | 'password'>> {
  const parsed = registerSchema.safeParse({ email: formData.get('email'), password: formData.get('password') });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf<'email' | 'password'>(parsed.error.issues);
    return { status: 'invalid', message: fieldErrors.password ?? fieldErrors.email ?? MESSAGES.register.failed, fieldErrors };
  }
  try {
    if (await limited('register', 20)) return { status: 'error', message: MESSAGES.register.tooMany };
    await registerWithPassword(parsed.data);
    return { status: 'ok', message: MESSAGES.register.success };
  } catch (e) {
    if (isAppError(e, 'conflict')) return { status: 'invalid', message: MESSAGES.register.emailInUse, fieldErrors: { email: MESSAGES.register.emailInUse } };
    if (isPasswordBusy(e)) return { status: 'error', message: MESSAGES.busy };
    console.error('[accounts] register failed', e);
    return { status: 'error', message: MESSAGES.register.failed };
  }
}

export async function forgotPasswordAction(_prev: FormState, formData: FormData): Promise<FormState<'email'>> {
  const parsed = forgotSchema.safeParse({ email: formData.get('email') });
  if (!parsed.success) return { status: 'invalid', message: parsed.error.issues[0]!.message, fieldErrors: { email: parsed.error.issues[0]!.message } };
  try {
    if (await limited('reset', 10)) return { status: 'error', message: MESSAGES.reset.tooMany };
    await requestPasswordReset(parsed.data);
    return { status: 'ok', message: MESSAGES.reset.sent };
  } catch (e) {
    if (isAppError(e, 'not_found')) return { status: 'invalid', message: MESSAGES.reset.userNotFound, fieldErrors: { email: MESSAGES.reset.userNotFound } };
    console.error('[accounts] reset request failed', e);
    return { status: 'error', message: MESSAGES.reset.failed };
  }
}

export async function resetPasswordAction(_prev: FormState, formData: FormData): Promise<FormState<'password' | 'token'>> {
  const parsed = resetSchema.safeParse({ token: formData.get('token'), password: formData.get('password') });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf<'password' | 'token'>(parsed.error.issues);
    return { status: 'invalid', message: fieldErrors.token ?? fieldErrors.password, fieldErrors };
  }
  try {
    const user = await resetPassword(parsed.data);
    // After a reset they may sign in again at once (lib/server/accounts.ts clearSignInLimits).
    await clearSignInLimits(user.email, clientIp(await headers()));
    return { status: 'ok', message: MESSAGES.reset.updated };
  } catch (e) {
    if (isAppError(e, 'invalid_input')) return { status: 'invalid', message: MESSAGES.reset.invalidLink };
    if (isPasswordBusy(e)) return { status: 'error', message: MESSAGES.busy };
    console.error('[accounts] reset failed', e);
    return { status: 'error', message: MESSAGES.reset.updateFailed };
  }
}
