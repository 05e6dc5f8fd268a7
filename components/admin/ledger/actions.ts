'use server';

import { z } from 'zod';
import { text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { formatCents, LEDGER_KIND_LABELS, ledgerFormSchema, ledgerMethodsFor, type LedgerField } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import { adminAction, findById } from '@/lib/server/admin-action';
import { syncDepositDates } from '@/lib/server/waitlists';
import { formatDate } from '@/lib/domain/format';
import { NOTICE_TEXTS } from '@/lib/domain/notifications';
import { getTimeZone } from '@/lib/server/clock';
import { notifyOwner } from '@/lib/server/owner-notify';
import { sendPaymentReminder } from '@/lib/server/payments';

/**
 * The family hub's Ledger (docs/family-journey.md): the owner records, edits and deletes deposits and
 * payments received outside the site (no payment processor; lib/payments/ is the seam). Every
 * action goes through adminAction and zod; bad input stores nothing. Ledgers are admin-only and
 * never on a public page, so nothing is revalidated. A deposit keeps the family's waitlist entries'
 * deposit date current (their default order; the position itself stays the owner's).
 */

export type LedgerState = FormState<LedgerField | 'id'>;

const L = MESSAGES.ledger;

/** Creates an entry (blank id) or replaces one of this application's entries. */
export async function saveLedgerEntryAction(_prev: LedgerState, formData: FormData): Promise<LedgerState> {
  return adminAction<LedgerField | 'id'>(L.failed, async (_admin, backend) => {
    const parsed = ledgerFormSchema.safeParse({
      id: text(formData, 'id'),
      applicationId: text(formData, 'applicationId'),
      kind: text(formData, 'kind'),
      amount: text(formData, 'amount'),
      date: text(formData, 'date'),
      method: text(formData, 'method'),
      puppyId: text(formData, 'puppyId'),
      litterId: text(formData, 'litterId'),
      note: text(formData, 'note'),
    });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<LedgerField | 'id' | 'applicationId'>(parsed.error.issues);
      if (fieldErrors.id || fieldErrors.applicationId) return { status: 'error', message: fieldErrors.id ?? fieldErrors.applicationId };
      return { status: 'invalid', message: Object.values(fieldErrors)[0], fieldErrors };
    }
    const { id, amount, ...rest } = parsed.data;
    const application = await backend.applications.get({ id: rest.applicationId });
    if (!application) return { status: 'error', message: L.unknownApplication };
    if (rest.litterId && !(await backend.litters.get({ id: rest.litterId }))) return { status: 'invalid', message: 'Choose a litter from the list.', fieldErrors: { litterId: 'Choose a litter from the list.' } };
    if (rest.puppyId) {
      const puppy = await backend.puppies.get({ id: rest.puppyId });
      if (!puppy || puppy.entryType !== 'puppy') return { status: 'invalid', message: 'Choose a puppy from the list.', fieldErrors: { puppyId: 'Choose a puppy from the list.' } };
    }
    const input = { ...rest, amountCents: amount };
    const existing = id ? await backend.ledger.get({ id }) : null;
    if (id && (!existing || existing.applicationId !== rest.applicationId)) return { status: 'error', message: L.unknownEntry };
    // Only the site records an online payment; an entry it wrote may keep its method.
    if (!ledgerMethodsFor(existing?.method).includes(rest.method)) return { status: 'invalid', message: L.stripeIsOnline, fieldErrors: { method: L.stripeIsOnline } };
    if (id) {
      await backend.ledger.update({ id, input });
    } else {
      await backend.ledger.create({ input });
      // A recorded payment reaches every notification address (docs/notifications.md); never throws.
      const texts = NOTICE_TEXTS.payment(LEDGER_KIND_LABELS[rest.kind], formatCents(amount), application.contact.name, formatDate(rest.date, await getTimeZone()));
      await notifyOwner({ kind: 'payment', ...texts, adminPath: `/admin/applications/${application.id}` }, backend);
    }
    await syncDepositDates(backend, rest.applicationId);
    return { status: 'ok', message: L.saved(LEDGER_KIND_LABELS[rest.kind], formatCents(amount)) };
  });
}

/** Deletes one entry of the ledger. */
export async function deleteLedgerEntryAction(_prev: LedgerState, formData: FormData): Promise<LedgerState> {
  return adminAction<LedgerField | 'id'>(L.deleteFailed, async (_admin, backend) => {
    const parsed = ledgerFormSchema.pick({ id: true }).safeParse({ id: text(formData, 'id') });
    if (!parsed.success || !parsed.data.id) return { status: 'error', message: L.unknownEntry };
    const entry = await backend.ledger.get({ id: parsed.data.id });
    if (!entry) return { status: 'error', message: L.unknownEntry };
    await backend.ledger.delete({ id: entry.id });
    await syncDepositDates(backend, entry.applicationId);
    return { status: 'ok', message: L.deleted(LEDGER_KIND_LABELS[entry.kind], formatCents(entry.amountCents)) };
  });
}

const applicationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Queues a reminder of what the family owes now (with a fresh status link), for a deposit or a balance due before go-home. */
export async function sendPaymentReminderAction(_prev: FormState, formData: FormData): Promise<FormState> {
  const P = MESSAGES.payments;
  return adminAction(P.reminderFailed, async (_admin, backend) => {
    const found = await findById(applicationIdSchema, text(formData, 'applicationId'), (id) => backend.applications.get({ id }), L.failed, 'error');
    if (!found.ok) return found.state;
    const to = await sendPaymentReminder(backend, found.record);
    return to ? { status: 'ok', message: P.reminderSent(to) } : { status: 'error', message: P.reminderNothing };
  });
}
