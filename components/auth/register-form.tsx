'use client';

import Link from 'next/link';
import { signIn } from 'next-auth/react';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { registerAction } from './actions';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { signInHref, takingYouTo } from '@/lib/domain/return-to';
import { TIMINGS } from '@/lib/domain/site';
import { AlreadySignedIn } from './already-signed-in';
import styles from './auth.module.css';
import { emailProblem, NEW_PASSWORD_MIN, passwordProblem } from './client-checks';
import { FormNotice, PasswordField, SubmitButton, TextField, type Notice } from './form-parts';
import { usePreloadFirebase, withFirebase } from './firebase/load';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';
import { GoogleButton } from './google-button';
import { useSessionInfo } from './use-session-info';
import { takeGoogleOrigin, useAlreadySignedIn, useDelayedNavigation, useReturnParams, useReturnTo } from './use-auth-flow';

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;
const INITIAL: FormState<Field> = { status: 'idle' };
/** One id for the problem toasts, so a fixed form's success never shows beside a stale problem. */
const PROBLEM_TOAST = 'register-problem';

/**
 * E-mail + password registration through `registerAction`, then sign-in and home (SPEC.md §4, §8).
 * With `firebase` (Firebase mode) the account is made by Firebase Auth in the browser and the
 * site session by next-auth's `firebase` provider, which also creates the user record.
 */
