'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { useFormStatus } from 'react-dom';
import { toast } from 'sonner';
import { saveBasicInfoAction, type BasicInfoField } from './actions';
import { formatPhone } from '@/lib/domain/format';
import { IDLE, type FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { BasicInfo } from '@/lib/domain/settings';
import { invalidRowIds, normalizedRows, removeRow, rowsFrom, type EmailRow } from './email-rows';
import styles from './basic-info.module.css';
import { ScriptButton } from '../script-button';

type Values = Pick<BasicInfo, 'address' | 'phone' | 'email' | 'facebook'>;

function SaveButton() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="btn btn-dark" disabled={pending}>
      {pending ? 'Saving…' : 'Save contact info'}
    </button>
  );
}

/** The fieldset that locks every input while the form is being saved. */
function Fields({ children }: { children: React.ReactNode }) {
  const { pending } = useFormStatus();
  return (
    <fieldset className={styles.fieldset} disabled={pending} aria-busy={pending}>
      {children}
    </fieldset>
  );
}

/**
 * Contact details and notification emails (docs/product.md §2, §5). Every input is controlled, so a
 * failed save keeps what was typed; rows are checked here first and again by the server action.
 */
export function BasicInfoForm({ initial }: { initial: BasicInfo | null }) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<Values>({
    address: initial?.address ?? '',
    phone: initial?.phone ?? '',
    email: initial?.email ?? '',
    facebook: initial?.facebook ?? '',
  });
  const [rows, setRows] = useState<EmailRow[]>(() => rowsFrom(initial?.notificationEmails ?? []));
  // Initial rows use ids 0…n-1 (the same on server and client); rows added later count on from there.
  const idCounter = useRef(Math.max(1, initial?.notificationEmails.length ?? 0));
  const nextId = () => idCounter.current++;
  const [badRows, setBadRows] = useState<Set<number>>(new Set());
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const rowInputs = useRef(new Map<number, HTMLInputElement>());
  const focusRow = useRef<number | null>(null);
  // The save's verdict is shown where it arrives, once per save (no effect watching `state`).
  const [state, formAction] = useActionState<FormState<BasicInfoField>, FormData>(async (prev, fd) => {
    const sent = rows; // This render's rows are the rows being sent.
    const next = await saveBasicInfoAction(prev, fd);
    if (next.status === 'idle') return next;
    const text = next.message ?? (next.status === 'ok' ? MESSAGES.admin.contactSaved : MESSAGES.admin.contactSaveFailed);
    if (next.status === 'ok') {
      toast.success(text);
      setStatus({ kind: 'ok', text });
      setValues((v) => ({ address: v.address.trim(), phone: v.phone.trim(), email: v.email.trim(), facebook: v.facebook.trim() }));
      setRows((r) => normalizedRows(r, nextId));
      router.refresh();
    } else {
      toast.error(text);
      setStatus({ kind: 'error', text });
      if (next.fieldErrors?.notificationEmails) setBadRows(invalidRowIds(sent));
    }
    return next;
  }, IDLE);

  // Move focus to a row just added, or to the row that took a removed row's place.
  useEffect(() => {
    if (focusRow.current === null) return;
    rowInputs.current.get(focusRow.current)?.focus();
    focusRow.current = null;
  }, [rows]);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    const bad = invalidRowIds(rows);
    setBadRows(bad);
    if (bad.size === 0) {
      setStatus(null);
      return; // The form action takes it from here.
    }
    e.preventDefault();
    toast.error(MESSAGES.admin.invalidEmails);
    setStatus({ kind: 'error', text: MESSAGES.admin.invalidEmails });
    const first = rows.find((r) => bad.has(r.id));
    if (first) rowInputs.current.get(first.id)?.focus();
  }

  function setRow(rowId: number, value: string) {
    setRows((rs) => rs.map((r) => (r.id === rowId ? { ...r, value } : r)));
    if (badRows.has(rowId)) {
      setBadRows((b) => {
        const next = new Set(b);
        next.delete(rowId);
        return next;
      });
    }
  }

  function addRow() {
    const row = { id: nextId(), value: '' };
    focusRow.current = row.id;
    setRows((rs) => [...rs, row]);
  }

  function dropRow(rowId: number) {
    const index = rows.findIndex((r) => r.id === rowId);
    const next = removeRow(rows, rowId, nextId);
    focusRow.current = (next[Math.min(index, next.length - 1)] ?? next[0])!.id;
    setRows(next);
    setBadRows((b) => new Set([...b].filter((x) => x !== rowId)));
  }

  const err = state.status === 'invalid' ? (state.fieldErrors ?? {}) : {};
  const phonePreview = formatPhone(values.phone.trim());
  const text = (name: keyof Values, label: string, props: React.InputHTMLAttributes<HTMLInputElement>, hint?: React.ReactNode) => {
    const hintId = hint ? `${id}-${name}-hint` : undefined;
    const errId = err[name] ? `${id}-${name}-error` : undefined;
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          className="input"
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={errId ? true : undefined}
          aria-describedby={[hintId, errId].filter(Boolean).join(' ') || undefined}
          {...props}
        />
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        {errId ? (
          <p id={errId} className={styles.error}>
            {err[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={`card ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Contact info</h2>
      <p className={styles.intro}>Shown in the footer and on the Contact page.</p>
      <Fields>
        <div className={styles.grid}>
          {text('address', 'Address', { autoComplete: 'street-address', maxLength: 300 })}
          {text(
            'phone',
            'Phone',
            { type: 'tel', autoComplete: 'tel', maxLength: 40 },
            <>
              Any text works. A 10-digit number is shown as (###) ###-####
              {phonePreview && phonePreview !== values.phone.trim() ? <>: {phonePreview}</> : null}.
            </>,
          )}
          {text('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
          {text(
            'facebook',
            'Facebook link',
            { type: 'url', inputMode: 'url', maxLength: 2048, placeholder: 'https://www.facebook.com/…' },
            'The full address of your Facebook page.',
          )}
        </div>

        <fieldset className={styles.emails} aria-describedby={`${id}-emails-hint`}>
          <legend>Notification emails</legend>
          <p id={`${id}-emails-hint`} className={styles.hint}>
            Contact messages from the site are sent to these addresses, one per row.
          </p>
          <ul className={styles.rows}>
            {rows.map((r, i) => {
              const bad = badRows.has(r.id);
              const inputId = `${id}-row-${r.id}`;
              return (
                <li key={r.id} className={styles.row}>
                  <label htmlFor={inputId} className="visually-hidden">
                    Notification email {i + 1}
                  </label>
                  <input
                    id={inputId}
                    ref={(el) => {
                      if (el) rowInputs.current.set(r.id, el);
                      else rowInputs.current.delete(r.id);
                    }}
                    name="notificationEmails"
                    type="email"
                    autoComplete="off"
                    maxLength={254}
                    className="input"
                    value={r.value}
                    onChange={(e) => setRow(r.id, e.target.value)}
                    onBlur={(e) => e.target.value !== e.target.value.trim() && setRow(r.id, e.target.value.trim())}
                    aria-invalid={bad || undefined}
                    aria-describedby={bad ? `${inputId}-error` : undefined}
                  />
                  <ScriptButton className={`btn btn-outline ${styles.remove}`} onClick={() => dropRow(r.id)}>
                    Remove<span className="visually-hidden"> notification email {i + 1}</span>
                  </ScriptButton>
                  {bad ? (
                    <p id={`${inputId}-error`} className={styles.rowError}>
                      {MESSAGES.admin.invalidEmail}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <ScriptButton className="btn btn-outline" onClick={addRow}>
            Add email
          </ScriptButton>
        </fieldset>
      </Fields>

      <div className={styles.actions}>
        <SaveButton />
        <p role="status" aria-live="polite" className={status?.kind === 'error' ? styles.statusError : styles.statusOk}>
          {status?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
