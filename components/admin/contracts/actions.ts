'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { clientIp } from '@/lib/auth/client-ip';
import { contractTemplateFormSchema, familySignFormSchema, issueContractFormSchema, type ContractTemplateField, type IssueContractField } from '@/lib/domain/contract';
import { CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';
import { isAppError } from '@/lib/domain/errors';
import { entry, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { adminAction, findById } from '@/lib/server/admin-action';
import { issueContract, sendContractReminder } from '@/lib/server/contracts';

/**
 * Contracts in admin (docs/contracts.md): templates (Admin › Contracts), and on the family hub:
 * issue a version, countersign, remind. Every action goes through adminAction (the role read from
 * the user record first) and zod; bad input stores nothing. Contracts are admin- and family-only
 * and their pages read fresh, so nothing is revalidated (the forms refresh).
 */

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export type TemplateState = FormState<ContractTemplateField>;
export type IssueState = FormState<IssueContractField>;
export type CountersignState = FormState<'name' | 'agree'>;

/** Creates (blank id) or replaces a template; unknown variables are refused by name. */
export async function saveContractTemplateAction(_prev: TemplateState, formData: FormData): Promise<TemplateState> {
  return adminAction<ContractTemplateField>(T.templateFailed, async (_admin, backend) => {
    const parsed = contractTemplateFormSchema.safeParse({ id: text(formData, 'id'), name: text(formData, 'name'), body: text(formData, 'body') });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<ContractTemplateField | 'id'>(parsed.error.issues);
      if (fieldErrors.id) return { status: 'error', message: fieldErrors.id };
      return { status: 'invalid', message: Object.values(fieldErrors)[0], fieldErrors };
    }
    const { id, ...input } = parsed.data;
    if (id) {
      if (!(await backend.contracts.getTemplate({ id }))) return { status: 'error', message: T.templateUnknown };
      await backend.contracts.updateTemplate({ id, input });
    } else {
      await backend.contracts.createTemplate({ input });
    }
    return { status: 'ok', message: T.templateSaved(input.name) };
  });
}

export async function deleteContractTemplateAction(_prev: TemplateState, formData: FormData): Promise<TemplateState> {
  return adminAction<ContractTemplateField>(T.templateFailed, async (_admin, backend) => {
    const parsed = idSchema.safeParse(text(formData, 'id'));
    const template = parsed.success ? await backend.contracts.getTemplate({ id: parsed.data }) : null;
    if (!template) return { status: 'error', message: T.templateUnknown };
    await backend.contracts.deleteTemplate({ id: template.id });
    return { status: 'ok', message: T.templateDeleted(template.name) };
  });
}

/** Issues the family's next version from a template (a change to a signed contract is a new version both sign). */
export async function issueContractAction(_prev: IssueState, formData: FormData): Promise<IssueState> {
  return adminAction<IssueContractField>(T.issueFailed, async (_admin, backend) => {
    const fields = ['applicationId', 'templateId', 'subject', 'title', 'familyNames', 'address', 'price', 'deposit', 'goHomeDate'] as const;
    const parsed = issueContractFormSchema.safeParse(Object.fromEntries(fields.map((f) => [f, text(formData, f)])));
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<IssueContractField | 'applicationId'>(parsed.error.issues);
      if (fieldErrors.applicationId) return { status: 'error', message: fieldErrors.applicationId };
      return { status: 'invalid', message: Object.values(fieldErrors)[0], fieldErrors };
    }
    const application = await backend.applications.get({ id: parsed.data.applicationId });
    if (!application) return { status: 'error', message: T.unknownApplication };
    const outcome = await issueContract(backend, application, parsed.data);
    if (!outcome.ok) return outcome.field ? { status: 'invalid', message: outcome.message, fieldErrors: { [outcome.field]: outcome.message } } : { status: 'error', message: outcome.message };
    return { status: 'ok', message: T.issued(outcome.contract.version) };
  });
}

/** The owner countersigns a contract the family signed: typed name and consent, over the hash shown. */
export async function countersignContractAction(_prev: CountersignState, formData: FormData): Promise<CountersignState> {
  return adminAction<'name' | 'agree'>(T.countersignFailed, async (_admin, backend) => {
    const parsed = familySignFormSchema.safeParse({ contractId: text(formData, 'contractId'), documentHash: text(formData, 'documentHash'), name: text(formData, 'name'), agree: entry(formData, 'agree') ?? undefined });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf<'name' | 'agree' | 'contractId' | 'documentHash'>(parsed.error.issues);
      if (fieldErrors.contractId || fieldErrors.documentHash) return { status: 'error', message: fieldErrors.contractId ?? fieldErrors.documentHash };
      return { status: 'invalid', message: Object.values(fieldErrors)[0], fieldErrors: { name: fieldErrors.name, agree: fieldErrors.agree } };
    }
    const contract = await backend.contracts.get({ id: parsed.data.contractId });
    if (!contract) return { status: 'error', message: T.unknown };
    if (!contract.familySignature) return { status: 'error', message: T.notSignedYet };
    if (contract.ownerSignature) return { status: 'error', message: T.alreadyCountersigned };
    const h = await headers();
    try {
      await backend.contracts.countersign({ id: contract.id, signature: { name: parsed.data.name, ip: clientIp(h), userAgent: h.get('user-agent') ?? '', documentHash: parsed.data.documentHash } });
    } catch (e) {
      if (isAppError(e, 'conflict')) return { status: 'error', message: T.alreadyCountersigned };
      throw e;
    }
    return { status: 'ok', message: T.countersigned };
  });
}

/** Queues the reminder mail (with a fresh status link) for the family's unsigned contract. */
export async function sendContractReminderAction(_prev: FormState, formData: FormData): Promise<FormState> {
  return adminAction(T.reminderFailed, async (_admin, backend) => {
    const found = await findById(idSchema, text(formData, 'applicationId'), (id) => backend.applications.get({ id }), T.unknownApplication, 'error');
    if (!found.ok) return found.state;
    const to = await sendContractReminder(backend, found.record);
    return to ? { status: 'ok', message: T.reminderSent(to) } : { status: 'error', message: T.reminderNothing };
  });
}
