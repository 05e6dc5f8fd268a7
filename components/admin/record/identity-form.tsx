'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useRef } from 'react';
import { CHECKLIST_ITEMS, CHECKLIST_LABELS, REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES, type PuppyIdentity } from '@/lib/domain/health';
import { focusFirstInvalid, notify } from '../action-feedback';
import { Check, Field } from '../field';
import form from '../admin-form.module.css';
import { saveIdentityAction, type IdentityState } from './actions';

const IDLE: IdentityState = { status: 'idle' };

/** A puppy's microchip, registration, collar, go-home date and weight, and the go-home checklist. */
export function IdentityForm({ identity, goHomeWeight, unit }: { identity: PuppyIdentity; goHomeWeight: string; unit: 'g' | 'oz' }) {
  const router = useRouter();
  const ref = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState(saveIdentityAction, IDLE);
  useEffect(() => {
    if (state.status === 'idle') return;
    notify(state);
    if (state.status === 'ok') router.refresh();
    else focusFirstInvalid(ref.current);
  }, [state, router]);
  const e = state.fieldErrors ?? {};
  return (
    <form ref={ref} action={action} className={form.form} aria-label="Identity and go-home">
      <input type="hidden" name="puppyId" value={identity.puppyId} />
      <fieldset disabled={pending} className={form.fieldset}>
        <legend className="visually-hidden">Identity and go-home</legend>
        <Field label="Microchip number" name="microchip" error={e.microchip} hint="Usually 15 digits">
          {(p) => <input {...p} className="input" inputMode="numeric" autoComplete="off" defaultValue={identity.microchip} maxLength={24} />}
        </Field>
        <Field label="Collar colour" name="collarColor" error={e.collarColor}>
          {(p) => <input {...p} className="input" defaultValue={identity.collarColor} maxLength={40} />}
        </Field>
        <Field label="Registration body" name="registrationBody" error={e.registrationBody} hint="For example AKC">
          {(p) => <input {...p} className="input" defaultValue={identity.registrationBody} maxLength={60} />}
        </Field>
        <Field label="Registration number" name="registrationNumber" error={e.registrationNumber}>
          {(p) => <input {...p} className="input" defaultValue={identity.registrationNumber} maxLength={60} />}
        </Field>
        <Field label="Registration status" name="registrationStatus" error={e.registrationStatus}>
          {(p) => (
            <select {...p} className="input" defaultValue={identity.registrationStatus}>
              {REGISTRATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {REGISTRATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Go-home date" name="goHomeDate" error={e.goHomeDate}>
          {(p) => <input {...p} className="input" type="date" defaultValue={identity.goHomeDate ?? ''} />}
        </Field>
        <Field label={`Go-home weight (${unit === 'g' ? 'grams' : 'oz, or lb and oz'})`} name="goHomeWeight" error={e.goHomeGrams}>
          {(p) => <input {...p} className="input" inputMode="decimal" autoComplete="off" defaultValue={goHomeWeight} />}
        </Field>
        <fieldset className={form.full}>
          <legend>Go-home checklist</legend>
          {CHECKLIST_ITEMS.map((k) => (
            <Check key={k} label={CHECKLIST_LABELS[k]} name={`check.${k}`} defaultChecked={identity.checklist.includes(k)} />
          ))}
        </fieldset>
        <div className={form.full}>
          <button type="submit" className="btn btn-primary">
            {pending ? 'Saving…' : 'Save identity and checklist'}
          </button>
        </div>
      </fieldset>
      <p role="status" aria-live="polite">
        {state.status !== 'idle' ? state.message : ''}
      </p>
    </form>
  );
}
