'use client';

import { useRouter } from 'next/navigation';
import { LEDGER_KIND_LABELS, LEDGER_KINDS, LEDGER_METHOD_LABELS, LEDGER_NOTE_MAX, ledgerMethodsFor, type LedgerEntry } from '@/lib/domain/ledger';
import { InputField, NamedSelectField, SelectField } from '../field';
import { saveLedgerEntryAction, type LedgerState } from './actions';
import { orFailure, useAdminForm } from '../use-form-action';
import { FormActions } from '../submit-button';
import { AdminForm } from '../admin-form';
import { ScriptButton } from '../script-button';

const IDLE: LedgerState = { status: 'idle' };
type Option = { id: string; name: string };

/** Records a new deposit or payment, or edits one (`entry`); amounts are typed in dollars. */
export function LedgerForm({
  applicationId,
  entry,
  litters,
  puppies,
  today,
  onDone,
}: {
  applicationId: string;
  entry?: LedgerEntry;
  litters: Option[];
  puppies: Option[];
  today: string;
  onDone?: () => void;
}) {
  const router = useRouter();
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(orFailure<LedgerState>(saveLedgerEntryAction, 'Could not save the ledger entry. Please try again.'), IDLE, (_saved, form) => {
    if (!entry) form?.reset();
    router.refresh();
    onDone?.();
  });

  const title = entry ? 'Edit ledger entry' : 'Record a deposit or payment';
  const e = state.fieldErrors ?? {};
  return (
    <AdminForm label={title} hidden={{ id: entry?.id ?? '', applicationId }} formRef={formRef} onSubmit={onSubmit} pending={pending}>
      <SelectField label="Kind" name="kind" error={e.kind} options={LEDGER_KINDS} labels={LEDGER_KIND_LABELS} defaultValue={entry?.kind ?? 'deposit'} />
      <InputField label="Amount (US dollars)" name="amount" error={e.amount} hint="For example 500 or 1,250.00" inputMode="decimal" autoComplete="off" defaultValue={entry ? (entry.amountCents / 100).toFixed(2) : ''} />
      <InputField label="Date received" name="date" error={e.date} type="date" defaultValue={entry?.date ?? today} />
      <SelectField label="Method" name="method" error={e.method} options={ledgerMethodsFor(entry?.method)} labels={LEDGER_METHOD_LABELS} defaultValue={entry?.method ?? 'cash'} />
      <NamedSelectField label="Litter" name="litterId" error={e.litterId} items={litters} blank="None" defaultValue={entry?.litterId ?? litters[0]?.id ?? ''} />
      <NamedSelectField label="Puppy" name="puppyId" error={e.puppyId} hint="The family’s picked puppy, once they have picked." items={puppies} blank="None" defaultValue={entry?.puppyId ?? puppies[0]?.id ?? ''} />
      <InputField label="Note" name="note" error={e.note} full hint="Check number, who paid, anything to remember." maxLength={LEDGER_NOTE_MAX} defaultValue={entry?.note ?? ''} />
      <FormActions
        state={state}
        ready={ready}
        pending={pending}
        extra={
          onDone && (
            <ScriptButton className="btn btn-outline" onClick={onDone}>
              Cancel
            </ScriptButton>
          )
        }
      >
        {entry ? 'Save entry' : 'Record'}
      </FormActions>
    </AdminForm>
  );
}
