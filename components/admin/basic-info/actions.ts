'use server';

import { revalidateTag } from 'next/cache';
import { entries, entry } from '@/lib/domain/form-data';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { basicInfoInputSchema } from '@/lib/domain/settings';
import { TAGS } from '@/lib/domain/tags';
import { adminAction } from '@/lib/server/admin-action';

export type BasicInfoField = 'address' | 'phone' | 'email' | 'facebook' | 'notificationEmails';

/** A missing field reads as blank; a non-text value (a File) is left as is so the schema refuses it. */
function field(formData: FormData, name: BasicInfoField): unknown {
  return entry(formData, name) ?? '';
}

/**
 * Saves the contact details (docs/product.md §5, §7): blank notification rows are dropped, every other row
 * must be a simple address; the store writes both `social.facebook` and `facebook`.
 */
export async function saveBasicInfoAction(_prev: FormState<BasicInfoField>, formData: FormData): Promise<FormState<BasicInfoField>> {
  return adminAction<BasicInfoField>(MESSAGES.admin.contactSaveFailed, async (_admin, backend) => {
    const rows = entries(formData, 'notificationEmails');
    const parsed = basicInfoInputSchema.safeParse({
      address: field(formData, 'address'),
      phone: field(formData, 'phone'),
      email: field(formData, 'email'),
      facebook: field(formData, 'facebook'),
      notificationEmails: rows.map((r) => (typeof r === 'string' ? r.trim() : r)).filter((r) => r !== ''),
    });
    if (!parsed.success) {
      const fieldErrors: Partial<Record<BasicInfoField, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '') as BasicInfoField;
        if (!key || fieldErrors[key]) continue;
        fieldErrors[key] =
          key === 'notificationEmails'
            ? MESSAGES.admin.invalidEmail
            : issue.code === 'too_big' && 'maximum' in issue
              ? `Keep this under ${String(issue.maximum)} characters.`
              : issue.message;
      }
      return {
        status: 'invalid',
        message: fieldErrors.notificationEmails ? MESSAGES.admin.invalidEmails : MESSAGES.admin.contactSaveFailed,
        fieldErrors,
      };
    }
    await backend.settings.setBasicInfo({ input: parsed.data });
    revalidateTag(TAGS.settings);
    return { status: 'ok', message: MESSAGES.admin.contactSaved };
  });
}

/** "Restore default image": settings/heroImage points at the default hero again (docs/product.md §7). */
export async function restoreHeroImageAction(): Promise<FormState> {
  return adminAction(MESSAGES.admin.heroRestoreFailed, async (_admin, backend) => {
    await backend.settings.restoreHeroImage();
    revalidateTag(TAGS.settings);
    return { status: 'ok', message: MESSAGES.admin.heroRestored };
  });
}
