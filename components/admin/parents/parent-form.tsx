'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Check, Field, InputField, TextAreaField } from '@/components/admin/field';
import { ImageField, ImageFormActions, uploadThenSave, useImageUpload } from '@/components/admin/image-field';
import styles from '@/components/admin/admin-form.module.css';
import { MESSAGES } from '@/lib/domain/messages';
import { CLEARANCE_TESTS, MAX_CLEARANCES, type Clearance, type Parent, type ParentSex } from '@/lib/domain/parent';
import { createParentAction, updateParentAction, type ParentFormState } from './actions';
import { CLEARANCE_FIELDS } from './form-fields';
import own from './parents-admin.module.css';
import { useAdminForm } from '@/components/admin/use-form-action';
import { StudFacetFields } from '@/components/admin/studs/stud-facet-fields';
import { ScriptButton } from '../script-button';

type ParentFormProps = {
  /** null: create a new parent. */
  parent: Parent | null;
};

const IDLE: ParentFormState = { status: 'idle' };

type Row = Clearance & { key: number };
const blankRow = (key: number): Row => ({ key, test: '', result: '', date: null, registryUrl: null });

/** Create / edit a parent: its details, card photo, and health clearances (rows added and removed). */
export function ParentForm({ parent }: ParentFormProps) {
  const router = useRouter();
  const [sex, setSex] = useState<ParentSex>(parent?.sex ?? 'dam');
  const nextKey = useRef(parent?.clearances.length ?? 1);
  const [rows, setRows] = useState<Row[]>(() => (parent?.clearances.length ? parent.clearances.map((c, i) => ({ ...c, key: i })) : [blankRow(0)]));
  const image = useImageUpload('parent', parent?.imageUrl ?? null);
  const failure = parent ? MESSAGES.parentsAdmin.updateFailed : MESSAGES.parentsAdmin.createFailed;
  const announce = useRef<HTMLParagraphElement>(null);

  const { state, pending, ready, formRef, onSubmit } = useAdminForm(uploadThenSave(image, parent ? updateParentAction : createParentAction, failure), IDLE, (saved) => {
    // Both actions revalidate the parents tag, so their answer already carries the re-rendered page:
    // no router.refresh() after a save (a second render of the page, and a second Transition).
    if (!parent && saved.id) router.push(`/admin/parents/${saved.id}`);
  });

  const errors = state.fieldErrors ?? {};
  const cellError = (i: number, cell: keyof typeof CLEARANCE_FIELDS) => errors[`clearances.${i}.${cell}`];

  function addRow() {
    setRows((r) => [...r, blankRow(nextKey.current++)]);
    if (announce.current) announce.current.textContent = 'Clearance row added.';
  }
  function removeRow(key: number, label: string) {
    setRows((r) => (r.length === 1 ? [blankRow(nextKey.current++)] : r.filter((x) => x.key !== key)));
    if (announce.current) announce.current.textContent = `${label} removed.`;
  }

  return (
    <form method="post"
      ref={formRef}
      className={styles.form}
      aria-label={parent ? `Edit ${parent.name}` : 'New parent'}
      onSubmit={onSubmit}
    >
      {parent && <input type="hidden" name="id" value={parent.id} />}
      {parent && <input type="hidden" name="imageUrlBefore" value={parent.imageUrl ?? ''} />}
      <fieldset disabled={pending} className={styles.fieldset}>
        <legend className="visually-hidden">{parent ? `Edit ${parent.name}` : 'New parent'}</legend>
        <InputField label="Name" name="name" error={errors.name} required maxLength={120} defaultValue={parent?.name ?? ''} autoComplete="off" />
        <Field label="Dam or sire" name="sex" error={errors.sex}>
          {(p) => (
            <select {...p} className="input" value={sex} disabled={!ready} onChange={(e) => setSex(e.currentTarget.value === 'sire' ? 'sire' : 'dam')}>
              <option value="dam">Dam</option>
              <option value="sire">Sire</option>
            </select>
          )}
        </Field>
        <InputField label="Registration" name="registration" error={errors.registration} hint="For example AKC SR12345678." maxLength={120} defaultValue={parent?.registration ?? ''} />
        <InputField label="Date of birth" name="dob" error={errors.dob} type="date" defaultValue={parent?.dob ?? ''} />
        <InputField label="Color" name="color" error={errors.color} maxLength={80} defaultValue={parent?.color ?? ''} />
        {sex !== 'sire' && <div aria-hidden="true" />}
        <TextAreaField label="About" name="bio" error={errors.bio} full hint="Temperament, titles, what she or he passes on. Shown on the public page." rows={4} maxLength={4000} defaultValue={parent?.bio ?? ''} />
        <div className={styles.full}>
          <Check label="Show on the site" name="public" defaultChecked={parent?.public ?? true} hint="Hidden parents have no public page." />
        </div>
        <div className={styles.full}>
          <Check label="Retired" name="retired" defaultChecked={parent?.retired ?? false} />
        </div>
        {sex === 'sire' && (
          <fieldset className={`${styles.full} ${own.stud}`}>
            <legend>Stud</legend>
            <Check
              label="Offered as a stud"
              name="studOffered"
              defaultChecked={parent?.stud != null}
              hint="Listed in Admin › Studs, and on the public studs page while available. His public page then shows visitors only his name and a blurred photo."
            />
            <StudFacetFields facet={parent?.stud ?? null} feeError={errors.stud} />
          </fieldset>
        )}

        <ImageField upload={image} serverError={errors.imageUrl} />

        <fieldset className={`${styles.full} ${own.clearances}`}>
          <legend>Health clearances</legend>
          <p className={styles.hint} id="clearance-hint">
            One row per test: Hips, Elbows, Heart, Eyes, a genetic panel… Date and registry link are optional.
          </p>
          <datalist id="clearance-tests">
            {CLEARANCE_TESTS.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          {errors.clearances && <p className={styles.error}>{errors.clearances}</p>}
          <ol className={own.rows}>
            {rows.map((row, i) => {
              const label = `Clearance ${i + 1}`;
              const cell = (c: keyof typeof CLEARANCE_FIELDS) => ({
                id: `clearance-${row.key}-${c}`,
                name: CLEARANCE_FIELDS[c],
                'aria-invalid': cellError(i, c) ? (true as const) : undefined,
                'aria-describedby': cellError(i, c) ? `clearance-${row.key}-${c}-error` : undefined,
              });
              const err = (c: keyof typeof CLEARANCE_FIELDS) =>
                cellError(i, c) ? (
                  <p id={`clearance-${row.key}-${c}-error`} className={styles.error}>
                    {cellError(i, c)}
                  </p>
                ) : null;
              return (
                <li key={row.key} className={own.row} aria-label={label}>
                  <div className="field">
                    <label htmlFor={`clearance-${row.key}-test`}>Test ({label})</label>
                    <input {...cell('test')} className="input" list="clearance-tests" maxLength={80} defaultValue={row.test} />
                    {err('test')}
                  </div>
                  <div className="field">
                    <label htmlFor={`clearance-${row.key}-result`}>Result ({label})</label>
                    <input {...cell('result')} className="input" maxLength={160} defaultValue={row.result} />
                    {err('result')}
                  </div>
                  <div className="field">
                    <label htmlFor={`clearance-${row.key}-date`}>Date ({label})</label>
                    <input {...cell('date')} className="input" type="date" defaultValue={row.date ?? ''} />
                    {err('date')}
                  </div>
                  <div className="field">
                    <label htmlFor={`clearance-${row.key}-registryUrl`}>Registry link ({label})</label>
                    <input {...cell('registryUrl')} className="input" type="url" inputMode="url" placeholder="https://ofa.org/…" maxLength={2048} defaultValue={row.registryUrl ?? ''} />
                    {err('registryUrl')}
                  </div>
                  <ScriptButton className={`btn btn-outline ${own.remove}`} onClick={() => removeRow(row.key, label)}>
                    Remove<span className="visually-hidden"> {label}</span>
                  </ScriptButton>
                </li>
              );
            })}
          </ol>
          <ScriptButton className="btn btn-outline" onClick={addRow} disabled={rows.length >= MAX_CLEARANCES}>
            Add clearance
          </ScriptButton>
          <p ref={announce} className="visually-hidden" aria-live="polite" />
        </fieldset>

        <ImageFormActions state={state} image={image} pending={pending} ready={ready}>
          {parent ? 'Save changes' : 'Create parent'}
        </ImageFormActions>
      </fieldset>
    </form>
  );
}
