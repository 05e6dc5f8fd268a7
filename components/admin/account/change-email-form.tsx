'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import styles from '../admin-form.module.css';
import { changeEmailAction, type EmailField } from './actions';

const IDLE: FormState<EmailField> = { status: 'idle' };

/** The owner's sign-in e-mail (the session stays: it is tied to the account, not the address). */
export function ChangeEmailForm({ email }: { email: string }) {
  const id = useId();
  const router = useRouter();
  const [state, setState] = useState<FormState<EmailField>>(IDLE);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    const result = await changeEmailAction(IDLE, new FormData(form)).catch((): FormState<EmailField> => ({ status: 'error', message: MESSAGES.account.emailChangeFailed }));
    if (result.status === 'ok') {
      toast.success(result.message);
      form.reset();
      router.refresh();
    } else {
      toast.error(result.message);
    }
    setState(result);
    setBusy(false);
  }

  const error = (f: EmailField) => (state.status === 'ok' ? undefined : state.fieldErrors?.[f]);
  const fields: { name: EmailField; label: string; type: string; autoComplete: string }[] = [
    { name: 'email', label: 'New e-mail', type: 'email', autoComplete: 'email' },
    { name: 'current', label: 'Current password', type: 'password', autoComplete: 'current-password' },
  ];
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-label="Change e-mail" noValidate>
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
              defaultValue={f.name === 'email' ? email : undefined}
              required
              maxLength={f.name === 'email' ? 254 : 200}
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
          <button type="submit" className="btn btn-dark">
            {busy ? 'Changing…' : 'Change e-mail'}
          </button>
        </div>
      </fieldset>
      <p role="status" aria-live="polite">
        {state.status === 'ok' ? state.message : ''}
      </p>
    </form>
  );
}
