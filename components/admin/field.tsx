'use client';

import { useId } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { NamedOptions } from './named-options';
import styles from './admin-form.module.css';

type ControlProps = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  /** Spans both columns of the form grid. */
  full?: boolean;
  children: (control: ControlProps) => React.ReactNode;
};

/** A labelled form control with its hint and the server's message for it, wired for screen readers. */
export function Field({ label, name, error, hint, full, children }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={full ? `field ${styles.full}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A Field whose control is a select of `options`, each shown as its label in `labels`; `blank` puts
 * an empty choice first, `value` + `onChange` make it controlled. Without `labels` an option shows its value.
 * A controlled select is disabled until hydrated: React would put back its own value over a choice
 * made before (docs/admin-forms.md, "Admin forms never lose a submit").
 */
export function SelectField<T extends string>({
  options,
  labels,
  defaultValue,
  blank,
  value,
  onChange,
  ...field
}: Omit<FieldProps, 'children'> & { options: readonly T[]; labels?: Record<T, string>; defaultValue?: T | ''; blank?: string; value?: T | ''; onChange?: (value: T | '') => void }) {
  const hydrated = useHydrated();
  return (
    <Field {...field}>
      {(p) => (
        <select
          {...p}
          className="input"
          defaultValue={defaultValue}
          value={value}
          onChange={onChange && ((e) => onChange(e.currentTarget.value as T | ''))}
          disabled={value !== undefined && !hydrated}
        >
          {blank !== undefined && <option value="">{blank}</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {labels ? labels[o] : o}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type FieldFrame = Omit<FieldProps, 'children'>;

/** A Field whose control is a select of records (each sends its id and shows its name), after an empty choice saying `blank`. */
export function NamedSelectField({ items, blank, defaultValue, ...field }: FieldFrame & { items: readonly { id: string; name: string }[]; blank?: string; defaultValue?: string }) {
  return (
    <Field {...field}>
      {(p) => (
        <select {...p} className="input" defaultValue={defaultValue}>
          {blank !== undefined && <option value="">{blank}</option>}
          <NamedOptions items={items} />
        </select>
      )}
    </Field>
  );
}

/** A Field whose control is one text-like `<input>`: every prop beyond the field's goes to the input. */
export function InputField({ label, name, error, hint, full, ...input }: FieldFrame & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  return (
    <Field label={label} name={name} error={error} hint={hint} full={full}>
      {(p) => <input {...p} className="input" {...input} />}
    </Field>
  );
}

/** A Field whose control is a `<textarea>`: every prop beyond the field's goes to the textarea. */
export function TextAreaField({ label, name, error, hint, full, ...area }: FieldFrame & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>) {
  return (
    <Field label={label} name={name} error={error} hint={hint} full={full}>
      {(p) => <textarea {...p} className="input" {...area} />}
    </Field>
  );
}

type CheckProps = { label: string; name: string; defaultChecked?: boolean; checked?: boolean; onChange?: (checked: boolean) => void; hint?: string };

/**
 * A checkbox whose label is the whole row (a larger target than the box alone). A controlled one
 * (`checked`) is disabled until hydrated, as SelectField.
 */
export function Check({ label, name, defaultChecked, checked, onChange, hint }: CheckProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={checked === undefined ? defaultChecked : undefined}
        checked={checked}
        onChange={onChange ? (e) => onChange(e.currentTarget.checked) : undefined}
        disabled={checked !== undefined && !hydrated}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
