'use client';

import { useRouter } from 'next/navigation';
import { CARE_NOTES_MAX, HEALTH_KIND_LABELS, type RecordSettings } from '@/lib/domain/health';
import { WEIGHT_UNIT_LABELS, WEIGHT_UNITS } from '@/lib/domain/growth';
import { Field, SelectField, TextAreaField } from '../field';
import form from '../admin-form.module.css';
import { PostedMessage, PostedSubmit } from '../submit-button';
import { usePostedForm } from '../use-form-action';
import { saveRecordSettingsAction, type SettingsState } from './actions';

const IDLE: SettingsState = { status: 'idle' };

/** The template as the one text field edits it: "kind, what, from day, to day" per line. */
function scheduleText(settings: RecordSettings): string {
  return settings.schedule.map((i) => `${HEALTH_KIND_LABELS[i.kind].toLowerCase()}, ${i.what}, ${i.fromDay}, ${i.toDay}`).join('\n');
}

/** The owner's unit, schedule template and care notes, set once for every litter. */
export function RecordSettingsForm({ settings }: { settings: RecordSettings }) {
  const router = useRouter();
  const { state, action, pending, formRef } = usePostedForm(saveRecordSettingsAction, IDLE, () => router.refresh());
  const e = state.fieldErrors ?? {};
  return (
    <form ref={formRef} action={action} className={form.form} aria-label="Record settings">
      <fieldset disabled={pending} className={form.fieldset}>
        <legend className="visually-hidden">Record settings</legend>
        <SelectField label="Weight unit" name="unit" error={e.unit} options={WEIGHT_UNITS} labels={WEIGHT_UNIT_LABELS} defaultValue={settings.unit} />
        <Field
          label="Schedule template"
          name="schedule"
          error={e.schedule}
          full
          hint="One step per line: kind, what, from day, to day (age in days from birth). Kinds: vaccination, deworming, vet check. For example: deworming, Deworming 1, 14, 14"
        >
          {(p) => <textarea {...p} className="input" rows={10} defaultValue={scheduleText(settings)} />}
        </Field>
        <TextAreaField label="Care and feeding notes (in every go-home packet)" name="careNotes" error={e.careNotes} full rows={8} maxLength={CARE_NOTES_MAX} defaultValue={settings.careNotes} />
        <PostedSubmit pending={pending}>Save record settings</PostedSubmit>
      </fieldset>
      <PostedMessage state={state} />
    </form>
  );
}
