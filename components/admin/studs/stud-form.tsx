'use client';

import { createStudAction, updateStudAction, type StudFormState } from './actions';
import { InputField, TextAreaField } from '@/components/admin/field';
import { ImageField, ImageFormActions, uploadThenSave, useImageUpload } from '@/components/admin/image-field';
import styles from '@/components/admin/admin-form.module.css';
import { MESSAGES } from '@/lib/domain/messages';
import type { Stud } from '@/lib/domain/stud';
import { useAdminForm } from '@/components/admin/use-form-action';
import { StudFacetFields } from './stud-facet-fields';

type StudFormProps = {
  /** null: create a new stud. */
  stud: Stud | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

const IDLE: StudFormState = { status: 'idle' };

/** Create / edit a stud. The fee is disabled while the stud is not available and saved empty (docs/product.md §5). */
export function StudForm({ stud, onSaved, onCancel }: StudFormProps) {
  const image = useImageUpload('stud', stud?.imageUrl ?? null);
  const failure = stud ? MESSAGES.studAdmin.updateFailed : MESSAGES.studAdmin.createFailed;

  const { state, pending, ready, formRef, onSubmit } = useAdminForm(uploadThenSave(image, stud ? updateStudAction : createStudAction, failure), IDLE, (saved) => {
    onSaved(saved.message ?? '');
  });

  const errors = state.fieldErrors ?? {};

  return (
    <form method="post"
      ref={formRef}
      className={styles.form}
      // Dispatching from onSubmit keeps the typed values after an invalid result (React resets
      // uncontrolled fields after an action passed as the form's action prop).
      onSubmit={onSubmit}
    >
      {stud && <input type="hidden" name="id" value={stud.id} />}
      <fieldset disabled={pending} className={styles.fieldset}>
        <legend className="visually-hidden">{stud ? `Edit ${stud.name}` : 'New stud'}</legend>
        <InputField label="Name" name="name" error={errors.name} full required maxLength={120} defaultValue={stud?.name ?? ''} autoComplete="off" />

        <StudFacetFields facet={stud} feeError={errors.studFee} />
        <InputField label="Registration" name="registration" error={errors.registration} maxLength={120} defaultValue={stud?.registration ?? ''} />
        <InputField label="Date of birth" name="dob" error={errors.dob} type="date" defaultValue={stud?.dob ?? ''} />
        <InputField label="Color" name="color" error={errors.color} maxLength={80} defaultValue={stud?.color ?? ''} />
        <TextAreaField label="Notes" name="notes" error={errors.notes} full hint="Shown to signed-in visitors in the More Info window, and as “About” in Admin › Parents." rows={3} maxLength={4000} defaultValue={stud?.notes ?? ''} />

        <ImageField upload={image} serverError={errors.imageUrl} />

        <ImageFormActions state={state} image={image} pending={pending} ready={ready} onCancel={onCancel}>
          {stud ? 'Save changes' : 'Create stud'}
        </ImageFormActions>
      </fieldset>
    </form>
  );
}
