'use client';

import { useRouter } from 'next/navigation';
import { Field, InputField } from '../field';
import { addToWaitlistAction, type WaitlistState } from './actions';
import { orFailure, useAdminForm } from '../use-form-action';
import { FormActions } from '../submit-button';
import { AdminForm } from '../admin-form';

const IDLE: WaitlistState = { status: 'idle' };

/** Family hub: put this family on a current litter's waitlist, at a position or by deposit date. */
export function WaitlistPlacementForm({ applicationId, litters }: { applicationId: string; litters: { id: string; name: string; size: number }[] }) {
  const router = useRouter();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<WaitlistState>(addToWaitlistAction, 'Could not update the waitlist. Please try again.'), IDLE, (_saved, form) => {
    form?.reset();
    router.refresh();
  });

  if (litters.length === 0) return <p>This family is on every current litter’s waitlist (or there is no current litter).</p>;
  return (
    <AdminForm label="Add to a litter’s waitlist" hidden={{ applicationId }} formRef={formRef} onSubmit={onSubmit} pending={pending}>
      <Field label="Litter" name="litterId" error={state.fieldErrors?.litterId}>
        {(p) => (
          <select {...p} className="input" defaultValue={litters[0]!.id}>
            {litters.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name} ({l.size} on the list)
              </option>
            ))}
          </select>
        )}
      </Field>
      <InputField label="Position" name="position" error={state.fieldErrors?.position} hint="Blank: by deposit date (no deposit yet: last)." type="number" inputMode="numeric" min={1} step={1} />
      <FormActions state={state} ready={ready} pending={pending} busy="Adding…">
        Add to waitlist
      </FormActions>
    </AdminForm>
  );
}
