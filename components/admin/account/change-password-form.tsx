'use client';

import { signIn } from 'next-auth/react';
import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { FormState } from '@/lib/domain/form-state';
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
  const [state, dispatch, pending] = useActionState(changePasswordAction, IDLE);
  const [renewing, setRenewing] = useState(false);
  const [done, setDone] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (state.status === 'idle') return;
    if (state.status !== 'ok') {
      sent.current = null;
      toast.error(state.message);
      return;
    }
    const password = sent.current;
    sent.current = null;
    setRenewing(true);
    void (async () => {
      if (password) await signIn('password', { email, password, redirect: false }).catch(() => null);
      setRenewing(false);
      formRef.current?.reset();
      toast.success(state.message);
      setDone(state.message ?? '');
    })();
  }, [state, email]);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone('');
    const data = new FormData(e.currentTarget);
    sent.current = String(data.get('password') ?? '');
    // Dispatched by hand so React keeps the fields on an error.
    startTransition(() => dispatch(data));
  }

  const busy = pending || renewing;
  const error = (f: AccountField) => (state.status === 'ok' ? undefined : state.fieldErrors?.[f]);
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} aria-label="Change password" noValidate>
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
        {done}
      </p>
    </form>
  );
}
