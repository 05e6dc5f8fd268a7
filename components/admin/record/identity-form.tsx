'use client';

import { useRouter } from 'next/navigation';
import { CHECKLIST_ITEMS, CHECKLIST_LABELS, REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES, type PuppyIdentity } from '@/lib/domain/health';
import { Check, InputField, SelectField } from '../field';
import form from '../admin-form.module.css';
import { PostedMessage, PostedSubmit } from '../submit-button';
import { usePostedForm } from '../use-form-action';
import { saveIdentityAction, type IdentityState } from './actions';

const IDLE: IdentityState = { status: 'idle' };

/** A puppy's microchip, registration, collar, go-home date and weight, and the go-home checklist. */
export function IdentityForm({ identity, goHomeWeight, unit }: { identity: PuppyIdentity; goHomeWeight: string; unit: 'g' | 'oz' }) {
  const router = useRouter();
  const { state, action, pending, formRef } = usePostedForm(saveIdentityAction, IDLE, () => router.refresh());
  const e = state.fieldErrors ?? {};
  return (
    <form ref={formRef} action={action} className={form.form} aria-label="Identity and go-home">
      <input type="hidden" name="puppyId" value={identity.puppyId} />
      <fieldset disabled={pending} className={form.fieldset}>
        <legend className="visually-hidden">Identity and go-home</legend>
        <InputField label="Microchip number" name="microchip" error={e.microchip} hint="Usually 15 digits" inputMode="numeric" autoComplete="off" defaultValue={identity.microchip} maxLength={24} />
        <InputField label="Collar color" name="collarColor" error={e.collarColor} defaultValue={identity.collarColor} maxLength={40} />
        <InputField label="Registration body" name="registrationBody" error={e.registrationBody} hint="For example AKC" defaultValue={identity.registrationBody} maxLength={60} />
        <InputField label="Registration number" name="registrationNumber" error={e.registrationNumber} defaultValue={identity.registrationNumber} maxLength={60} />
        <SelectField label="Registration status" name="registrationStatus" error={e.registrationStatus} options={REGISTRATION_STATUSES} labels={REGISTRATION_STATUS_LABELS} defaultValue={identity.registrationStatus} />
        <InputField label="Go-home date" name="goHomeDate" error={e.goHomeDate} type="date" defaultValue={identity.goHomeDate ?? ''} />
        <InputField label={`Go-home weight (${unit === 'g' ? 'grams' : 'oz, or lb and oz'})`} name="goHomeWeight" error={e.goHomeGrams} inputMode="decimal" autoComplete="off" defaultValue={goHomeWeight} />
        <fieldset className={form.full}>
          <legend>Go-home checklist</legend>
          {CHECKLIST_ITEMS.map((k) => (
            <Check key={k} label={CHECKLIST_LABELS[k]} name={`check.${k}`} defaultChecked={identity.checklist.includes(k)} />
          ))}
        </fieldset>
        <PostedSubmit pending={pending}>Save identity and checklist</PostedSubmit>
      </fieldset>
      <PostedMessage state={state} />
    </form>
  );
}
