'use client';

import Link from '@/components/ui/link';
import { useId, useState, type Ref } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './auth.module.css';
import { NEW_PASSWORD_MIN } from './client-checks';

type NoticeTone = 'error' | 'success' | 'info';
export type Notice = {
  tone: NoticeTone;
  text: string;
  link?: { href: string; label: string };
  /** The same words stand under a field already: the notice is for screen readers only, not shown twice. */
  atField?: boolean;
};

type FieldProps = {
  name: string;
  label: string;
  type?: 'email' | 'text';
  autoComplete: string;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  maxLength?: number;
  /** What the server's answer shows again (the email after a failed post). */
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement>;
  onInput?: () => void;
  /** Optional link shown on the label row (e.g. "Forgot password?"). */
  aside?: React.ReactNode;
  /** The server's answer to a posted form puts the focus here (the served state's `focus`). */
  autoFocus?: boolean;
};

/** A labelled input with its hint and error wired through aria-describedby. */
function TextField({ name, label, type = 'text', autoComplete, error, hint, required = true, maxLength, defaultValue, inputRef, onInput, autoFocus }: FieldProps) {
  const id = useId();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        inputMode={type === 'email' ? 'email' : undefined}
        autoComplete={autoComplete}
        autoCapitalize={type === 'email' ? 'none' : undefined}
        spellCheck={type === 'email' ? false : undefined}
        required={required}
        maxLength={maxLength}
        defaultValue={defaultValue}
        autoFocus={autoFocus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        onInput={onInput}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The account's e-mail, as every auth form asks for it. */
export function EmailField(props: Pick<FieldProps, 'error' | 'hint' | 'defaultValue' | 'inputRef' | 'onInput' | 'autoFocus'>) {
  return <TextField name="email" type="email" label="Email" autoComplete="email" maxLength={254} {...props} />;
}

/** A password input with a Show/Hide toggle; `minLength` is also checked by the form before sending. */
export function PasswordField({
  name = 'password',
  label,
  autoComplete,
  error,
  hint,
  minLength,
  inputRef,
  onInput,
  aside,
  autoFocus,
}: Omit<FieldProps, 'type' | 'name' | 'required' | 'maxLength' | 'defaultValue'> & { name?: string; minLength?: number }) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside}
      </div>
      <div className={styles.inputWrap}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={minLength}
          maxLength={200}
          autoFocus={autoFocus || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
          onInput={onInput}
        />
        {/* Showing the password needs the script; the button appears once it works. */}
        {hydrated && (
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-controls={id}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
        )}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A password being chosen (sign-up, a reset): the browser may suggest one; the minimum is said and checked. */
export function NewPasswordField(props: Pick<FieldProps, 'label' | 'error' | 'inputRef' | 'onInput' | 'autoFocus'>) {
  return <PasswordField autoComplete="new-password" minLength={NEW_PASSWORD_MIN} hint={`At least ${NEW_PASSWORD_MIN} characters.`} {...props} />;
}

/** The ids of a field's hint and error, for its aria-describedby. */
function describedByOf(id: string, hint: React.ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error, below its input. */
function FieldNotes({ id, hint, error }: { id: string; hint: React.ReactNode; error: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`} text={error} />}
    </>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className={styles.error}>
      <AlertIcon />
      <span>{text}</span>
    </p>
  );
}

/** The form's aria-live region. Toasts vanish after 3 s; this keeps the last message readable. */
export function FormNotice({ notice }: { notice: Notice | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.live}>
      {notice && (
        <div className={notice.atField ? 'visually-hidden' : styles.notice} data-tone={notice.tone}>
          {notice.tone === 'error' ? <AlertIcon /> : <InfoIcon />}
          <p>
            {notice.text}
            {notice.link && (
              <>
                {' '}
                <Link href={notice.link.href}>{notice.link.label}</Link>
              </>
            )}
          </p>
        </div>
      )}
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel, disabled }: { busy: boolean; label: string; busyLabel: string; disabled?: boolean }) {
  return (
    <button type="submit" className={`btn btn-dark ${styles.submit}`} disabled={busy || disabled}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

export { useHydrated };

/**
 * After a success the server answered (the form was posted without its script), the page moves on
 * after `delayMs` by itself: a `<meta http-equiv="refresh">`, which React places in the head.
 */
export function ServedRedirect({ to, delayMs }: { to: string | undefined; delayMs: number }) {
  if (!to) return null;
  return <meta httpEquiv="refresh" content={`${Math.round(delayMs / 1000)};url=${to}`} />;
}

/**
 * A control that works only once the page's script runs (Firebase mode's SDK sign-in, Google's
 * button): until then it is disabled and this says why; with scripts off, the page says so.
 */
export function ScriptNotice({ ready, needs = 'Signing in here' }: { ready: boolean; needs?: string }) {
  return (
    <>
      <noscript>
        <p className={styles.hint}>{needs} needs JavaScript. Please turn it on, or try another browser.</p>
        <style>{'[data-script-pending]{display:none}'}</style>
      </noscript>
      {!ready && (
        <p className={styles.hint} data-script-pending="">
          Getting it ready…
        </p>
      )}
    </>
  );
}

export function OrDivider() {
  return (
    <div className={styles.divider} aria-hidden="true">
      or
    </div>
  );
}

function AlertIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d="M10 1.5a8.5 8.5 0 100 17 8.5 8.5 0 000-17zm-.9 4.3h1.8v5.4H9.1zm0 6.9h1.8v1.8H9.1z" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="10" cy="10" r="8.2" strokeWidth="1.6" />
      <path d="M6.4 10.3l2.4 2.4 4.8-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
