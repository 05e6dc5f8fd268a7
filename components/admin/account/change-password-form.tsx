'use client';

import { signIn } from 'next-auth/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { PASSWORD_MIN } from '@/lib/domain/site';
import styles from '../admin-form.module.css';
import { changePasswordAction, type AccountField } from './actions';

const IDLE: FormState<AccountField> = { status: 'idle' };
const FIELDS: { name: AccountField; label: string; autoComplete: string }[] = [
  { name: 'current', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirm', label: 'New password again', autoComplete: 'new-password' },
];

/**
 * Changes the signed-in owner's password. The change ends every session (other devices too), so on
 * success this browser signs in again with the new password and stays in the admin area.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const id = useId();
  const [state, setState] = useState<FormState<AccountField>>(IDLE);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const result = await changePasswordAction(IDLE, data).catch((): FormState<AccountField> => ({ status: 'error', message: MESSAGES.account.changeFailed }));
    if (result.status === 'ok') {
      // The old session has just ended: a new one with the new password keeps this browser signed in.
      await signIn('password', { email, password: String(data.get('password') ?? ''), redirect: false }).catch(() => null);
      form.reset();
      toast.success(result.message);
    } else {
      toast.error(result.message);
    }
    setState(result);
    setBusy(false);
  }

  const error = (f: AccountField) => (state.status === 'ok' ? undefined : state.fieldErrors?.[f]);
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-label="Change password" noValidate>
      <fieldset disabled={busy} className={styles.fieldset}>
        {FIELDS.map((f) => (
          <div key={f.name} className="field">
            <label htmlFor={`${id}-${f.name}`}>{f.label}</label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type="password"
              className="input"
              autoComplete={f.autoComplete}
              required
              minLength={f.name === 'current' ? undefined : PASSWORD_MIN}
              maxLength={200}
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
            {busy ? 'Changing…' : 'Change password'}
          </button>
        </div>
      </fieldset>
      <p role="status" aria-live="polite">
        {state.status === 'ok' ? state.message : ''}
      </p>
    </form>
  );
}
