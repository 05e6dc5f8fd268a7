'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { FormState } from '@/lib/domain/form-state';
import { focusFirstInvalid, notify } from './action-feedback';

/**
 * An admin form's server action with useActionState's shape (`[state, dispatch, pending]`), but the
 * pending flag and the result are ordinary state, set when the action's promise settles, instead of
 * updates inside the action's Transition.
 *
 * Why not `useActionState` + `startTransition`: a Server Action that revalidates answers with the
 * re-rendered page, and Next applies that tree in the same Transition lane as the form's result. With
 * the React canary Next 15.5 ships (19.2.0-canary-0bdb9206), that lane sometimes suspends on the
 * streamed tree and is never retried although everything arrived (the root reads
 * pendingLanes = suspendedLanes = warmLanes = the lane, pingedLanes = 0: a lost ping, vercel/next.js
 * #98303, gone in Next 16.3). The form then stayed "Saving…" with no toast, about 1 save in 15 on
 * a busy machine (docs/admin-forms.md). Set here, the result commits in its own (default) lane, and
 * that update also makes React retry any suspended lane (markRootUpdated), so the page shows the
 * saved data too.
 *
 * `action` must not throw: it returns the error state itself (as the forms' wrappers do).
 * A second submit while one is pending is ignored (the forms also disable their fieldset).
 */
export function useFormAction<S>(
  action: (prev: S, formData: FormData) => Promise<S>,
  initial: S,
  /** Called with each result as it arrives, before React renders it (and even if it never does). */
  onSettled?: (next: S) => void,
): [S, (formData: FormData) => void, boolean] {
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState(false);
  const latest = useRef(initial);
  const busy = useRef(false);

  function dispatch(formData: FormData) {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    void action(latest.current, formData).then(
      (next) => {
        latest.current = next;
        busy.current = false;
        onSettled?.(next);
        setState(next);
        setPending(false);
      },
      (e: unknown) => {
        busy.current = false;
        setPending(false);
        throw e;
      },
    );
  }

  return [state, dispatch, pending];
}

/**
 * `action` answering `message` as an error when the request itself fails (offline, the server
 * restarted) instead of throwing, as useFormAction needs.
 */
export function orFailure<S extends FormState>(action: (prev: S, formData: FormData) => Promise<S>, message: string): (prev: S, formData: FormData) => Promise<S> {
  return async (prev, formData) => {
    try {
      return await action(prev, formData);
    } catch {
      return { status: 'error', message } as S;
    }
  };
}

/**
 * An admin form submits through its script (uploads, a toast, focus on the first invalid field), so
 * its submit button stays disabled, with a visible reason, until the form is hydrated
 * (docs/admin-forms.md).
 */
export { useHydrated };

export type AdminForm<S> = {
  state: S;
  dispatch: (formData: FormData) => void;
  pending: boolean;
  /** The form's script is running: submitting is safe (see useHydrated). */
  ready: boolean;
  /** Put on the <form>: its first field the server flagged gets the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The <form>'s onSubmit when it sends its fields as they are: dispatches them. */
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
};

/**
 * An admin form's action and what follows each result: the toast (notify), then `onOk(state, form)`
 * after a success, or the focus on the first field the server flagged. `onOk` may be a new closure on
 * every render; only a new result runs it.
 *
 * The toast is raised as the result arrives, not once the form has rendered it: a form keyed by its
 * record's `updatedAt` (a parent, a testimonial, a puppy on its litter's hub) is replaced by a new
 * one when its own save's re-rendered page lands, and when that page commits first the old form
 * never renders its result. The save was stored, but the owner saw nothing happen.
 */
export function useAdminForm<S extends FormState>(
  action: (prev: S, formData: FormData) => Promise<S>,
  initial: S,
  onOk?: (state: S, form: HTMLFormElement | null) => void,
): AdminForm<S> {
  const [state, dispatch, pending] = useFormAction(action, initial, notify);
  const formRef = useFormResult(state, onOk, { toasted: true });
  const ready = useHydrated();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    dispatch(new FormData(e.currentTarget));
  };
  return { state, dispatch, pending, ready, formRef, onSubmit };
}

/**
 * A form that posts natively (`<form ref={formRef} action={action}>`): it works before its script
 * runs, and the page answers. Once the script runs, each result is followed as in useAdminForm: the
 * toast, `onOk(state, form)` after a success, or the focus on the first field the server flagged.
 */
export function usePostedForm<S extends FormState>(
  action: (prev: Awaited<S>, formData: FormData) => Promise<S>,
  initial: Awaited<S>,
  onOk?: (state: S, form: HTMLFormElement | null) => void,
): { state: S; action: (formData: FormData) => void; pending: boolean; formRef: RefObject<HTMLFormElement | null> } {
  const [state, formAction, pending] = useActionState(action, initial);
  const formRef = useFormResult(state, onOk);
  return { state, action: formAction, pending, formRef };
}

/**
 * What follows each new result of a form: the toast (unless `toasted`: raised as the result arrived),
 * then `onOk` or the focus on the first flagged field.
 */
function useFormResult<S extends FormState>(
  state: S,
  onOk?: (state: S, form: HTMLFormElement | null) => void,
  { toasted = false }: { toasted?: boolean } = {},
): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  // The newest onOk, for the result effect below (declared first, so it runs first).
  const onOkRef = useRef(onOk);
  useEffect(() => {
    onOkRef.current = onOk;
  });
  useEffect(() => {
    if (state.status === 'idle') return;
    if (!toasted) notify(state);
    if (state.status === 'ok') onOkRef.current?.(state, formRef.current);
    else focusFirstInvalid(formRef.current);
  }, [state, toasted]);
  return formRef;
}
