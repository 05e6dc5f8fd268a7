'use client';

import { useActionState, useRef } from 'react';
import type { FirebaseWebConfig } from '@/lib/config/firebase-web-config';
import { takingYouTo } from '@/lib/domain/return-to';
import { TIMINGS } from '@/lib/domain/site';
import type { ServedAuthState } from './form-actions';
import { useHydrated } from './form-parts';
import { usePreloadFirebase, withFirebase } from './firebase/load';
import { toast } from './toast';
import { useAlreadySignedIn, useDelayedNavigation, useReturnParams, useReturnTo, type ReturnParams } from './use-auth-flow';
import { useAuthSubmit } from './use-auth-submit';
import { useGoogleReturn, type GoogleTexts } from './use-google-return';
import { refreshSessionInfo, useSessionInfo } from './use-session-info';

type Field = 'email' | 'password';
const IDLE: ServedAuthState<Field> = { status: 'idle' };

/**
 * What the sign-in and the sign-up forms share: the e-mail and password fields' refs, where to go
 * afterwards, the way back from Google (`google`'s texts; `movedTo`: useGoogleReturn), the server's
 * answer when the browser posted the form itself (before the script ran, or none), the submit state,
 * and whether a signed-in visitor is being sent on. `succeed(text)` toasts (`toastId`), says where it
 * goes, and goes there; `googleButton` is the GoogleButton's wiring (configured when the server has
 * Google or in Firebase mode, Firebase mode's popup as `run`, what a failed Google start shows).
 */
export function useCredentialsForm({
  action,
  firebase,
  googleConfigured,
  google,
  flow,
  toastId,
  movedTo,
}: {
  action: (prev: ServedAuthState<Field>, data: FormData) => Promise<ServedAuthState<Field>>;
  firebase: FirebaseWebConfig | null;
  /** Whether the server has Google credentials. */
  googleConfigured: boolean;
  google: GoogleTexts;
  flow: 'googleSignIn' | 'googleRegister';
  toastId: string;
  movedTo?: (returned: ReturnParams) => string | null;
}) {
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const goLater = useDelayedNavigation();
  const returned = useReturnParams();
  const returnTo = useReturnTo();
  const session = useSessionInfo();
  const outcome = useGoogleReturn({ returned, session, returnTo, texts: google, onWelcome: () => goLater(returnTo, TIMINGS.postSignInRedirect), movedTo });
  const [served, formAction] = useActionState(action, IDLE);
  const hydrated = useHydrated();
  const form = useAuthSubmit<Field>(outcome, served);
  const redirecting = useAlreadySignedIn(session, form.done || returned?.welcome === 'google' || form.busy);
  usePreloadFirebase(firebase);

  function succeed(text: string) {
    toast.success(text, { id: toastId });
    form.finish({ tone: 'success', text: `${text} ${takingYouTo(returnTo)}` });
    void refreshSessionInfo();
    goLater(returnTo, TIMINGS.postSignInRedirect);
  }

  async function firebaseGoogle(config: FirebaseWebConfig) {
    form.setNotice(null);
    const out = await withFirebase(flow, (c) => c.googlePopup(config, flow));
    if (out.ok) return succeed(google.success);
    toast.error(out.failure.message);
    form.setNotice({ tone: 'error', text: out.failure.message });
  }

  function googleFailed() {
    toast.error(google.failed);
    form.setNotice({ tone: 'error', text: google.failed });
  }

  const googleButton = {
    configured: googleConfigured || firebase !== null,
    next: returnTo,
    onFailure: googleFailed,
    run: firebase ? () => firebaseGoogle(firebase) : undefined,
  };

  return { emailRef, passwordRef, goLater, returnTo, served, formAction, hydrated, form, redirecting, succeed, googleButton };
}
