'use client';

import { useActionState, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ANY_LITTER,
  APPLICATION_DRAFT_KEY,
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  COLOR_PREFERENCE_LABELS,
  COLOR_PREFERENCES,
  HEARD_FROM,
  HEARD_FROM_LABELS,
  HOME_TYPE_LABELS,
  HOME_TYPES,
  OWN_RENT,
  OWN_RENT_LABELS,
  SEX_PREFERENCE_LABELS,
  SEX_PREFERENCES,
  TIMING_LABELS,
  TIMINGS,
  YARD_LABELS,
  YARD_TYPES,
  type ApplicationField,
} from '@/lib/domain/application-options';
import type { MESSAGES } from '@/lib/domain/messages';
import { submitApplicationAction, type ApplyState } from './actions';
import styles from './apply.module.css';

export type LitterOption = { id: string; label: string };

/** The email body is the server's; everything else the form shows. */
export type ApplyTexts = Omit<(typeof MESSAGES)['apply'], 'mailBody'>;

type Props = {
  /** Current litters (public, not all placed), for the preferred-litter choice. */
  litters: LitterOption[];
  /** MESSAGES.apply's strings, from the server page (the whole catalogue stays out of the browser). */
  texts: ApplyTexts;
};

type Values = Record<ApplicationField, string>;

const EMPTY: Values = Object.fromEntries(APPLICATION_FIELDS.map((f) => [f, ''])) as Values;
const START: Values = { ...EMPTY, sex: 'either', color: 'any', litterId: ANY_LITTER };
const CHECKBOXES: ApplicationField[] = ['agreeDeposit', 'agreeHealthGuarantee'];

/** Labels of the error summary: what each field asks, short. */
const SUMMARY_LABELS: Record<ApplicationField, string> = {
  name: 'Your name',
  email: 'Email',
  phone: 'Phone',
  city: 'City or town',
  state: 'State',
  household: 'Who lives in your home',
  homeType: 'Kind of home',
  ownOrRent: 'Own or rent',
  yard: 'Yard',
  homeDetails: 'A puppy’s day',
  experience: 'Experience with dogs',
  otherPets: 'Other pets',
  sex: 'Preferred sex',
  color: 'Preferred color',
  litterId: 'Preferred litter',
  timing: 'Timing',
  vetReference: 'Veterinarian',
  heardFrom: 'How you heard about us',
  heardFromDetails: 'Details',
  message: 'Anything else',
  agreeDeposit: 'Deposit terms',
  agreeHealthGuarantee: 'Health guarantee terms',
  website: 'Website',
};

type Validation = typeof import('@/lib/domain/application');
let validation: Validation | null = null;
let loadingValidation: Promise<Validation> | null = null;

/**
 * The shared schema (and zod with it) is fetched the first time a visitor leaves a field or sends
 * the form, not at first load (/apply within 110 kB of first-load JavaScript).
 */
function loadValidation(): Promise<Validation> {
  loadingValidation ??= import('@/lib/domain/application').then(
    (m) => (validation = m),
    (e: unknown) => {
      loadingValidation = null;
      throw e;
    },
  );
  return loadingValidation;
}