export function RegisterForm({ googleConfigured, firebase = null }: { googleConfigured: boolean; firebase?: FirebaseWebConfig | null }) {
  const [state, dispatch, pending] = useActionState(registerAction, INITIAL);
  const [creating, setCreating] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The credentials of the registration in flight, kept only until the sign-in that follows it.
  const sent = useRef<{ email: string; password: string } | null>(null);
  const goLater = useDelayedNavigation();
  const returned = useReturnParams();
  const returnTo = useReturnTo();
  const welcomed = returned?.welcome === 'google';
  const session = useSessionInfo();
  const handledReturn = useRef(false);
  const redirecting = useAlreadySignedIn(session, done || welcomed || pending || signingIn || creating);
  usePreloadFirebase(firebase);

  function signedUp(text: string) {
    toast.success(text, { id: 'registered' });
    setNotice({ tone: 'success', text: `${text} ${takingYouTo(returnTo)}` });
    setDone(true);
    goLater(returnTo, TIMINGS.postSignInRedirect);
  }

  /** The account exists; only the automatic sign-in failed. */
  function signInYourself() {
    setDone(true);
    const login = signInHref(returnTo);
    setNotice({ tone: 'info', text: `${MESSAGES.register.success} Please sign in.`, link: { href: login, label: 'Go to sign in' } });
    goLater(login, TIMINGS.postSignInRedirect);
  }

  function showFailure(message: string, fe: Errors) {
    toast.error(message, { id: PROBLEM_TOAST });
    setNotice({
      tone: 'error',
      text: message,
      ...(fe.email === MESSAGES.register.emailInUse ? { link: { href: '/login', label: 'Sign in instead' } } : {}),
    });
    setErrors({ email: fe.email, password: fe.password });
    window.setTimeout(() => {
      const target = fe.email ? emailRef.current : fe.password ? passwordRef.current : emailRef.current;
      target?.focus();
    }, 0);
  }

  useEffect(() => {
    if (!returned || handledReturn.current) return;
    if (returned.welcome === 'google') {
      // Only a real session earns the welcome (the parameter alone proves nothing).
      if (session.status === 'loading') return;
      handledReturn.current = true;
      if (session.status !== 'authenticated') return;
      takeGoogleOrigin();
      toast.success(MESSAGES.register.googleSuccess, { id: 'google-welcome' });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- shows the Google round trip's outcome once, when the URL (read after mount) and the session are known
      setNotice({ tone: 'success', text: `${MESSAGES.register.googleSuccess} ${takingYouTo(returnTo)}` });
      setDone(true);
      goLater(returnTo, TIMINGS.postSignInRedirect);
    } else if (returned.error) {
      handledReturn.current = true;
      toast.error(MESSAGES.register.googleFailed, { id: 'google-failed' });
      setNotice({ tone: 'error', text: MESSAGES.register.googleFailed });
    }
  }, [returned, returnTo, session.status, goLater]);

  // The action's answer: sign in and go home, or the message and the field to fix.
  useEffect(() => {
    if (state.status === 'idle') return;
    if (state.status === 'ok') {
      toast.success(MESSAGES.register.success, { id: 'registered' });
      // eslint-disable-next-line react-hooks/set-state-in-effect -- shows a submit's result once, when the action's state changes
      setNotice({ tone: 'success', text: `${MESSAGES.register.success} Signing you in…` });
      setSigningIn(true);
      const creds = sent.current;
      sent.current = null;
      void (async () => {
        const res = creds ? await signIn('password', { ...creds, redirect: false }).catch(() => null) : null;
        setDone(true);
        setSigningIn(false);
        if (res?.ok && !res.error) {
          setNotice({ tone: 'success', text: `${MESSAGES.register.success} ${takingYouTo(returnTo)}` });
          goLater(returnTo, TIMINGS.postSignInRedirect);
        } else {
          signInYourself();
        }
      })();
      return;
    }
    sent.current = null;
    showFailure(state.message ?? MESSAGES.register.failed, state.fieldErrors ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new result should trigger this, not a new signInYourself closure
  }, [state, goLater, returnTo]);

  async function firebaseRegister(config: FirebaseWebConfig, email: string, password: string) {
    setCreating(true);
    const out = await withFirebase('register', (c) => c.passwordRegister(config, email, password));
    setCreating(false);
    if (out.ok) return signedUp(MESSAGES.register.success);
    if ('signedUp' in out && out.signedUp) {
      toast.success(MESSAGES.register.success, { id: 'registered' });
      return signInYourself();
    }
    showFailure(out.failure.message, out.failure.field ? { [out.failure.field]: out.failure.message } : {});
  }

  async function firebaseGoogle(config: FirebaseWebConfig) {
    setNotice(null);
    const out = await withFirebase('googleRegister', (c) => c.googlePopup(config, 'googleRegister'));
    if (out.ok) return signedUp(MESSAGES.register.googleSuccess);
    toast.error(out.failure.message);
    setNotice({ tone: 'error', text: out.failure.message });
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found: Errors = {
      email: emailProblem(emailRef.current),
      password: passwordProblem(passwordRef.current, { min: NEW_PASSWORD_MIN }),
    };
    if (found.email || found.password) {
      const message = (found.email ?? found.password)!;
      // SPEC.md §8: the messages show as toasts too ("Password should be at least 6 characters.").
      toast.error(message, { id: PROBLEM_TOAST });
      setErrors(found);
      setNotice({ tone: 'error', text: message });
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    setNotice(null);
    toast.dismiss(PROBLEM_TOAST);
    const data = new FormData(e.currentTarget);
    if (firebase) {
      void firebaseRegister(firebase, String(data.get('email') ?? '').trim(), String(data.get('password') ?? ''));
      return;
    }
    sent.current = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
    // Dispatched by hand (not <form action>) so React does not clear the fields on an error.
    startTransition(() => dispatch(data));
  }

  if (redirecting) return <AlreadySignedIn />;

  const busy = pending || signingIn || creating;
  const locked = busy || done;
  return (
    <>
      <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-label="Create an account">
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
            autoComplete="new-password"
            minLength={NEW_PASSWORD_MIN}
            hint={`At least ${NEW_PASSWORD_MIN} characters.`}
            inputRef={passwordRef}
            error={errors.password}
            onInput={() => errors.password && setErrors((x) => ({ ...x, password: undefined }))}
          />
          <FormNotice notice={notice} />
          <SubmitButton
            busy={busy}
            label="Create account"
            busyLabel={signingIn ? 'Signing you in…' : 'Creating account…'}
            disabled={done}
          />
        </fieldset>
      </form>
      <GoogleButton
        configured={googleConfigured || firebase !== null}
        origin="register"
        next={returnTo}
        label="Sign up with Google"
        disabled={locked}
        onFailure={() => {
          toast.error(MESSAGES.register.googleFailed);
          setNotice({ tone: 'error', text: MESSAGES.register.googleFailed });
        }}
        run={firebase ? () => firebaseGoogle(firebase) : undefined}
      />
      <div className={styles.footer}>
        <p>
          Already have an account? <Link href={signInHref(returnTo)}>Sign in</Link>
        </p>
      </div>
    </>
  );
}
