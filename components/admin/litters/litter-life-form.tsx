'use client';

import { useState } from 'react';
import { LITTER_STAGE_LABELS, LITTER_STAGES, type Litter } from '@/lib/domain/litter';
import { MESSAGES } from '@/lib/domain/messages';
import { Field, InputField, SelectField, TextAreaField } from '../field';
import { orFailure, useAdminForm } from '../use-form-action';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CancelButton, FormMessage, SubmitButton } from '../submit-button';
import styles from '../admin-form.module.css';
import { createLitterAction, updateLitterAction, type LitterFormState } from './actions';

/** A parent the owner may choose for the dam or the sire (from `backend.parents`). */
export type ParentChoice = { id: string; name: string };

type Props = {
  /** null: a new litter (name and expected date, then the same fields). */
  litter: Litter | null;
  dams: ParentChoice[];
  sires: ParentChoice[];
  onDone?: () => void;
};

const IDLE: LitterFormState = { status: 'idle' };

/** Dam or sire: a parent record from the list, or (for an outside parent) a typed name. */
function ParentPicker({
  side,
  label,
  choices,
  current,
  errors,
}: {
  side: 'dam' | 'sire';
  label: string;
  choices: ParentChoice[];
  current: { parentId: string | null; name: string } | null;
  errors: Partial<Record<string, string>>;
}) {
  const [chosen, setChosen] = useState(current?.parentId ?? '');
  // Controlled: disabled until hydrated, so a choice made before is not put back (docs/admin-forms.md).
  const hydrated = useHydrated();
  return (
    <>
      <Field label={label} name={`${side}ParentId`} error={errors[`${side}ParentId`]} hint="Choose one of your parents, or Other to type a name.">
        {(p) => (
          <select {...p} className="input" value={chosen} disabled={!hydrated} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">Other (type a name)</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {chosen === '' ? (
        <InputField label={`${label} name`} name={`${side}Name`} error={errors[`${side}Name`]} maxLength={120} defaultValue={current?.parentId ? '' : (current?.name ?? '')} autoComplete="off" />
      ) : (
        <div aria-hidden="true" />
      )}
    </>
  );
}

/**
 * The lifecycle form of the litter hub (and of "New litter"): stage, dam and sire, dates, counts,
 * price range, deposit and go-home notes. The server parses everything again (zod) and answers with
 * field messages.
 */
export function LitterLifeForm({ litter, dams, sires, onDone }: Props) {
  // Not useActionState: see useFormAction. Both actions revalidate, so their answer already carries
  // the re-rendered page (the hub's heading, the list); no router.refresh() after them.
  const { state, dispatch, pending, ready, formRef } = useAdminForm(orFailure<LitterFormState>(litter ? updateLitterAction : createLitterAction, litter ? MESSAGES.littersAdmin.saveFailed : MESSAGES.admin.createFailed), IDLE, () => {
    onDone?.();
  });

  const errors: Partial<Record<string, string>> = state.fieldErrors ?? {};
  const life = litter?.life ?? null;
  const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

  return (
    <form method="post"
      ref={formRef}
      className={styles.form}
      aria-label={litter ? `Lifecycle of ${litter.name}` : 'New litter'}
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(new FormData(e.currentTarget));
      }}
    >
      {litter && <input type="hidden" name="id" value={litter.id} />}
      <fieldset disabled={pending} className={styles.fieldset}>
        <legend className="visually-hidden">{litter ? `Edit ${litter.name}` : 'New litter'}</legend>
        {!litter && (
          <InputField label="Name" name="name" error={errors.name} full hint="For example: Daisy × Duke, spring 2027." required maxLength={120} autoComplete="off" />
        )}
        <SelectField label="Stage" name="stage" error={errors.stage} options={LITTER_STAGES} labels={LITTER_STAGE_LABELS} defaultValue={life?.stage ?? 'planned'} />
        <InputField label="Expected Color" name="color" error={errors.color} maxLength={80} defaultValue={life?.color ?? ''} />

        <ParentPicker side="dam" label="Dam" choices={dams} current={life?.dam ?? null} errors={errors} />
        <ParentPicker side="sire" label="Sire" choices={sires} current={life?.sire ?? null} errors={errors} />

        <InputField label="Expected date" name="expectedDate" error={errors.expectedDate} type="date" defaultValue={life?.expectedDate ?? ''} />
        <InputField label="Birth date" name="birthDate" error={errors.birthDate} type="date" defaultValue={life?.birthDate ?? ''} />
        <InputField label="Go-home date" name="goHomeDate" error={errors.goHomeDate} type="date" defaultValue={life?.goHomeDate ?? ''} />
        <div aria-hidden="true" />

        <InputField label="Males born" name="males" error={errors.males} type="number" min={0} max={30} step={1} inputMode="numeric" defaultValue={num(life?.males)} />
        <InputField label="Females born" name="females" error={errors.females} type="number" min={0} max={30} step={1} inputMode="numeric" defaultValue={num(life?.females)} />
        <InputField label="Available" name="available" error={errors.available} hint="Puppies not yet reserved." type="number" min={0} max={30} step={1} inputMode="numeric" defaultValue={num(life?.available)} />
        <InputField label="Deposit (USD)" name="deposit" error={errors.deposit} type="number" min={0} step="any" inputMode="decimal" defaultValue={num(life?.deposit)} />
        <InputField label="Lowest price (USD)" name="priceMin" error={errors.priceMin} type="number" min={0} step="any" inputMode="decimal" defaultValue={num(life?.priceMin)} />
        <InputField label="Highest price (USD)" name="priceMax" error={errors.priceMax} type="number" min={0} step="any" inputMode="decimal" defaultValue={num(life?.priceMax)} />
        <TextAreaField label="Go-home notes" name="goHomeNotes" error={errors.goHomeNotes} full rows={3} maxLength={2000} defaultValue={life?.goHomeNotes ?? ''} />

        <FormMessage state={state} errorsOnly />
        <div className={`${styles.full} ${styles.buttons}`}>
          <CancelButton onCancel={onDone} />
          <SubmitButton ready={ready}>
            {pending ? 'Saving…' : litter ? 'Save litter' : 'Create litter'}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
