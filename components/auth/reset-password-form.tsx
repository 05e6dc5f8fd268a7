'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { resetPasswordAction } from './actions';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { TIMINGS } from '@/lib/domain/site';
import styles from './auth.module.css';
import { NEW_PASSWORD_MIN, passwordProblem } from './client-checks';
import { FormNotice, PasswordField, SubmitButton, type Notice } from './form-parts';

const INITIAL: FormState<'password' | 'token'> = { status: 'idle' };
const NEW_LINK = { href: '/forgot-password', label: 'Request a new link' };

/**
 * Sets a new password with the token from the e-mailed link. The token is read in the browser
 * (the page stays static) and sent in a hidden field; the server checks it, once.
 */
export function ResetPasswordForm() {
  const router = useRouter();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [state, dispatch, pending] = useActionState(resetPasswordAction, INITIAL);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [finished, setFinished] = useState<'updated' | 'invalid' | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const t = new URLSearchParams(window.location.search).get('token');
    setToken(t);
    if (!t) {
      setFinished('invalid');
      setNotice({ tone: 'error', text: MESSAGES.reset.invalidLink, link: NEW_LINK });
    }
  }, []);

  useEffect(() => {
    if (state.status === 'idle') return;
    if (state.status === 'ok') {
      toast.success(MESSAGES.reset.updated);
      setFinished('updated');
      setNotice({ tone: 'success', text: MESSAGES.reset.updated, link: { href: '/login', label: 'Sign in' } });
      const timer = window.setTimeout(() => router.push('/login'), TIMINGS.postSignInRedirect);
      return () => window.clearTimeout(timer);
    }
    const message = state.message ?? MESSAGES.reset.invalidLink;
    toast.error(message);
    if (state.fieldErrors?.password && !state.fieldErrors.token) {
      // Only the new password needs fixing; the link is still good.
      setError(state.fieldErrors.password);
      setNotice({ tone: 'error', text: state.fieldErrors.password });
      window.setTimeout(() => passwordRef.current?.focus(), 0);
      return;
    }
    if (message === MESSAGES.reset.invalidLink) setFinished('invalid');
    setNotice({ tone: 'error', text: message, ...(message === MESSAGES.reset.invalidLink ? { link: NEW_LINK } : {}) });
  }, [state, router]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = passwordProblem(passwordRef.current, { min: NEW_PASSWORD_MIN });
    if (problem) {
      toast.error(problem);
      setError(problem);
      setNotice({ tone: 'error', text: problem });
      passwordRef.current?.focus();
      return;
    }
    setError(undefined);
    setNotice(null);
    const data = new FormData(e.currentTarget);
    startTransition(() => dispatch(data));
  }

  // One live region for every state, so what appears in it is announced.
  return (
    <>
      <div className={styles.form}>
        {!finished && (
          <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
            <input type="hidden" name="token" value={token ?? ''} />
            <fieldset className={styles.fieldset} disabled={pending || token === undefined}>
              <PasswordField
                label="New password"
                autoComplete="new-password"
                minLength={NEW_PASSWORD_MIN}
                hint={`At least ${NEW_PASSWORD_MIN} characters.`}
                inputRef={passwordRef}
                error={error}
                onInput={() => error && setError(undefined)}
              />
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
