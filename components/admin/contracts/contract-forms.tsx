'use client';

import { useRouter } from 'next/navigation';
import { CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';
import { IDLE, type FormState } from '@/lib/domain/form-state';
import { Check, InputField, NamedSelectField } from '../field';
import form from '../admin-form.module.css';
import { FormActions } from '../submit-button';
import { orFailure, useAdminForm } from '../use-form-action';
import { countersignContractAction, issueContractAction, sendContractReminderAction, type CountersignState, type IssueState } from './actions';
import { AdminForm } from '../admin-form';

type Option = { value: string; label: string };

/** A choice as a select of records shows it: its value sent, its label shown. */
const named = (o: Option) => ({ id: o.value, name: o.label });

type IssueFormDefaults = { familyNames: string; address: string; price: string; deposit: string; goHomeDate: string };

/** Issues the family's next contract version from a template, with the values it fills in. */
export function IssueContractForm({ applicationId, templates, subjects, defaults, next }: { applicationId: string; templates: Option[]; subjects: Option[]; defaults: IssueFormDefaults; next: number }) {
  const router = useRouter();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<IssueState>(issueContractAction, T.issueFailed), IDLE as IssueState, () => router.refresh());
  const e = state.fieldErrors ?? {};
  const title = next === 1 ? 'Issue the contract' : `Issue version ${next}`;
  return (
    <AdminForm label={title} hidden={{ applicationId }} formRef={formRef} onSubmit={onSubmit} pending={pending}>
      <NamedSelectField label="Template" name="templateId" error={e.templateId} items={templates.map(named)} defaultValue={templates[0]?.value ?? ''} />
      <NamedSelectField
        label="For"
        name="subject"
        error={e.subject}
        hint={subjects.length ? 'The picked puppy, or a reservation in a litter.' : 'Put the family on a litter’s waitlist first.'}
        items={subjects.map(named)}
        defaultValue={subjects[0]?.value ?? ''}
      />
      <InputField label="Title" name="title" error={e.title} maxLength={120} defaultValue="Puppy purchase contract" />
      <InputField label="Family names" name="familyNames" error={e.familyNames} hint="Everyone buying, as on their IDs." maxLength={200} defaultValue={defaults.familyNames} />
      <InputField label="Address" name="address" error={e.address} full maxLength={300} defaultValue={defaults.address} />
      <InputField label="Price (US dollars)" name="price" error={e.price} inputMode="decimal" defaultValue={defaults.price} />
      <InputField label="Deposit (US dollars)" name="deposit" error={e.deposit} hint="Non-refundable; credited toward the price." inputMode="decimal" defaultValue={defaults.deposit} />
      <InputField label="Go-home date" name="goHomeDate" error={e.goHomeDate} hint="Leave empty for “to be agreed”." type="date" defaultValue={defaults.goHomeDate} />
      <FormActions state={state} ready={ready} pending={pending} busy="Issuing…">
        {title}
      </FormActions>
    </AdminForm>
  );
}

/** The owner's countersignature over the hash of the text the family signed. */
export function CountersignForm({ contractId, documentHash }: { contractId: string; documentHash: string }) {
  const router = useRouter();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<CountersignState>(countersignContractAction, T.countersignFailed), IDLE as CountersignState, () => router.refresh());
  const e = state.fieldErrors ?? {};
  return (
    <AdminForm label="Countersign" hidden={{ contractId, documentHash }} formRef={formRef} onSubmit={onSubmit} pending={pending}>
      <InputField label="Your full legal name" name="name" error={e.name} hint="Typed as your signature." autoComplete="name" maxLength={120} />
      <Check label={T.agreeLabel} name="agree" />
      {e.agree && <p className={form.error}>{e.agree}</p>}
      <FormActions state={state} ready={ready} pending={pending} busy="Countersigning…">
        Countersign
      </FormActions>
    </AdminForm>
  );
}

/** Queues the reminder mail for an unsigned contract (with a new status link). */
export function ContractReminderForm({ applicationId }: { applicationId: string }) {
  const router = useRouter();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<FormState>(sendContractReminderAction, T.reminderFailed), IDLE, () => router.refresh());
  return (
    <form method="post" ref={formRef} className={form.form} aria-label="Send a reminder" onSubmit={onSubmit}>
      <input type="hidden" name="applicationId" value={applicationId} />
      <p className={`${form.full} ${form.hint}`}>The mail carries a new status link; the family’s earlier link stops working.</p>
      <FormActions state={state} ready={ready} className="btn btn-outline" pending={pending} busy="Sending…">
        Send a reminder to sign
      </FormActions>
    </form>
  );
}
