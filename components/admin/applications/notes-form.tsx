'use client';

import { useRouter } from 'next/navigation';
import { APPLICATION_LIMITS } from '@/lib/domain/application';
import { APPLICATIONS_ADMIN } from '@/lib/domain/application-replies';
import { TextAreaField } from '../field';
import { saveApplicationNotesAction, type NotesFormState } from './actions';
import { orFailure, useAdminForm } from '../use-form-action';
import { FormActions } from '../submit-button';
import { AdminForm } from '../admin-form';

const IDLE: NotesFormState = { status: 'idle' };

/** The owner's private notes on one application (never shown to the family). */
export function ApplicationNotesForm({ id, notes }: { id: string; notes: string }) {
  const router = useRouter();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<NotesFormState>(saveApplicationNotesAction, APPLICATIONS_ADMIN.notesFailed), IDLE, () => {
    router.refresh();
  });

  return (
    <AdminForm label="Owner notes" hidden={{ id }} formRef={formRef} onSubmit={onSubmit} pending={pending}>
      <TextAreaField label="Notes" name="notes" error={state.fieldErrors?.notes} full hint="Private: only admins see these." rows={5} maxLength={APPLICATION_LIMITS.notes} defaultValue={notes} />
      <FormActions state={state} ready={ready} pending={pending}>
        Save notes
      </FormActions>
    </AdminForm>
  );
}
