'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@/lib/domain/messages';
import { takingYouTo } from '@/lib/domain/return-to';
import type { Notice } from './form-parts';
import type { SessionInfo } from './use-session-info';
import type { ReturnParams } from './use-auth-flow';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a finished Google round trip shows on the page; derived while rendering, never stored. */
export type GoogleOutcome = { notice: Notice; done: boolean };

type Failure<F extends string> = {
  message: string;
  fieldErrors?: FieldErrors<F>;
  /** The input to focus after the fieldset is enabled again (null: leave the focus). */
  focus?: HTMLInputElement | null;
  /** Select the focused input's text too (a wrong password is retyped). */
  select?: boolean;
  link?: Notice['link'];
  /** The toast's id (a later one replaces it); none: a new toast each time. */
  toastId?: string;
};

/**
 * The state every account form shares (sign-in, registration, forgot and reset password): the
 * busy lock, the finished lock, the field errors and the notice under the fields. A submit's
 * result is handled where it arrives (`run` awaits the server action or the Firebase call in the
 * submit handler), so no effect has to copy an action's state into the form's.
 *
 * `outcome` is what the page shows before the visitor did anything (the result of a Google round
 * trip); the first notice the form sets replaces it.
 */
export function useAuthSubmit<F extends string>(outcome: GoogleOutcome | null = null) {
  const [busy, setBusy] = useState(false);
  const [finished, setDone] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  // undefined: the form has not set one yet, so the round trip's outcome shows.
  const [own, setNotice] = useState<Notice | null | undefined>(undefined);

  const notice = own === undefined ? (outcome?.notice ?? null) : own;
  const done = finished || Boolean(outcome?.done);

  /** A check in the browser failed: the message under the field and in the notice; nothing sent. */
  function invalid(found: FieldErrors<F>, focus: HTMLInputElement | null, { toastId, toastIt = false }: { toastId?: string; toastIt?: boolean } = {}) {
    const message = Object.values(found).find(Boolean) as string;
    if (toastIt) toast.error(message, toastId ? { id: toastId } : undefined);
    setErrors(found);
    setNotice({ tone: 'error', text: message });
    focus?.focus();
  }

  /** Locks the form while `task` runs, with the earlier problems cleared. */
  async function run<R>(task: () => Promise<R>): Promise<R> {
    setErrors({});
    setNotice(null);
    setBusy(true);
    try {
      return await task();
    } finally {
      setBusy(false);
    }
  }

  /** Shows a failure: a toast, the notice, the field errors, and the focus back on a field. */
  function fail({ message, fieldErrors = {}, focus = null, select = false, link, toastId }: Failure<F>) {
    toast.error(message, toastId ? { id: toastId } : undefined);
    setNotice({ tone: 'error', text: message, ...(link ? { link } : {}) });
    setErrors(fieldErrors);
    // The focus has to wait for the fieldset to be enabled again.
    window.setTimeout(() => {
      if (select) focus?.select();
      focus?.focus();
    }, 0);
  }

  /** The form's work is over (signed in, registered, password updated): the notice, fields locked. */
  function finish(next: Notice) {
    setNotice(next);
    setDone(true);
  }

  return {
    busy,
    done,
    errors,
    notice,
    setNotice: (n: Notice | null) => setNotice(n),
    clearError: (field: F) => errors[field] && setErrors((x) => ({ ...x, [field]: undefined })),
    invalid,
    run,
    fail,
    finish,
  };
}

type GoogleTexts = { success: string; failed: string };

/**
 * Back from Google (`?welcome=google` or `?error=…`): the outcome to show, derived from the
 * address bar's parameters and the session, and the toast and redirect, once. Only a real session
 * earns the welcome (the parameter alone proves nothing). `movedTo` names a page the failure
 * belongs to instead (next-auth sends a Google sign-up's failure to /login), or null.
 */
export function useGoogleReturn({
  returned,
  session,
  returnTo,
  texts,
  onWelcome,
  movedTo,
}: {
  returned: ReturnParams | null;
  session: SessionInfo;
  returnTo: string;
  texts: GoogleTexts;
  onWelcome: () => void;
  movedTo?: (returned: ReturnParams) => string | null;
}): GoogleOutcome | null {
  const router = useRouter();
  let kind: 'welcome' | 'failed' | 'moved' | null = null;
  const moved = returned?.error ? (movedTo?.(returned) ?? null) : null;
  if (returned?.welcome === 'google') {
    if (session.status === 'authenticated') kind = 'welcome';
  } else if (returned?.error) {
    kind = moved ? 'moved' : 'failed';
  }

  const fired = useRef(false);
  const onWelcomeRef = useRef(onWelcome);
  useEffect(() => {
    onWelcomeRef.current = onWelcome;
  });
  useEffect(() => {
    if (!kind || fired.current) return;
    fired.current = true;
    if (kind === 'moved') {
      if (moved) router.replace(moved);
    } else if (kind === 'welcome') {
      toast.success(texts.success, { id: 'google-welcome' });
      onWelcomeRef.current();
    } else {
      toast.error(texts.failed, { id: 'google-failed' });
    }
  }, [kind, moved, router, texts.success, texts.failed]);

  if (kind === 'welcome') return { notice: { tone: 'success', text: `${texts.success} ${takingYouTo(returnTo)}` }, done: true };
  if (kind === 'failed') return { notice: { tone: 'error', text: texts.failed }, done: false };
  return null;
}

export const LOGIN_GOOGLE: GoogleTexts = { success: MESSAGES.login.googleSuccess, failed: MESSAGES.login.googleFailed };
export const REGISTER_GOOGLE: GoogleTexts = { success: MESSAGES.register.googleSuccess, failed: MESSAGES.register.googleFailed };
