'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { signIn } from 'next-auth/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AUTH_ERRORS, RATE_LIMITED_MESSAGE } from '@/lib/domain/auth';
import { MESSAGES } from '@/lib/domain/messages';
import { TIMINGS } from '@/lib/domain/site';
import styles from './auth.module.css';
import { emailProblem, passwordProblem } from './client-checks';
import { FormNotice, OrDivider, PasswordField, SubmitButton, TextField, type Notice } from './form-parts';
import { GoogleButton } from './google-button';
import { AlreadySignedIn } from './already-signed-in';
import { useSessionInfo } from './use-session-info';
import { takeGoogleOrigin, useAlreadySignedIn, useDelayedNavigation, useReturnParams } from './use-auth-flow';

type Errors = { email?: string; password?: string };

/** E-mail + password sign-in, Google, and the messages of SPEC.md §8 "Login". */
export function LoginForm({ googleConfigured }: { googleConfigured: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const goLater = useDelayedNavigation();
  const returned = useReturnParams();
  const welcomed = returned?.welcome === 'google';
  const session = useSessionInfo();
  const handledReturn = useRef(false);
  const redirecting = useAlreadySignedIn(session, done || welcomed || busy);

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
      setNotice({ tone: 'success', text: `${MESSAGES.login.googleSuccess} Taking you to the home page…` });
      setDone(true);
      goLater('/', TIMINGS.postSignInRedirect);
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
  }, [returned, session.status, goLater, router]);

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
    let error: string | null = 'unknown';
    try {
      const res = await signIn('password', {
        email: emailRef.current!.value.trim(),
        password: passwordRef.current!.value,
        redirect: false,
      });
      error = res?.ok && !res.error ? null : (res?.error ?? 'unknown');
    } catch {
      error = 'unknown';
    }
    if (error === null) {
      toast.success(MESSAGES.login.success, { id: 'signed-in' });
      setNotice({ tone: 'success', text: `${MESSAGES.login.success} Taking you to the home page…` });
      setDone(true);
      goLater('/', TIMINGS.postSignInRedirect);
      return;
    }
    const message = error === AUTH_ERRORS.rateLimited ? RATE_LIMITED_MESSAGE : MESSAGES.login.invalid;
    toast.error(message);
    setNotice({
      tone: 'error',
      text: message,
      ...(error === AUTH_ERRORS.rateLimited ? { link: { href: '/forgot-password', label: 'Reset it now' } } : {}),
    });
    setBusy(false);
    // The focus has to wait for the fieldset to be enabled again.
    window.setTimeout(() => {
      passwordRef.current?.select();
      passwordRef.current?.focus();
    }, 0);
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
      <OrDivider />
      <GoogleButton
        configured={googleConfigured}
        origin="login"
        label="Sign in with Google"
        disabled={locked}
        onFailure={() => {
          toast.error(MESSAGES.login.googleFailed);
          setNotice({ tone: 'error', text: MESSAGES.login.googleFailed });
        }}
      />
      <div className={styles.footer}>
        <p>
          New here? <Link href="/register">Create an account</Link>
        </p>
      </div>
    </>
  );
}
