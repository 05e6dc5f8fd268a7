'use client';

import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { FormState } from '@/lib/domain/form-state';
import { useHydrated } from '@/components/ui/use-hydrated';
import { SubmitButton } from '../submit-button';
import styles from '../admin-form.module.css';

export type AccountFieldSpec<F extends string> = {
  name: F;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  maxLength: number;
  minLength?: number;
  defaultValue?: string;
};

/**
 * The form both Admin › Account forms are: labelled fields with their errors, one submit button,
 * the toast and a polite status line. `action` gets the form data; `onSuccess` does what success
 * needs (sign in again, refresh the page) before the result is shown; a thrown error shows `failed`.
 */
export function AccountForm<F extends string>({
  label,
  fields,
  submitLabel,
  failed,
  action,
  onSuccess,
}: {
  label: string;
  fields: readonly AccountFieldSpec<F>[];
  submitLabel: string;
  failed: string;
  action: (prev: FormState<F>, data: FormData) => Promise<FormState<F>>;
  onSuccess: (data: FormData, form: HTMLFormElement) => Promise<void> | void;
}) {
  const id = useId();
  const [state, setState] = useState<FormState<F>>({ status: 'idle' });
  const [busy, setBusy] = useState(false);
  // The form sends through its script: until it runs, the button waits, saying why (a tap would be lost).
  const ready = useHydrated();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    const data = new FormData(form);
    const result = await action({ status: 'idle' }, data).catch((): FormState<F> => ({ status: 'error', message: failed }));
    if (result.status === 'ok') {
      await onSuccess(data, form);
      toast.success(result.message);
    } else {
      toast.error(result.message);
    }
    setState(result);
    setBusy(false);
  }

  const error = (f: F) => (state.status === 'ok' ? undefined : state.fieldErrors?.[f]);
  return (
    <form method="post" className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-label={label} noValidate>
      <fieldset disabled={busy} className={styles.fieldset}>
        {fields.map((f) => (
          <div key={f.name} className="field">
            <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              className="input"
              autoComplete={f.autoComplete}
              defaultValue={f.defaultValue}
              required
              minLength={f.minLength}
              maxLength={f.maxLength}
              aria-invalid={error(f.name) ? true : undefined}
              aria-describedby={error(f.name) ? `${id}-${f.name}-error` : undefined}
            />
            {error(f.name) && (
              <p id={`${id}-${f.name}-error`} className={styles.error}>
                {error(f.name)}
              </p>
            )}
          </div>
        ))}
        <div>
          <SubmitButton ready={ready}>{busy ? 'Changing…' : submitLabel}</SubmitButton>
        </div>
      </fieldset>
      <p role="status" aria-live="polite">
        {state.status === 'ok' ? state.message : ''}
      </p>
    </form>
  );
}
