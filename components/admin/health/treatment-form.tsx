'use client';

import { useRouter } from 'next/navigation';
import { HEALTH_KIND_LABELS, HEALTH_KINDS } from '@/lib/domain/health';
import { InputField, SelectField, TextAreaField } from '../field';
import form from '../admin-form.module.css';
import { PostedMessage, PostedSubmit } from '../submit-button';
import { usePostedForm } from '../use-form-action';
import { recordTreatmentAction, type HealthState } from './actions';

const IDLE: HealthState = { status: 'idle' };

/** Records a treatment for the puppies ticked (all, by default): a litter is usually dewormed together. */
export function TreatmentForm({ litterId, puppies, today }: { litterId: string; puppies: { id: string; name: string }[]; today: string }) {
  const router = useRouter();
  const { state, action, pending, formRef } = usePostedForm(recordTreatmentAction, IDLE, (_state, sent) => {
    sent?.reset();
    router.refresh();
  });
  const e = state.fieldErrors ?? {};
  return (
    <form ref={formRef} action={action} className={form.form} aria-label="Record a treatment">
      <input type="hidden" name="litterId" value={litterId} />
      <fieldset disabled={pending} className={form.fieldset}>
        <legend className="visually-hidden">Record a treatment</legend>
        <SelectField label="Kind" name="kind" error={e.kind} options={HEALTH_KINDS} labels={HEALTH_KIND_LABELS} defaultValue="deworming" />
        <InputField label="What" name="what" error={e.what} hint="For example DHPP, Pyrantel, First exam" maxLength={120} required />
        <InputField label="Product" name="product" error={e.product} maxLength={120} />
        <InputField label="Lot" name="lot" error={e.lot} maxLength={60} />
        <InputField label="Date given" name="date" error={e.date} type="date" defaultValue={today} required />
        <InputField label="Given by" name="givenBy" error={e.givenBy} maxLength={120} />
        <TextAreaField label="Note" name="note" error={e.note} full rows={2} maxLength={1000} />
        <fieldset className={form.full}>
          <legend>Puppies</legend>
          {e.puppies && <p className={form.error}>{e.puppies}</p>}
          {puppies.map((p) => (
            <label key={p.id} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: 44 }}>
              <input type="checkbox" name={`puppy.${p.id}`} defaultChecked />
              {p.name}
            </label>
          ))}
        </fieldset>
        <PostedSubmit pending={pending}>Record treatment</PostedSubmit>
      </fieldset>
      <PostedMessage state={state} />
    </form>
  );
}
