'use client';

import { useRouter } from 'next/navigation';
import { IDLE, type FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import form from '../admin-form.module.css';
import { FormMessage, SubmitButton } from '../submit-button';
import { orFailure, useAdminForm } from '../use-form-action';
import { sendPaymentReminderAction } from './actions';

const P = MESSAGES.payments;

/** Queues a reminder of what the family owes now, by its ledger (with a new status link). */
export function PaymentReminderForm({ applicationId }: { applicationId: string }) {
  const router = useRouter();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<FormState>(sendPaymentReminderAction, P.reminderFailed), IDLE, () => router.refresh());
  return (
    <form method="post" ref={formRef} className={form.form} aria-label={P.reminderButton} onSubmit={onSubmit}>
      <input type="hidden" name="applicationId" value={applicationId} />
      <p className={`${form.full} ${form.hint}`}>{P.reminderHint}</p>
      <FormMessage state={state} />
      <div className={`${form.full} ${form.buttons}`}>
        <SubmitButton ready={ready} className="btn btn-outline">
          {pending ? 'Sending…' : P.reminderButton}
        </SubmitButton>
      </div>
    </form>
  );
}
