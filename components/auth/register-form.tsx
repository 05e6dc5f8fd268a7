'use client';

import Link from '@/components/ui/link';
import { useRef, useState, type FormEvent } from 'react';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';
import { AUTH_TEXTS } from '@/lib/domain/auth-texts';
import type { FormState } from '@/lib/domain/form-state';
import { signInHref, takingYouTo } from '@/lib/domain/return-to';
import { TIMINGS } from '@/lib/domain/site';
import { registerAction } from './actions';
import { AlreadySignedIn } from './already-signed-in';
import styles from './auth.module.css';
import { emailProblem, NEW_PASSWORD_MIN, passwordProblem } from './client-checks';
import { withFirebase } from './firebase/load';
import { registerFormAction } from './form-actions';
import { EmailField, FormNotice, NewPasswordField, ScriptNotice, ServedRedirect, SubmitButton } from './form-parts';
import { GoogleButton } from './google-button';
import { signIn } from './next-auth-sign-in';
import { toast } from './toast';
import type { FieldErrors } from './use-auth-submit';
import { useCredentialsForm } from './use-credentials-form';
import { REGISTER_GOOGLE } from './use-google-return';

type Field = 'email' | 'password';
type Errors = FieldErrors<Field>;
const INITIAL: FormState<Field> = { status: 'idle' };
/**
 * Each problem toast gets its own id, and a new submit dismisses the one shown, so a fixed form's
 * success never shows beside a stale problem. Not one shared id: sonner applies a dismissal two
 * animation frames later, and would then remove a new problem shown under the same id meanwhile.
 */
let problemToasts = 0;

/**
 * Email + password registration through `registerAction`, then sign-in and home (docs/product.md §4, §8).
 * With `firebase` (Firebase mode) the account is made by Firebase Auth in the browser and the
 * site session by next-auth's `firebase` provider, which also creates the user record.
 */
export function RegisterForm({ googleConfigured, firebase = null }: { googleConfigured: boolean; firebase?: FirebaseWebConfig | null }) {
  const [signingIn, setSigningIn] = useState(false);
  const { emailRef, passwordRef, goLater, returnTo, served, formAction, hydrated, form, redirecting, succeed: signedUp, googleButton } = useCredentialsForm({
    action: registerFormAction,
    firebase,
    googleConfigured,
    google: REGISTER_GOOGLE,
    flow: 'googleRegister',
    toastId: 'registered',
  });
  const { busy, done, errors, notice } = form;
  const shownProblem = useRef<string | null>(null);
  function problemToastId(): string {
    shownProblem.current = `register-problem-${++problemToasts}`;
    return shownProblem.current;
  }

  /** The account exists; only the automatic sign-in failed. */
  function signInYourself() {
    const login = signInHref(returnTo);
    form.finish({ tone: 'info', text: `${AUTH_TEXTS.register.success} Please sign in.`, link: { href: login, label: 'Go to sign in' } });
    goLater(login, TIMINGS.postSignInRedirect);
  }

  function showFailure(message: string, fe: Errors) {
    form.fail({
      message,
      toastId: problemToastId(),
      ...(fe.email === AUTH_TEXTS.register.emailInUse ? { link: { href: '/login', label: 'Sign in instead' } } : {}),
      fieldErrors: { email: fe.email, password: fe.password },
      focus: fe.email ? emailRef.current : fe.password ? passwordRef.current : emailRef.current,
    });
  }

  /** The embedded default: `registerAction`, then a sign-in with the same credentials. */
  async function passwordRegister(data: FormData) {
    const creds = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
    const state = await registerAction(INITIAL, data).catch((): FormState<Field> => ({ status: 'error', message: AUTH_TEXTS.register.failed }));
    if (state.status !== 'ok') return state;
    toast.success(AUTH_TEXTS.register.success, { id: 'registered' });
    form.setNotice({ tone: 'success', text: `${AUTH_TEXTS.register.success} Signing you in…` });
    setSigningIn(true);
    const res = await signIn('password', { ...creds, redirect: false }).catch(() => null);
    setSigningIn(false);
    return { ...state, signedIn: Boolean(res?.ok && !res.error) };
  }

  async function firebaseRegister(config: FirebaseWebConfig, email: string, password: string) {
    const out = await form.run(() => withFirebase('register', (c) => c.passwordRegister(config, email, password)));
    if (out.ok) return signedUp(AUTH_TEXTS.register.success);
    if ('signedUp' in out && out.signedUp) {
      toast.success(AUTH_TEXTS.register.success, { id: 'registered' });
      return signInYourself();
    }
    showFailure(out.failure.message, out.failure.field ? { [out.failure.field]: out.failure.message } : {});
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const found: Errors = {
      email: emailProblem(emailRef.current),
      password: passwordProblem(passwordRef.current, { min: NEW_PASSWORD_MIN }),
    };
    if (found.email || found.password) {
      // docs/product.md §8: the messages show as toasts too ("Password should be at least 6 characters.").
      form.invalid(found, (found.email ? emailRef : passwordRef).current, { toastIt: true, toastId: problemToastId() });
      return;
    }
    if (shownProblem.current) toast.dismiss(shownProblem.current);
    shownProblem.current = null;
    // Sent by hand (not <form action>) so React does not clear the fields on an error.
    const data = new FormData(e.currentTarget);
    if (firebase) {
      await firebaseRegister(firebase, String(data.get('email') ?? '').trim(), String(data.get('password') ?? ''));
      return;
    }
    const state = await form.run(() => passwordRegister(data));
    if (state.status !== 'ok') {
      showFailure(state.message ?? AUTH_TEXTS.register.failed, state.fieldErrors ?? {});
    } else if ('signedIn' in state && state.signedIn) {
      form.finish({ tone: 'success', text: `${AUTH_TEXTS.register.success} ${takingYouTo(returnTo)}` });
      goLater(returnTo, TIMINGS.postSignInRedirect);
    } else {
      signInYourself();
    }
  }

  if (redirecting) return <AlreadySignedIn />;

  const locked = busy || done;
  return (
    <>
      <ServedRedirect to={served.redirectTo} delayMs={TIMINGS.postSignInRedirect} />
      {/* Posted to the server action until the script runs; then onSubmit takes over. */}
      <form className={styles.form} action={formAction} noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Create an account">
        <fieldset className={styles.fieldset} disabled={locked}>
          <EmailField defaultValue={served.email} autoFocus={served.focus === 'email'} inputRef={emailRef} error={errors.email} onInput={() => form.clearError('email')} />
          <NewPasswordField label="Password" autoFocus={served.focus === 'password'} inputRef={passwordRef} error={errors.password} onInput={() => form.clearError('password')} />
          <FormNotice notice={notice} />
          {firebase && <ScriptNotice ready={hydrated} />}
          <SubmitButton
            busy={busy}
            label="Create account"
            busyLabel={signingIn ? 'Signing you in…' : 'Creating account…'}
            disabled={done || (firebase !== null && !hydrated)}
          />
        </fieldset>
      </form>
      <GoogleButton {...googleButton} origin="register" label="Sign up with Google" disabled={locked} />
      <div className={styles.footer}>
        <p>
          Already have an account? <Link href={signInHref(returnTo)}>Sign in</Link>
        </p>
      </div>
    </>
  );
}
