'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { usePostedForm } from '../use-form-action';
import { saveLitterWeightsAction, type WeightsState } from './actions';
import styles from './weights.module.css';

const IDLE: WeightsState = { status: 'idle' };

export type WeightRow = { puppyId: string; name: string; last: string | null; flags: string[] };

/**
 * A whole litter's weigh-in on one screen (docs/puppy-record.md): one date and time (now, by
 * default), then one field per puppy in the litter's order, so Tab goes from puppy to puppy and
 * one Save stores them all. A native form: it posts before scripts run, and the page answers.
 */
export function WeightsForm({ litterId, rows, unit, now }: { litterId: string; rows: WeightRow[]; unit: 'g' | 'oz'; now: string }) {
  const router = useRouter();
  const id = useId();
  const { state, action, pending, formRef } = usePostedForm(saveLitterWeightsAction, IDLE, (_saved, form) => {
    form?.querySelectorAll<HTMLInputElement>('input[name^="weight."]').forEach((i) => (i.value = ''));
    // The action revalidates nothing (admin pages are per request): read the hub again.
    router.refresh();
  });

  const unitLabel = unit === 'g' ? 'grams' : 'oz, or lb and oz';
  const errors = state.fieldErrors ?? {};
  return (
    <form ref={formRef} action={action} className={styles.form} aria-label="Log weights">
      <input type="hidden" name="litterId" value={litterId} />
      <fieldset disabled={pending} className={styles.fieldset}>
        <legend className="visually-hidden">Log weights</legend>
        <div className="field">
          <label htmlFor={`${id}-at`}>Weighed at</label>
          <input id={`${id}-at`} name="at" type="datetime-local" className="input" defaultValue={now} required aria-invalid={errors.at ? true : undefined} />
        </div>
        <ol className={styles.rows}>
          {rows.map((r) => {
            const name = `weight.${r.puppyId}`;
            const err = errors[name];
            return (
              <li key={r.puppyId} className={styles.row}>
                <label htmlFor={`${id}-${r.puppyId}`}>{`${r.name} (${unitLabel})`}</label>
                <input
                  id={`${id}-${r.puppyId}`}
                  name={name}
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-invalid={err ? true : undefined}
                  aria-describedby={`${id}-${r.puppyId}-meta${err ? ` ${id}-${r.puppyId}-error` : ''}`}
                />
                <p id={`${id}-${r.puppyId}-meta`} className={styles.meta}>
                  {r.last ? `Last: ${r.last}` : 'Not weighed yet'}
                  {r.flags.map((f) => (
                    <span key={f} className={styles.flag}>
                      {f}
                    </span>
                  ))}
                </p>
                {err && (
                  <p id={`${id}-${r.puppyId}-error`} className={styles.error}>
                    {err}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <div>
          <button type="submit" className="btn btn-primary">
            {pending ? 'Saving…' : 'Save weights'}
          </button>
        </div>
      </fieldset>
      <p className={styles.status} role="status" aria-live="polite">
        {state.status !== 'idle' ? state.message : ''}
      </p>
    </form>
  );
}
