'use client';

import { useId } from 'react';
import type { FormState } from '@/lib/domain/form-state';
import styles from './admin-form.module.css';
import { ScriptButton } from './script-button';

type SubmitButtonProps = {
  /** From useAdminForm: false until the form's script runs. */
  ready: boolean;
  /** Disabled for a reason of the form's own (nothing chosen yet). */
  disabled?: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * An admin form's submit button. Admin forms submit through their script, so the button waits,
 * disabled and saying why, until that script runs: a click before it would otherwise be lost
 * (docs/admin-forms.md). A pending save disables it through the form's fieldset.
 */
export function SubmitButton({ ready, disabled, className = 'btn btn-dark', children }: SubmitButtonProps) {
  const id = useId();
  return (
    <>
      <button type="submit" className={className} disabled={!ready || disabled} aria-describedby={ready ? undefined : id}>
        {children}
      </button>
      {!ready && (
        <span id={id} className={styles.hint}>
          The form is loading…
        </span>
      )}
    </>
  );
}

/**
 * The form's result in words under its fields (screen readers hear it; the toast says the same).
 * `errorsOnly`: a success is said by the toast and what follows it (a new page, a closed form) only.
 */
export function FormMessage({ state, errorsOnly = false }: { state: FormState; errorsOnly?: boolean }) {
  const shown = state.status === 'invalid' || state.status === 'error' || (state.status === 'ok' && !errorsOnly);
  return (
    <p className={`${styles.full} ${styles.formMessage}`} role="status" aria-live="polite">
      {shown ? state.message : ''}
    </p>
  );
}

/**
 * The end of an admin form: its result in words (FormMessage, `errorsOnly` as there), then its row of
 * buttons: the submit button, which says `busy` while the save runs, and `extra` beside it (Cancel).
 */
export function FormActions({
  state,
  errorsOnly,
  ready,
  disabled,
  pending,
  busy = 'Saving…',
  className,
  extra,
  children,
}: {
  state: FormState;
  errorsOnly?: boolean;
  pending: boolean;
  busy?: string;
  extra?: React.ReactNode;
} & SubmitButtonProps) {
  return (
    <>
      <FormMessage state={state} errorsOnly={errorsOnly} />
      <div className={`${styles.full} ${styles.buttons}`}>
        <SubmitButton ready={ready} disabled={disabled} className={className}>
          {pending ? busy : children}
        </SubmitButton>
        {extra}
      </div>
    </>
  );
}

/**
 * The submit button of a form that posts natively (usePostedForm): the form works before its script
 * runs, so the button is never held back; while a save runs it says `busy`.
 */
export function PostedSubmit({ pending, busy = 'Saving…', children }: { pending: boolean; busy?: string; children: React.ReactNode }) {
  return (
    <div className={styles.full}>
      <button type="submit" className="btn btn-primary">
        {pending ? busy : children}
      </button>
    </div>
  );
}

/** The result of a form that posts natively, in words (screen readers hear it; the toast says the same). */
export function PostedMessage({ state }: { state: FormState }) {
  return (
    <p role="status" aria-live="polite">
      {state.status !== 'idle' ? state.message : ''}
    </p>
  );
}

/** A form's Cancel button (it sends nothing: the caller folds or closes the form); none without `onCancel`. */
export function CancelButton({ onCancel }: { onCancel?: () => void }) {
  if (!onCancel) return null;
  return (
    <ScriptButton className="btn btn-outline" onClick={onCancel}>
      Cancel
    </ScriptButton>
  );
}
