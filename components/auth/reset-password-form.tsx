'use client';

import Link from '@/components/ui/link';
import { useActionState, useRef, useState, type FormEvent } from 'react';
import { resetPasswordAction } from './actions';
import type { FormState } from '@/lib/domain/form-state';
import { AUTH_TEXTS } from '@/lib/domain/auth-texts';
import { TIMINGS } from '@/lib/domain/site';
import styles from './auth.module.css';
import { NEW_PASSWORD_MIN, passwordProblem } from './client-checks';
import { resetPasswordFormAction, type ServedAuthState } from './form-actions';
import { FormNotice, NewPasswordField, ServedRedirect, SubmitButton, type Notice } from './form-parts';
import { useDelayedNavigation } from './use-auth-flow';
import { useAuthSubmit } from './use-auth-submit';
import { toast } from './toast';

const INITIAL: FormState<'password' | 'token'> = { status: 'idle' };
const NEW_LINK = { href: '/forgot-password', label: 'Request a new link' };
const INVALID_LINK: Notice = { tone: 'error', text: AUTH_TEXTS.reset.invalidLink, link: NEW_LINK };
const IDLE: ServedAuthState<'password' | 'token'> = { status: 'idle' };

/**
 * Sets a new password with the token from the emailed link. The page puts the token in a hidden
 * field (so the form works before its script runs, or without it); the server checks it, once.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  // The server's answer when the browser posted the form itself (before the script ran, or none).
  const [served, formAction] = useActionState(resetPasswordFormAction, IDLE);
  const form = useAuthSubmit<'password'>(null, served as ServedAuthState<'password'>);
  const { busy: pending, errors } = form;
  const error = errors.password;
  const goLater = useDelayedNavigation();
  const [result, setFinished] = useState<'updated' | 'invalid' | null>(
    served.status === 'ok' ? 'updated' : served.message === AUTH_TEXTS.reset.invalidLink ? 'invalid' : null,
  );
  // A link without a token is dead from the start.
  const noToken = !token;
  const finished = noToken ? 'invalid' : result;
  const notice = noToken ? INVALID_LINK : form.notice;
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = passwordProblem(passwordRef.current, { min: NEW_PASSWORD_MIN });
    if (problem) {
      form.invalid({ password: problem }, passwordRef.current, { toastIt: true });
      return;
    }
    const data = new FormData(e.currentTarget);
    const state = await form.run(() =>
      resetPasswordAction(INITIAL, data).catch((): FormState<'password' | 'token'> => ({ status: 'error', message: AUTH_TEXTS.reset.updateFailed })),
    );
    if (state.status === 'ok') {
      toast.success(AUTH_TEXTS.reset.updated);
      setFinished('updated');
      form.finish({ tone: 'success', text: AUTH_TEXTS.reset.updated, link: { href: '/login', label: 'Sign in' } });
      goLater('/login', TIMINGS.postSignInRedirect, 'client');
      return;
    }
    const message = state.message ?? AUTH_TEXTS.reset.invalidLink;
    if (state.fieldErrors?.password && !state.fieldErrors.token) {
      // Only the new password needs fixing; the link is still good.
      form.fail({ message, fieldErrors: { password: state.fieldErrors.password }, focus: passwordRef.current });
      form.setNotice({ tone: 'error', text: state.fieldErrors.password });
      return;
    }
    if (message === AUTH_TEXTS.reset.invalidLink) setFinished('invalid');
    form.fail({ message, ...(message === AUTH_TEXTS.reset.invalidLink ? { link: NEW_LINK } : {}) });
  }

  // One live region for every state, so what appears in it is announced.
  return (
    <>
      <ServedRedirect to={served.redirectTo} delayMs={TIMINGS.postSignInRedirect} />
      <div className={styles.form}>
        {!finished && (
          <form className={styles.form} action={formAction} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Choose a new password">
            <input type="hidden" name="token" value={token} />
            <fieldset className={styles.fieldset} disabled={pending}>
              <NewPasswordField label="New password" autoFocus={served.focus === 'password'} inputRef={passwordRef} error={error} onInput={() => form.clearError('password')} />
              <SubmitButton busy={pending} label="Update password" busyLabel="Updating…" />
            </fieldset>
          </form>
        )}
        <FormNotice notice={notice} />
      </div>
      {finished !== 'updated' && (
        <div className={styles.footer}>
          {finished === 'invalid' && <p>Reset links are valid for one hour and work once.</p>}
          <p>
            <Link href="/login">Back to sign in</Link>
          </p>
        </div>
      )}
    </>
  );
}
