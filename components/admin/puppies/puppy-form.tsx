'use client';

import { useState } from 'react';
import { createPuppyAction, updatePuppyAction, type PuppyFormState } from './actions';
import { MESSAGES } from '@/lib/domain/messages';
import { FORM_STATUSES, PUPPY_STATUSES, SEXES, type EntryType, type Puppy } from '@/lib/domain/puppy';
import { ADMIN_FORM_DEFAULT_ORDER } from '@/lib/domain/site';
import { Check, InputField, SelectField, TextAreaField } from '../field';
import { ImageField, ImageFormActions, uploadThenSave, useImageUpload } from '../image-field';
import styles from '../admin-form.module.css';
import { useAdminForm } from '../use-form-action';

type PuppyFormProps = {
  /** null: create a new entry. */
  entry: Puppy | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
  /**
   * On a litter's hub (docs/admin-forms.md, "A litter and its puppies"): the entry type is fixed (no
   * switch), a new puppy joins `litterId`, and for the litter entry itself the fields its lifecycle
   * form writes (expected date, color, dam, stud) are sent as stored instead of shown twice.
   */
  hub?: { type: EntryType; litterId?: string; lifeFields?: boolean; defaults?: Partial<Pick<Puppy, 'color' | 'damName' | 'studName' | 'dob'>> };
};

const IDLE: PuppyFormState = { status: 'idle' };

/**
 * Create / edit form for a puppy or litter with every field of docs/product.md §3. Switching the entry type
 * blanks the other type's fields (the server blanks them too). The status select offers Available
 * and Reserved; an entry already Adopted or on Hold keeps that value as an extra option, so saving
 * never changes it silently.
 */
export function PuppyForm({ entry, onSaved, onCancel, hub }: PuppyFormProps) {
  const [entryType, setEntryType] = useState<EntryType>(hub?.type ?? entry?.entryType ?? 'puppy');
  // Once the type was switched, the type-specific fields start blank when they reappear.
  const [switched, setSwitched] = useState(false);
  const image = useImageUpload('puppy', entry?.imageUrl ?? null);

  const { state, pending, ready, formRef, onSubmit } = useAdminForm(
    uploadThenSave(image, entry ? updatePuppyAction : createPuppyAction, entry ? MESSAGES.admin.updateFailed : MESSAGES.admin.createFailed, MESSAGES.admin.saveFailed),
    IDLE,
    (saved) => onSaved(saved.message ?? ''),
  );

  const errors = state.fieldErrors ?? {};
  const shared: Partial<Puppy> | null = entry ?? hub?.defaults ?? null;
  const typed = switched ? null : shared;
  // The litter entry on its hub: these four are the lifecycle form's (stored on the entry by it).
  const life = hub?.lifeFields === true && entry !== null;
  const isLitter = entryType === 'litter';
  const statuses: readonly string[] =
    entry && !(FORM_STATUSES as readonly string[]).includes(entry.status) && (PUPPY_STATUSES as readonly string[]).includes(entry.status)
      ? [...FORM_STATUSES, entry.status]
      : FORM_STATUSES;

  return (
    <form method="post"
      ref={formRef}
      className={styles.form}
      // Dispatching from onSubmit (not the action prop) keeps the typed values after an invalid
      // result; React resets uncontrolled fields after a form-prop action.
      onSubmit={onSubmit}
    >
      {entry && <input type="hidden" name="id" value={entry.id} />}
      {hub?.litterId && !entry && <input type="hidden" name="litterId" value={hub.litterId} />}
      {hub && <input type="hidden" name="entryType" value={hub.type} />}
      {life && (
        <>
          <input type="hidden" name="expectedDate" value={entry.expectedDate ?? ''} />
          <input type="hidden" name="color" value={entry.color} />
          <input type="hidden" name="damName" value={entry.damName} />
          <input type="hidden" name="studName" value={entry.studName} />
        </>
      )}
      <fieldset disabled={pending} className={styles.fieldset}>
        <legend className="visually-hidden">{entry ? `Edit ${entry.name}` : hub?.litterId ? 'New puppy' : 'New entry'}</legend>
        {!hub && (
          <fieldset className={`${styles.full} ${styles.segmented}`}>
            <legend>Entry type</legend>
            {(['puppy', 'litter'] as const).map((t) => (
              <label key={t}>
                <input
                  type="radio"
                  name="entryType"
                  value={t}
                  checked={entryType === t}
                  disabled={!ready}
                  onChange={() => {
                    setEntryType(t);
                    setSwitched(true);
                  }}
                />
                <span>{t === 'puppy' ? 'Puppy' : 'Litter'}</span>
              </label>
            ))}
          </fieldset>
        )}
        {errors.entryType && <p className={`${styles.error} ${styles.full}`}>{errors.entryType}</p>}

        <InputField label="Name" name="name" error={errors.name} full required maxLength={120} defaultValue={entry?.name ?? ''} autoComplete="off" />
        <TextAreaField label="Description" name="description" error={errors.description} full rows={3} maxLength={4000} defaultValue={entry?.description ?? ''} />

        <SelectField label="Status" name="status" error={errors.status} options={statuses} defaultValue={entry?.status && statuses.includes(entry.status) ? entry.status : 'Available'} />
        <InputField label="Order" name="order" error={errors.order} hint="Lower numbers show first." type="number" step={1} inputMode="numeric" defaultValue={entry?.order ?? ADMIN_FORM_DEFAULT_ORDER} />

        {!isLitter && (
          <>
            <InputField label="Price (USD)" name="price" error={errors.price} hint="Leave empty for “Contact for pricing”." type="number" min={0} step="any" inputMode="decimal" defaultValue={typed?.price ?? ''} />
            <SelectField label="Sex" name="sex" error={errors.sex} options={SEXES} blank="Not set" defaultValue={typed?.sex ?? ''} />
            <InputField label="Date of birth" name="dob" error={errors.dob} type="date" defaultValue={typed?.dob ?? ''} />
            <InputField label="Available date" name="availableDate" error={errors.availableDate} type="date" defaultValue={typed?.availableDate ?? ''} />
          </>
        )}
        {isLitter && !life && (
          <InputField label="Expected date" name="expectedDate" error={errors.expectedDate} type="date" defaultValue={typed?.expectedDate ?? ''} />
        )}

        {!life && (
          <>
            <InputField label={isLitter ? 'Expected Color' : 'Color'} name="color" error={errors.color} maxLength={80} defaultValue={shared?.color ?? ''} />
            <InputField label="Dam" name="damName" error={errors.damName} maxLength={120} defaultValue={shared?.damName ?? ''} />
            <InputField label="Stud" name="studName" error={errors.studName} maxLength={120} defaultValue={shared?.studName ?? ''} />
          </>
        )}

        <ImageField upload={image} serverError={errors.imageUrl} />

        <div className={styles.full}>
          <Check label="Public (shown on the puppies page)" name="public" defaultChecked={entry?.public ?? true} />
        </div>

        <ImageFormActions state={state} image={image} pending={pending} ready={ready} onCancel={onCancel}>
          {entry ? 'Save changes' : hub ? 'Create puppy' : 'Create entry'}
        </ImageFormActions>
      </fieldset>
    </form>
  );
}
