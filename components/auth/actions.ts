'use server';

import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { forgotSchema, registerSchema, resetSchema } from '@/lib/domain/auth';
import { isAppError } from '@/lib/domain/errors';
import { entry } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { clearSignInLimits, overHourlyLimit, registerWithPassword, requestPasswordReset, resetPassword } from '@/lib/server/accounts';
import { isPasswordBusy } from '@/lib/config/password';

/** Too many requests from one address: a clear message, nothing done. */
async function limited(action: string, max: number): Promise<boolean> {
  return overHourlyLimit(action, clientIp(await headers()), max);
}

type RequestTexts = { tooMany: string; done: string; failed: string; /** Names the request in the log line. */ log: string };

/**
 * An account request under its hourly limit (register, ask for a reset link): over the limit, its
 * message and nothing done; then the request; a failure `known` has an answer for gets that answer,
 * any other is logged and answered with `failed`.
 */
async function limitedRequest<F extends string>(
  action: string,
  max: number,
  texts: RequestTexts,
  run: () => Promise<unknown>,
  known: (e: unknown) => FormState<F> | undefined,
): Promise<FormState<F>> {
  try {
    if (await limited(action, max)) return { status: 'error', message: texts.tooMany };
    await run();
    return { status: 'ok', message: texts.done };
  } catch (e) {
    const answer = known(e);
    if (answer) return answer;
    console.error(`[accounts] ${texts.log} failed`, e);
    return { status: 'error', message: texts.failed };
  }
}

export async function registerAction(_prev: FormState, formData: FormData): Promise<FormState<'email' | 'password'>> {
  const parsed = registerSchema.safeParse({ email: entry(formData, 'email'), password: entry(formData, 'password') });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf<'email' | 'password'>(parsed.error.issues);
    return { status: 'invalid', message: fieldErrors.password ?? fieldErrors.email ?? MESSAGES.register.failed, fieldErrors };
  }
  const texts = { tooMany: MESSAGES.register.tooMany, done: MESSAGES.register.success, failed: MESSAGES.register.failed, log: 'register' };
  return limitedRequest('register', 20, texts, () => registerWithPassword(parsed.data), (e) => {
    if (isAppError(e, 'conflict')) return { status: 'invalid', message: MESSAGES.register.emailInUse, fieldErrors: { email: MESSAGES.register.emailInUse } };
    if (isPasswordBusy(e)) return { status: 'error', message: MESSAGES.busy };
  });
}

export async function forgotPasswordAction(_prev: FormState, formData: FormData): Promise<FormState<'email'>> {
  const parsed = forgotSchema.safeParse({ email: entry(formData, 'email') });
  if (!parsed.success) return { status: 'invalid', message: parsed.error.issues[0]!.message, fieldErrors: { email: parsed.error.issues[0]!.message } };
  const texts = { tooMany: MESSAGES.reset.tooMany, done: MESSAGES.reset.sent, failed: MESSAGES.reset.failed, log: 'reset request' };
  return limitedRequest('reset', 10, texts, () => requestPasswordReset(parsed.data), (e) => {
    if (isAppError(e, 'not_found')) return { status: 'invalid', message: MESSAGES.reset.userNotFound, fieldErrors: { email: MESSAGES.reset.userNotFound } };
  });
}

export async function resetPasswordAction(_prev: FormState, formData: FormData): Promise<FormState<'password' | 'token'>> {
  const parsed = resetSchema.safeParse({ token: entry(formData, 'token'), password: entry(formData, 'password') });
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
