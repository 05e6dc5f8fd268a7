'use client';

import Link from '@/components/ui/link';
import { useActionState, useRef, type FormEvent } from 'react';
import { forgotPasswordAction } from './actions';
import type { FormState } from '@/lib/domain/form-state';
import { AUTH_TEXTS } from '@/lib/domain/auth-texts';
import styles from './auth.module.css';
import { emailProblem } from './client-checks';
import { usePreloadFirebase, withFirebase } from './firebase/load';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';
import { forgotPasswordFormAction, type ServedAuthState } from './form-actions';
import { FormNotice, ScriptNotice, SubmitButton, EmailField, useHydrated } from './form-parts';
import { useAuthSubmit } from './use-auth-submit';
import { toast } from './toast';

const INITIAL: FormState<'email'> = { status: 'idle' };
const IDLE: ServedAuthState<'email'> = { status: 'idle' };

/**
 * Asks for a password-reset email (docs/product.md §8 "Reset"): through `forgotPasswordAction` on the
 * embedded default, through Firebase Auth's `sendPasswordResetEmail` in Firebase mode (Firebase
 * sends the email and hosts the page that sets the new password).
 */
export function ForgotPasswordForm({ firebase = null }: { firebase?: FirebaseWebConfig | null }) {
  usePreloadFirebase(firebase);
  // The server's answer when the browser posted the form itself (before the script ran, or none).
  const [served, formAction] = useActionState(forgotPasswordFormAction, IDLE);
  const hydrated = useHydrated();
  const form = useAuthSubmit<'email'>(null, served);
  const { busy: pending, errors, notice } = form;
  const error = errors.email;
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problem = emailProblem(emailRef.current);
    if (problem) {
      form.invalid({ email: problem }, emailRef.current);
      return;
    }
    const data = new FormData(e.currentTarget);
    const state = await form.run(() =>
      firebase
        ? sendWithFirebase(firebase, String(data.get('email') ?? '').trim())
        : forgotPasswordAction(INITIAL, data).catch((): FormState<'email'> => ({ status: 'error', message: AUTH_TEXTS.reset.failed })),
    );
    if (state.status === 'ok') {
      toast.success(AUTH_TEXTS.reset.sent);
      form.setNotice({
        tone: 'success',
        text: `${AUTH_TEXTS.reset.sent} Check your inbox (and the spam folder) for the link.`,
      });
      return;
    }
    const message = state.message ?? AUTH_TEXTS.reset.failed;
    const fieldError = state.fieldErrors?.email ?? (state.status === 'invalid' ? message : undefined);
    form.fail({
      message,
      ...(message === AUTH_TEXTS.reset.userNotFound ? { link: { href: '/register', label: 'Create an account' } } : {}),
      fieldErrors: fieldError ? { email: fieldError } : {},
      focus: emailRef.current,
    });
  }

  return (
    <>
      {/* Posted to the server action until the script runs; then onSubmit takes over. */}
      <form className={styles.form} action={formAction} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Reset your password">
        <fieldset className={styles.fieldset} disabled={pending}>
          <EmailField
            defaultValue={served.email}
            autoFocus={served.focus === 'email'}
            inputRef={emailRef}
            error={error}
            hint="We will email you a link to choose a new password. The link is valid for one hour."
            onInput={() => form.clearError('email')}
          />
          <FormNotice notice={notice} />
          {firebase && <ScriptNotice ready={hydrated} />}
          <SubmitButton busy={pending} label="Send reset link" busyLabel="Sending…" disabled={firebase !== null && !hydrated} />
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

/** Firebase mode: Firebase Auth sends the email; its answer in the action's shape. */
async function sendWithFirebase(config: FirebaseWebConfig, email: string): Promise<FormState<'email'>> {
  const out = await withFirebase('reset', (c) => c.sendReset(config, email));
  return out.ok
    ? { status: 'ok', message: AUTH_TEXTS.reset.sent }
    : {
        status: out.failure.field ? 'invalid' : 'error',
        message: out.failure.message,
        ...(out.failure.field === 'email' ? { fieldErrors: { email: out.failure.message } } : {}),
      };
}
