'use client';

import { useRouter } from 'next/navigation';
import type { FormState } from '@/lib/domain/form-state';
import { usePostedForm } from '../use-form-action';
import { deleteTreatmentAction } from './actions';

const IDLE: FormState = { status: 'idle' };

/** Removes one recorded treatment (a typing mistake); a form, so it works before scripts run. */
export function DeleteTreatment({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const { action, pending } = usePostedForm(deleteTreatmentAction, IDLE, () => router.refresh());
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn-outline" disabled={pending} aria-label={`Remove ${label}`}>
        Remove
      </button>
    </form>
  );
}
