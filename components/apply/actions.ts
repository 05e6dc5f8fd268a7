'use server';

import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { applicationFieldErrors, applicationFormSchema, APPLICATION_FIELDS, type ApplicationField } from '@/lib/domain/application';
import { entry } from '@/lib/domain/form-data';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { applicationLimitReached, statusPath, submitApplication, takeApplicationSlot } from '@/lib/server/applications';

export type ApplyState = FormState<ApplicationField> & {
  /** On success: the private status page (`/status/<token>`), shown once. */
  statusPath?: string;
  /** On success: where the confirmation email goes. */
  email?: string;
  /**
   * When not stored: what was sent, so a form the browser posted itself (before its script ran,
   * or with none) shows it again with the messages. Never the honeypot.
   */
  values?: Partial<Record<ApplicationField, string>>;
};

/**
 * /apply's server action. Public: no role, but every field parsed with the shared
 * schema. Order, so nothing is stored for a refused request and only applications that would be
 * stored count towards the limits (as the contact route): limits already reached → schema →
 * honeypot → per-address limit → site-wide limit → store.
 */
export async function submitApplicationAction(_prev: ApplyState, formData: FormData): Promise<ApplyState> {
  const ip = clientIp(await headers());
  try {
    const reached = await applicationLimitReached(ip);
    if (reached) return { status: 'error', message: MESSAGES.apply[reached] };
  } catch (e) {
    console.error('[apply] could not read the limits', e);
    return { status: 'error', message: MESSAGES.apply.failed };
  }

  const raw: Record<string, unknown> = {};
  for (const key of APPLICATION_FIELDS) {
    const v = entry(formData, key);
    if (typeof v === 'string') raw[key] = v;
  }
  const { website: _trap, ...typed } = raw as Record<string, string>;
  const values: Partial<Record<ApplicationField, string>> = typed;
  const parsed = applicationFormSchema.safeParse(raw);
  if (!parsed.success) return { status: 'invalid', message: MESSAGES.apply.invalid, fieldErrors: applicationFieldErrors(parsed.error), values };
  // The honeypot: people never see the field; whatever fills it is answered as a failure, and nothing is kept.
  if (parsed.data.website.trim() !== '') return { status: 'error', message: MESSAGES.apply.failed };

  try {
    const over = await takeApplicationSlot(ip);
    if (over) return { status: 'error', message: MESSAGES.apply[over], values };
    const { application, token } = await submitApplication(parsed.data);
    return { status: 'ok', message: MESSAGES.apply.sent, statusPath: statusPath(token), email: application.contact.email };
  } catch (e) {
    console.error('[apply] could not store the application', e);
    return { status: 'error', message: MESSAGES.apply.failed, values };
  }
}
