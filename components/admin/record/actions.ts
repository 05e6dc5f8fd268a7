'use server';

import { checked, idSchema, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { parseWeight } from '@/lib/domain/growth';
import { CHECKLIST_ITEMS, puppyIdentityInputSchema, type PuppyIdentityInput } from '@/lib/domain/health';
import { MESSAGES } from '@/lib/domain/messages';
import { adminAction } from '@/lib/server/admin-action';

const M = MESSAGES.record;

/** A puppy's identity papers and go-home checklist (docs/puppy-record.md), saved as one record. */
type IdentityField = keyof PuppyIdentityInput;
export type IdentityState = FormState<IdentityField>;

export async function saveIdentityAction(_prev: IdentityState, fd: FormData): Promise<IdentityState> {
  return adminAction(M.identityFailed, async (_admin, backend) => {
    const puppyId = idSchema(M.unknownPuppy).safeParse(text(fd, 'puppyId'));
    if (!puppyId.success) return { status: 'invalid', message: M.unknownPuppy };
    const [puppy, settings] = await Promise.all([backend.puppies.get({ id: puppyId.data }), backend.records.getSettings()]);
    if (!puppy || puppy.entryType !== 'puppy') return { status: 'invalid', message: M.unknownPuppy };
    const goHomeRaw = text(fd, 'goHomeWeight').trim();
    const goHomeGrams = goHomeRaw ? parseWeight(goHomeRaw, settings.unit) : null;
    if (goHomeRaw && goHomeGrams === null) return { status: 'invalid', message: M.identityFailed, fieldErrors: { goHomeGrams: M.weightUnreadable(settings.unit) } };
    const parsed = puppyIdentityInputSchema.safeParse({
      microchip: text(fd, 'microchip').replace(/\s+/g, ''),
      registrationBody: text(fd, 'registrationBody'),
      registrationNumber: text(fd, 'registrationNumber'),
      registrationStatus: text(fd, 'registrationStatus') || 'none',
      collarColor: text(fd, 'collarColor'),
      goHomeDate: text(fd, 'goHomeDate').trim() || null,
      goHomeGrams,
      checklist: CHECKLIST_ITEMS.filter((k) => checked(fd, `check.${k}`)),
    });
    if (!parsed.success) return { status: 'invalid', message: M.identityFailed, fieldErrors: fieldErrorsOf<IdentityField>(parsed.error.issues) };
    await backend.records.setIdentity({ puppyId: puppy.id, input: parsed.data });
    return { status: 'ok', message: M.identitySaved(puppy.name) };
  });
}