function readDraft(): Partial<Values> | null {
  try {
    const raw = window.localStorage.getItem(APPLICATION_DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const out: Partial<Values> = {};
    for (const f of APPLICATION_FIELDS) {
      const v = (parsed as Record<string, unknown>)[f];
      // An answer left as the form starts is not an answer (older drafts stored every field).
      if (typeof v === 'string' && f !== 'website' && v !== START[f]) out[f] = v.slice(0, APPLICATION_LIMITS.long);
    }
    return Object.keys(out).length ? out : null;
  } catch {
    return null;
  }
}

function writeDraft(values: Values): void {
  try {
    const { website: _w, ...rest } = values;
    window.localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(rest));
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

function clearDraft(): void {
  try {
    window.localStorage.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // ignore
  }
}

/**
 * The puppy application (/apply): sections as fieldsets, one message per field from the
 * same schema the server action parses, an error summary that takes the focus, and a draft kept in
 * this browser (restored on return, cleared once sent). On success: the private status link.
 */
export function ApplyForm({ litters, texts }: Props) {
  const uid = useId();
  const fid = (f: ApplicationField, suffix = '') => `${uid}-${f}${suffix}`;
  // With the script running, React posts the action; before it runs (or with none) the browser
  // posts the form itself and the page comes back with this state: its messages and what was sent.
  const [state, formAction, pending] = useActionState<ApplyState, FormData>(submitApplicationAction, { status: 'idle' });
  const [values, setValues] = useState<Values>(() => ({ ...START, ...state.values }));
  const [errors, setErrors] = useState<Partial<Record<ApplicationField, string>>>(() => (state.status === 'invalid' ? (state.fieldErrors ?? {}) : {}));
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The page is the server's answer to a post: what it shows wins over a stored draft. */
  const posted = useRef(Boolean(state.values));
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const loaded = useRef(false);
  const serverOnly = useRef(false);
  const [origin, setOrigin] = useState('');

  // The draft is kept as the answers change: never for a form nobody has touched, so a visitor who
  // only looked is not told on return that their answers were restored. Declared before the
  // restore below, so its run at mount (before anything is restored) is skipped.
  useEffect(() => {
    if (!loaded.current || state.status === 'ok') return;
    if (APPLICATION_FIELDS.every((f) => f === 'website' || values[f] === START[f])) clearDraft();
    else writeDraft(values);
  }, [values, state.status]);

  // The draft (and ?litter= from a litter page) once, after hydration: the page itself is static.
  // What the visitor typed before the script ran is in the inputs, not in state: it wins. A visit
  // with nothing to restore changes no state, so the form is not rendered a second time while the
  // page starts up.
  useEffect(() => {
    loaded.current = true;
    const draft = posted.current ? null : readDraft();
    const litter = new URLSearchParams(window.location.search).get('litter');
    const found: Partial<Values> = { ...draft };
    if (litter && litters.some((l) => l.id === litter)) found.litterId = litter;
    if (formRef.current) {
      const data = new FormData(formRef.current);
      for (const f of APPLICATION_FIELDS) {
        const v = data.get(f);
        if (typeof v === 'string' && v !== '' && v !== START[f]) found[f] = v;
      }
    }
    if (draft) setRestored(true);
    // (The server's answer to a post made before the script ran is in the inputs: kept as the draft.)
    if (Object.keys(found).length > 0) setValues((v) => ({ ...v, ...found }));
  }, [litters]);

  // The server's answer: success clears the draft and moves focus to the confirmation; field
  // messages from the server are shown like the browser's own.
  useEffect(() => {
    if (state.status === 'ok') {
      clearDraft();
      setOrigin(window.location.origin);
      doneRef.current?.focus();
    } else if (state.status === 'invalid' && state.fieldErrors) {
      setErrors(state.fieldErrors);
      summaryRef.current?.focus();
    } else if (state.status === 'error') {
      summaryRef.current?.focus();
    }
  }, [state]);

  const set = (f: ApplicationField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const target = e.target;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? (target.checked ? 'on' : '') : target.value;
    setValues((v) => ({ ...v, [f]: value }));
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };

  /** Per-field messages of the browser-side check, or null when everything passes. */
  const check = (v: Validation): Partial<Record<ApplicationField, string>> | null => {
    const parsed = v.applicationFormSchema.safeParse(Object.fromEntries(APPLICATION_FIELDS.filter((f) => !CHECKBOXES.includes(f) || values[f]).map((f) => [f, values[f]])));
    return parsed.success ? null : v.applicationFieldErrors(parsed.error);
  };

  const showErrors = (found: Partial<Record<ApplicationField, string>>) => {
    setErrors(found);
    // After React shows the summary.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!validation && !serverOnly.current) {
      // First send before the schema has arrived: hold the submission, check, then send again
      // (requestSubmit runs this handler once more, now synchronously, and React posts the action).
      e.preventDefault();
      const form = e.currentTarget;
      loadValidation().then(
        (v) => {
          const found = check(v);
          if (found) showErrors(found);
          else form.requestSubmit();
        },
        // The chunk could not be fetched (offline?): send anyway, the server action parses everything.
        () => {
          serverOnly.current = true;
          form.requestSubmit();
        },
      );
      return;
    }
    const found = validation ? check(validation) : null;
    if (found) {
      e.preventDefault();
      showErrors(found);
      return;
    }
    setErrors({});
  };

  if (state.status === 'ok' && state.statusPath) {
    return (
      <section className={`card ${styles.done}`} aria-labelledby={`${uid}-done`}>
        <h2 id={`${uid}-done`} ref={doneRef} tabIndex={-1}>
          {texts.sent}
        </h2>
        <p>{texts.statusIntro}</p>
        <p className={styles.statusLink}>
          <a href={state.statusPath} data-testid="status-link">
            {origin}
            {state.statusPath}
          </a>
        </p>
        {state.email ? <p>{texts.mailed.replace('{email}', state.email)}</p> : null}
      </section>
    );
  }

  const shown = APPLICATION_FIELDS.filter((f) => errors[f]);
  const describedBy = (f: ApplicationField, hint = false) => [hint ? fid(f, '-hint') : '', errors[f] ? fid(f, '-error') : ''].filter(Boolean).join(' ') || undefined;
  const err = (f: ApplicationField) =>
    errors[f] ? (
      <p id={fid(f, '-error')} className={styles.error}>
        {errors[f]}
      </p>
    ) : null;

  const textField = (f: ApplicationField, label: string, opts: { type?: string; autoComplete?: string; max?: number; required?: boolean } = {}) => (
    <div className="field">
      <label htmlFor={fid(f)}>
        {label}
        {opts.required === false ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      <input
        id={fid(f)}
        name={f}
        className="input"
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        maxLength={opts.max}
        value={values[f]}
        onChange={set(f)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={describedBy(f)}
        aria-required={opts.required === false ? undefined : true}
      />
      {err(f)}
    </div>
  );

  const area = (f: ApplicationField, label: string, hint: string, required = true) => (
    <div className="field">
      <label htmlFor={fid(f)}>
        {label}
        {required ? null : <span className={styles.optional}> (optional)</span>}
      </label>
      <p id={fid(f, '-hint')} className={styles.hint}>
        {hint}
      </p>
      <textarea
        id={fid(f)}
        name={f}
        className="input"
        rows={3}
        maxLength={APPLICATION_LIMITS.long}
        value={values[f]}
        onChange={set(f)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={describedBy(f, true)}
        aria-required={required || undefined}
      />
      {err(f)}
    </div>
  );

  const select = (f: ApplicationField, label: string, options: readonly { value: string; label: string }[], placeholder: string | null) => (
    <div className="field">
      <label htmlFor={fid(f)}>{label}</label>
      <select id={fid(f)} name={f} className="input" value={values[f]} onChange={set(f)} aria-invalid={errors[f] ? true : undefined} aria-describedby={describedBy(f)} aria-required>
        {placeholder !== null ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {err(f)}
    </div>
  );

  const radios = (f: ApplicationField, legend: string, options: readonly { value: string; label: string }[]) => (
    <fieldset className={styles.radios} aria-describedby={describedBy(f)} aria-invalid={errors[f] ? true : undefined}>
      <legend>{legend}</legend>
      <div className={styles.radioRow}>
        {options.map((o, i) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" id={i === 0 ? fid(f) : undefined} name={f} value={o.value} checked={values[f] === o.value} onChange={set(f)} />
            {o.label}
          </label>
        ))}
      </div>
      {err(f)}
    </fieldset>
  );

  const opts = <T extends string>(list: readonly T[], labels: Record<T, string>) => list.map((v) => ({ value: v, label: labels[v] }));

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onBlur={() => void loadValidation().catch(() => undefined)} noValidate className={styles.form} aria-describedby={`${uid}-draft`}>
      <p id={`${uid}-draft`} className={styles.draftNote}>
        {/* Only the script keeps a draft: without it the sentence would not be true, so the CSS hides
            it where scripting is off (the reset button stays: the browser carries it out). */}
        <span className={styles.draftText}>{restored ? texts.draftRestored : texts.draftNote}</span>{' '}
        {/* A reset button: before the script runs the browser empties the fields itself; after, the
            script also forgets the saved draft and the messages. */}
        <button
          type="reset"
          className={styles.linkButton}
          onClick={(e) => {
            e.preventDefault();
            clearDraft();
            setValues(START);
            setErrors({});
            setRestored(false);
          }}
        >
          {texts.clearDraft}
        </button>
      </p>

      <div ref={summaryRef} tabIndex={-1} className={shown.length || state.status === 'error' ? styles.summary : undefined} aria-live="polite">
        {shown.length ? (
          <>
            <h2 className={styles.summaryTitle}>{shown.length === 1 ? texts.errorSummaryOne : texts.errorSummaryMany.replace('{n}', String(shown.length))}</h2>
            <ul>
              {shown.map((f) => (
                <li key={f}>
                  <a href={`#${fid(f)}`}>
                    {SUMMARY_LABELS[f]}: {errors[f]}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : state.status === 'error' ? (
          <p role="alert">{state.message}</p>
        ) : null}
      </div>

      <fieldset className={styles.section}>
        <legend>About you</legend>
        <div className={styles.grid}>
          {textField('name', 'Your name', { autoComplete: 'name', max: APPLICATION_LIMITS.name })}
          {textField('email', 'Email', { type: 'email', autoComplete: 'email', max: APPLICATION_LIMITS.email })}
          {textField('phone', 'Phone', { type: 'tel', autoComplete: 'tel', max: APPLICATION_LIMITS.phone })}
          {textField('city', 'City or town', { autoComplete: 'address-level2', max: APPLICATION_LIMITS.city })}
          {textField('state', 'State', { autoComplete: 'address-level1', max: APPLICATION_LIMITS.state })}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Your household and home</legend>
        {area('household', 'Who lives in your home?', 'Adults and children (with their ages), and anyone who visits often.')}
        <div className={styles.grid}>
          {select('homeType', 'Kind of home', opts(HOME_TYPES, HOME_TYPE_LABELS), 'Choose…')}
          {select('yard', 'Yard', opts(YARD_TYPES, YARD_LABELS), 'Choose…')}
        </div>
        {radios('ownOrRent', 'Do you own or rent?', opts(OWN_RENT, OWN_RENT_LABELS))}
        {area('homeDetails', 'How would a puppy spend its day?', 'Who is home, how long it would be alone, exercise, where it would sleep.')}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Experience and other pets</legend>
        {area('experience', 'Your experience with dogs', 'Dogs you have had, training, or that this would be your first dog.')}
        {area('otherPets', 'Other pets at home', 'Kind, age, and whether they are used to dogs.', false)}
        {area('vetReference', 'Your veterinarian', 'Clinic name and phone, or tell us this is your first dog.')}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>The puppy you are hoping for</legend>
        {radios('sex', 'Preferred sex', opts(SEX_PREFERENCES, SEX_PREFERENCE_LABELS))}
        {radios('color', 'Preferred color', opts(COLOR_PREFERENCES, COLOR_PREFERENCE_LABELS))}
        <div className={styles.grid}>
          {select('litterId', 'Preferred litter', [{ value: ANY_LITTER, label: 'Any litter' }, ...litters.map((l) => ({ value: l.id, label: l.label }))], null)}
          {select('timing', 'When would you like a puppy?', opts(TIMINGS, TIMING_LABELS), 'Choose…')}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>A little more</legend>
        <div className={styles.grid}>
          {select('heardFrom', 'How did you hear about us?', opts(HEARD_FROM, HEARD_FROM_LABELS), 'Choose…')}
          {textField('heardFromDetails', 'Details', { max: 200, required: false })}
        </div>
        {area('message', 'Anything else you would like us to know?', 'Questions for us are welcome too.', false)}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Terms</legend>
        <p className={styles.hint}>
          Please read our <a href="/terms#reservations-and-deposits">deposit terms</a> and <a href="/terms#health-guarantee">health guarantee</a> before you
          apply. {texts.terms}
        </p>
        {(['agreeDeposit', 'agreeHealthGuarantee'] as const).map((f) => (
          <div key={f} className={styles.check}>
            <input
              type="checkbox"
              id={fid(f)}
              name={f}
              value="on"
              checked={values[f] === 'on'}
              onChange={set(f)}
              aria-invalid={errors[f] ? true : undefined}
              aria-describedby={describedBy(f)}
              aria-required
            />
            <label htmlFor={fid(f)}>
              {f === 'agreeDeposit'
                ? 'I have read and agree to the deposit terms (the deposit is non-refundable).'
                : 'I have read and agree to the health guarantee terms.'}
            </label>
            {err(f)}
          </div>
        ))}
      </fieldset>

      {/* The honeypot: hidden from people and screen readers; bots fill every field. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={fid('website')}>Leave this field empty</label>
        <input id={fid('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>

      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
