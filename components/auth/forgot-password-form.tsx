'use client';

import Link from 'next/link';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { forgotPasswordAction } from './actions';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import styles from './auth.module.css';
import { emailProblem } from './client-checks';
import { usePreloadFirebase, withFirebase } from './firebase/load';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';
import { FormNotice, SubmitButton, TextField, type Notice } from './form-parts';

const INITIAL: FormState<'email'> = { status: 'idle' };

/**
 * Asks for a password-reset e-mail (SPEC.md §8 "Reset"): through `forgotPasswordAction` on the
 * embedded default, through Firebase Auth's `sendPasswordResetEmail` in Firebase mode (Firebase
 * sends the e-mail and hosts the page that sets the new password).
 */
export function ForgotPasswordForm({ firebase = null }: { firebase?: FirebaseWebConfig | null }) {
  const [actionState, dispatch, actionPending] = useActionState(forgotPasswordAction, INITIAL);
  const [firebaseState, setFirebaseState] = useState<FormState<'email'>>(INITIAL);
  const [firebasePending, setFirebasePending] = useState(false);
  const state = firebase ? firebaseState : actionState;
  const pending = firebase ? firebasePending : actionPending;
  usePreloadFirebase(firebase);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.status === 'idle') return;
    if (state.status === 'ok') {
      toast.success(MESSAGES.reset.sent);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- shows a request's result once, when the submit's state changes
      setError(undefined);
      setNotice({
        tone: 'success',
        text: `${MESSAGES.reset.sent} Check your inbox (and the spam folder) for the link.`,
      });
      return;
    }
    const message = state.message ?? MESSAGES.reset.failed;
    toast.error(message);
    setNotice({
      tone: 'error',
      text: message,
      ...(message === MESSAGES.reset.userNotFound ? { link: { href: '/register', label: 'Create an account' } } : {}),
    });
    setError(state.fieldErrors?.email ?? (state.status === 'invalid' ? message : undefined));
    window.setTimeout(() => emailRef.current?.focus(), 0);
  }, [state]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = emailProblem(emailRef.current);
    if (problem) {
      setError(problem);
      setNotice({ tone: 'error', text: problem });
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    setNotice(null);
    const data = new FormData(e.currentTarget);
    if (firebase) {
      void sendWithFirebase(firebase, String(data.get('email') ?? '').trim());
      return;
    }
    startTransition(() => dispatch(data));
  }

  async function sendWithFirebase(config: FirebaseWebConfig, email: string) {
    setFirebasePending(true);
    const out = await withFirebase('reset', (c) => c.sendReset(config, email));
    setFirebasePending(false);
    setFirebaseState(
      out.ok
        ? { status: 'ok', message: MESSAGES.reset.sent }
        : {
            status: out.failure.field ? 'invalid' : 'error',
            message: out.failure.message,
            ...(out.failure.field === 'email' ? { fieldErrors: { email: out.failure.message } } : {}),
          },
    );
  }

  return (
    <>
      <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-label="Reset your password">
        <fieldset className={styles.fieldset} disabled={pending}>
          <TextField
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            maxLength={254}
            inputRef={emailRef}
            error={error}
            hint="We will e-mail you a link to choose a new password. The link is valid for one hour."
            onInput={() => error && setError(undefined)}
          />
          <FormNotice notice={notice} />
          <SubmitButton busy={pending} label="Send reset link" busyLabel="Sending…" />
        </fieldset>
      </form>
      <div className={styles.footer}>
        <p>
          Remembered it? <Link href="/login">Back to sign in</Link>
        </p>
        <p>
          No account yet? <Link href="/register">Create one</Link>
        </p>
      </div>
    </>
  );
}
