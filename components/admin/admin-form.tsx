'use client';

import type { FormEvent, RefObject } from 'react';
import styles from './admin-form.module.css';

type Props = {
  /** The form's accessible name, and its fieldset's legend unless `legend` says more. */
  label: string;
  legend?: string;
  /** Hidden fields sent with the form (an undefined value is left out). */
  hidden?: Record<string, string | undefined>;
  /** From useAdminForm. */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * An admin form that sends through its script (useAdminForm, docs/admin-forms.md): a POST form with
 * the hook's ref and submit handler, its hidden fields, and one fieldset that a running save
 * disables, named for screen readers.
 */
export function AdminForm({ label, legend = label, hidden = {}, formRef, onSubmit, pending, className = styles.form, children }: Props) {
  return (
    <form method="post" ref={formRef} className={className} aria-label={label} onSubmit={onSubmit}>
      {Object.entries(hidden).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
      <fieldset disabled={pending} className={styles.fieldset}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </form>
  );
}
