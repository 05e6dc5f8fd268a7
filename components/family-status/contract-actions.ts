'use server';

import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { familySignFormSchema, type FamilySignField } from '@/lib/domain/contract';
import { CONTRACT_TEXTS as T } from '@/lib/domain/contract-texts';
import { entry, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { sessionApplication, signContractAsFamily } from '@/lib/server/contracts';
import { applicationForToken } from '@/lib/server/family-status';

export type SignState = FormState<FamilySignField> & { name?: string };

/**
 * The family signs its contract (docs/contracts.md): from its status link (the token in a hidden
 * field, the page's own secret) or from My journey (the signed-in, verified account whose
 * application it is). Public, so every field is parsed; the address and browser come from the
 * request, the time from the store. A form the browser posted itself gets the same answer.
 */
export async function signContractAction(_prev: SignState, formData: FormData): Promise<SignState> {
  const token = text(formData, 'token');
  const application = token ? await applicationForToken(token) : await sessionApplication(text(formData, 'applicationId'));
  if (!application) return { status: 'error', message: T.unknown };
  const name = text(formData, 'name').slice(0, 200);
  const parsed = familySignFormSchema.safeParse({ contractId: text(formData, 'contractId'), documentHash: text(formData, 'documentHash'), name, agree: entry(formData, 'agree') ?? undefined });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf<FamilySignField | 'contractId' | 'documentHash'>(parsed.error.issues);
    if (fieldErrors.contractId || fieldErrors.documentHash) return { status: 'error', message: fieldErrors.contractId ?? fieldErrors.documentHash, name };
    return { status: 'invalid', message: Object.values(fieldErrors)[0], fieldErrors, name };
  }
  const h = await headers();
  try {
    const outcome = await signContractAsFamily({ application, contractId: parsed.data.contractId, documentHash: parsed.data.documentHash, name: parsed.data.name, ip: clientIp(h), userAgent: h.get('user-agent') ?? '' });
    if (outcome === 'ok') return { status: 'ok', message: T.signed };
    return { status: 'error', message: { unknown: T.unknown, changed: T.changed, already: T.alreadySigned, failed: T.signFailed }[outcome], name };
  } catch (e) {
    console.error('[contracts] could not record a signature', e instanceof Error ? e.message : e);
    return { status: 'error', message: T.signFailed, name };
  }
}
