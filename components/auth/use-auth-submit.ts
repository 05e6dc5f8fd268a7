'use client';

import { useState } from 'react';
import type { Notice } from './form-parts';
import type { ServedAuthState } from './form-actions';
import { toast } from './toast';

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

/** The notice of the server's answer to a form the browser posted itself (docs/forms.md). */
function servedNotice(served: ServedAuthState<string> | null): Notice | null {
  if (!served?.message || served.status === 'idle') return null;
  return { tone: served.status === 'ok' ? 'success' : 'error', text: served.message, ...(served.link ? { link: served.link } : {}) };
}

/**
 * The state every account form shares (sign-in, registration, forgot and reset password): the
 * busy lock, the finished lock, the field errors and the notice under the fields. A submit's
 * result is handled where it arrives (`run` awaits the server action or the Firebase call in the
 * submit handler), so no effect has to copy an action's state into the form's.
 *
 * `outcome` is what the page shows before the visitor did anything (the result of a Google round
 * trip); the first notice the form sets replaces it.
 */
export function useAuthSubmit<F extends string>(outcome: GoogleOutcome | null = null, served: ServedAuthState<F> | null = null) {
  const [busy, setBusy] = useState(false);
  const [finished, setDone] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<F>>(served?.fieldErrors ?? {});
  // undefined: the form has not set one yet, so the round trip's (or the server's) outcome shows.
  const [own, setNotice] = useState<Notice | null | undefined>(undefined);

  const shown = own === undefined ? (outcome?.notice ?? servedNotice(served)) : own;
  // A field's own problem is said under the field; the notice then only tells screen readers.
  const notice = shown && shown.tone === 'error' && !shown.link && Object.values(errors).includes(shown.text) ? { ...shown, atField: true } : shown;
  const done = finished || Boolean(outcome?.done) || served?.status === 'ok';

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
