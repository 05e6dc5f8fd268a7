'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AuthFailure } from '@/lib/auth/firebase-errors';
import { AUTH_ERRORS, RATE_LIMITED_MESSAGE } from '@/lib/domain/auth-errors';
import { MESSAGES } from '@/lib/domain/messages';
import { signInHref, takingYouTo } from '@/lib/domain/return-to';
import { TIMINGS } from '@/lib/domain/site';
import styles from './auth.module.css';
import { emailProblem, passwordProblem } from './client-checks';
import { FormNotice, PasswordField, SubmitButton, TextField, type Notice } from './form-parts';
import { usePreloadFirebase, withFirebase } from './firebase/load';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';
import { GoogleButton } from './google-button';
import { AlreadySignedIn } from './already-signed-in';
import { useSessionInfo } from './use-session-info';
import { takeGoogleOrigin, useAlreadySignedIn, useDelayedNavigation, useReturnParams, useReturnTo } from './use-auth-flow';

type Errors = { email?: string; password?: string };

/**
 * E-mail + password sign-in, Google, and the messages of SPEC.md §8 "Login". With `firebase`
 * (Firebase mode, decided when the page is built) both go through Firebase Auth in the browser
 * and its ID token through next-auth's `firebase` provider; otherwise through the `password`
 * provider and next-auth's Google OAuth.
 */
export function LoginForm({ googleConfigured, firebase = null }: { googleConfigured: boolean; firebase?: FirebaseWebConfig | null }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const goLater = useDelayedNavigation();
  const returned = useReturnParams();
  const returnTo = useReturnTo();
  const welcomed = returned?.welcome === 'google';
  const session = useSessionInfo();
  const handledReturn = useRef(false);
  const redirecting = useAlreadySignedIn(session, done || welcomed || busy);
  usePreloadFirebase(firebase);

  function succeed(text: string) {
    toast.success(text, { id: 'signed-in' });
    setNotice({ tone: 'success', text: `${text} ${takingYouTo(returnTo)}` });
    setDone(true);
    goLater(returnTo, TIMINGS.postSignInRedirect);
  }

  // Back from Google: a welcome toast then home, or the failure message.
  useEffect(() => {
    if (!returned || handledReturn.current) return;
    if (returned.welcome === 'google') {
      // Only a real session earns the welcome (the parameter alone proves nothing).
      if (session.status === 'loading') return;
      handledReturn.current = true;
      if (session.status !== 'authenticated') return;
      takeGoogleOrigin();
      toast.success(MESSAGES.login.googleSuccess, { id: 'google-welcome' });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- shows the Google round trip's outcome once, when the URL (read after mount) and the session are known
      setNotice({ tone: 'success', text: `${MESSAGES.login.googleSuccess} ${takingYouTo(returnTo)}` });
      setDone(true);
      goLater(returnTo, TIMINGS.postSignInRedirect);
    } else if (returned.error) {
      handledReturn.current = true;
      // next-auth sends every OAuth failure here; one started on /register belongs there.
      if (takeGoogleOrigin() === 'register') {
        router.replace(`/register?error=${encodeURIComponent(returned.error)}`);
        return;
      }
      toast.error(MESSAGES.login.googleFailed, { id: 'google-failed' });
      setNotice({ tone: 'error', text: MESSAGES.login.googleFailed });
    }
  }, [returned, returnTo, session.status, goLater, router]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found: Errors = { email: emailProblem(emailRef.current), password: passwordProblem(passwordRef.current) };
    if (found.email || found.password) {
      setErrors(found);
      setNotice({ tone: 'error', text: (found.email ?? found.password)! });
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setNotice(null);
    setBusy(true);
    const email = emailRef.current!.value.trim();
    const password = passwordRef.current!.value;
    const failure = firebase ? await firebaseSignIn(firebase, email, password) : await passwordSignIn(email, password);
    if (failure === null) {
      succeed(MESSAGES.login.success);
      return;
    }
    toast.error(failure.message);
    setNotice({
      tone: 'error',
      text: failure.message,
      ...(failure.rateLimited ? { link: { href: '/forgot-password', label: 'Reset it now' } } : {}),
    });
    if (failure.field === 'email') setErrors({ email: failure.message });
    setBusy(false);
    // The focus has to wait for the fieldset to be enabled again.
    window.setTimeout(() => {
      const target = failure.field === 'email' ? emailRef.current : passwordRef.current;
      target?.select();
      target?.focus();
    }, 0);
  }

  async function firebaseGoogle(config: FirebaseWebConfig) {
    setNotice(null);
    const out = await withFirebase('googleSignIn', (c) => c.googlePopup(config, 'googleSignIn'));
    if (out.ok) {
      succeed(MESSAGES.login.googleSuccess);
      return;
    }
    toast.error(out.failure.message);
    setNotice({ tone: 'error', text: out.failure.message });
  }

  if (redirecting) return <AlreadySignedIn />;

  const locked = busy || done;
  return (
    <>
      <form className={styles.form} method="post" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Sign in">
        <fieldset className={styles.fieldset} disabled={locked}>
          <TextField
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            maxLength={254}
            inputRef={emailRef}
            error={errors.email}
            onInput={() => errors.email && setErrors((x) => ({ ...x, email: undefined }))}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            inputRef={passwordRef}
            error={errors.password}
            onInput={() => errors.password && setErrors((x) => ({ ...x, password: undefined }))}
            aside={
              <Link href="/forgot-password" className={styles.labelLink}>
                Forgot password?
              </Link>
            }
          />
          <FormNotice notice={notice} />
          <SubmitButton busy={busy && !done} label="Sign in" busyLabel="Signing in…" disabled={done} />
        </fieldset>
      </form>
      <GoogleButton
        configured={googleConfigured || firebase !== null}
        origin="login"
        next={returnTo}
        label="Sign in with Google"
        disabled={locked}
        onFailure={() => {
          toast.error(MESSAGES.login.googleFailed);
          setNotice({ tone: 'error', text: MESSAGES.login.googleFailed });
        }}
        run={firebase ? () => firebaseGoogle(firebase) : undefined}
      />
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
  return error === AUTH_ERRORS.rateLimited ? { message: RATE_LIMITED_MESSAGE, rateLimited: true } : { message: MESSAGES.login.invalid };
}

/** Firebase mode: Firebase Auth checks the password, next-auth's `firebase` provider the token. */
async function firebaseSignIn(config: FirebaseWebConfig, email: string, password: string): Promise<AuthFailure | null> {
  const out = await withFirebase('signIn', (c) => c.passwordSignIn(config, email, password));
  return out.ok ? null : out.failure;
}
