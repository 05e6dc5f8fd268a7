'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import type { FormState } from '@/lib/domain/form-state';
import { notify } from '../action-feedback';
import { deleteTreatmentAction } from './actions';

const IDLE: FormState = { status: 'idle' };

/** Removes one recorded treatment (a typing mistake); a form, so it works before scripts run. */
export function DeleteTreatment({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const [state, action, pending] = useActionState(deleteTreatmentAction, IDLE);
  useEffect(() => {
    if (state.status === 'idle') return;
    notify(state);
    if (state.status === 'ok') router.refresh();
  }, [state, router]);
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="btn btn-outline" disabled={pending} aria-label={`Remove ${label}`}>
        Remove
      </button>
    </form>
  );
}
