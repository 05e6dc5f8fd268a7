'use client';

import Link from '@/components/ui/link';
import type { FormEvent } from 'react';
import type { AuthFailure } from '@/lib/auth/firebase-errors';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';
import { AUTH_ERRORS, RATE_LIMITED_MESSAGE } from '@/lib/domain/auth-errors';
import { AUTH_TEXTS } from '@/lib/domain/auth-texts';
import { signInHref } from '@/lib/domain/return-to';
import { TIMINGS } from '@/lib/domain/site';
import { AlreadySignedIn } from './already-signed-in';
import styles from './auth.module.css';
import { emailProblem, passwordProblem } from './client-checks';
import { withFirebase } from './firebase/load';
import { signInFormAction } from './form-actions';
import { EmailField, FormNotice, PasswordField, ScriptNotice, ServedRedirect, SubmitButton } from './form-parts';
import { GoogleButton } from './google-button';
import { signIn } from './next-auth-sign-in';
import type { FieldErrors } from './use-auth-submit';
import { useCredentialsForm } from './use-credentials-form';
import { LOGIN_GOOGLE } from './use-google-return';

type Field = 'email' | 'password';
type Errors = FieldErrors<Field>;

/**
 * Email + password sign-in, Google, and the messages of docs/product.md §8 "Login". With `firebase`
 * (Firebase mode, decided when the page is built) both go through Firebase Auth in the browser
 * and its ID token through next-auth's `firebase` provider; otherwise through the `password`
 * provider and next-auth's Google OAuth.
 */
export function LoginForm({ googleConfigured, firebase = null }: { googleConfigured: boolean; firebase?: FirebaseWebConfig | null }) {
  const { emailRef, passwordRef, returnTo, served, formAction, hydrated, form, redirecting, succeed, googleButton } = useCredentialsForm({
    action: signInFormAction,
    firebase,
    googleConfigured,
    google: LOGIN_GOOGLE,
    flow: 'googleSignIn',
    toastId: 'signed-in',
    // next-auth sends every OAuth failure here; one started on /register belongs there.
    movedTo: (r) => (r.origin === 'register' && r.error ? `/register?error=${encodeURIComponent(r.error)}` : null),
  });
  const { busy, done, errors, notice } = form;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found: Errors = { email: emailProblem(emailRef.current), password: passwordProblem(passwordRef.current) };
    if (found.email || found.password) {
      form.invalid(found, (found.email ? emailRef : passwordRef).current);
      return;
    }
    const email = emailRef.current!.value.trim();
    const password = passwordRef.current!.value;
    const failure = await form.run(() => (firebase ? firebaseSignIn(firebase, email, password) : passwordSignIn(email, password)));
    if (failure === null) {
      succeed(AUTH_TEXTS.login.success);
      return;
    }
    form.fail({
      message: failure.message,
      ...(failure.rateLimited ? { link: { href: '/forgot-password', label: 'Reset it now' } } : {}),
      fieldErrors: failure.field === 'email' ? { email: failure.message } : {},
      focus: failure.field === 'email' ? emailRef.current : passwordRef.current,
      select: true,
    });
  }

  if (redirecting) return <AlreadySignedIn />;

  const locked = busy || done;
  return (
    <>
      <ServedRedirect to={served.redirectTo} delayMs={TIMINGS.postSignInRedirect} />
      {/* Posted to the server action until the script runs; then onSubmit signs in through next-auth. */}
      <form className={styles.form} action={formAction} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Sign in">
        <fieldset className={styles.fieldset} disabled={locked}>
          <EmailField defaultValue={served.email} autoFocus={served.focus === 'email'} inputRef={emailRef} error={errors.email} onInput={() => form.clearError('email')} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            autoFocus={served.focus === 'password'}
            inputRef={passwordRef}
            error={errors.password}
            onInput={() => form.clearError('password')}
            aside={
              <Link href="/forgot-password" className={styles.labelLink}>
                Forgot password?
              </Link>
            }
          />
          <FormNotice notice={notice} />
          {firebase && <ScriptNotice ready={hydrated} />}
          <SubmitButton busy={busy && !done} label="Sign in" busyLabel="Signing in…" disabled={done || (firebase !== null && !hydrated)} />
        </fieldset>
      </form>
      <GoogleButton {...googleButton} origin="login" label="Sign in with Google" disabled={locked} />
      <div className={styles.footer}>
        <p>
          New here? <Link href={signInHref(returnTo, '/register')}>Create an account</Link>
        </p>
      </div>
    </>
  );
}

/** The embedded default: next-auth's `password` provider. Null on success. */
async function passwordSignIn(email: string, password: string): Promise<AuthFailure | null> {
  let error: string;
  try {
    const res = await signIn('password', { email, password, redirect: false });
    if (res?.ok && !res.error) return null;
    error = res?.error ?? 'unknown';
  } catch {
    error = 'unknown';
  }
  return error === AUTH_ERRORS.rateLimited ? { message: RATE_LIMITED_MESSAGE, rateLimited: true } : { message: AUTH_TEXTS.login.invalid };
}

/** Firebase mode: Firebase Auth checks the password, next-auth's `firebase` provider the token. */
async function firebaseSignIn(config: FirebaseWebConfig, email: string, password: string): Promise<AuthFailure | null> {
  const out = await withFirebase('signIn', (c) => c.passwordSignIn(config, email, password));
  return out.ok ? null : out.failure;
}
