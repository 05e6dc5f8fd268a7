'use server';

import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { decideContact, EMPTY_CONTACT_DRAFT, type ContactDraft } from '@/lib/domain/contact';
import { contactFormSchema, contactSendSchema } from '@/lib/domain/contact-schema';
import { text } from '@/lib/domain/form-data';
import { MESSAGES } from '@/lib/domain/messages';
import { getBasicInfo } from '@/lib/server/data';
import { acceptContact, contactLimitReached } from '@/lib/server/contact';

/** What the server answers a contact form that was posted (no script ran). */
export type ContactState = {
  status: 'idle' | 'sent' | 'error';
  /** The alert (failure, no recipients). */
  message?: string;
  /** The address is not one the server accepts: the message under the field. */
  invalidEmail?: boolean;
  /** What was typed, shown again when the message was not sent; never on success. */
  values?: Omit<ContactDraft, 'website'>;
};

/**
 * The footer's and /contact's form when it is posted by the browser itself: before hydration, or
 * with JavaScript off (with JavaScript the form sends through the EmailJS SDK; docs/contact.md).
 * The same rules as the browser's (decideContact: honeypot and blanks silently do nothing), then
 * the endpoint's schema, limits, recipients and delivery (lib/server/contact.ts).
 */
export async function sendContactAction(_prev: ContactState, formData: FormData): Promise<ContactState> {
  const parsed = contactFormSchema.safeParse({
    name: text(formData, 'name'),
    email: text(formData, 'email'),
    phone: text(formData, 'phone'),
    message: text(formData, 'message'),
    website: text(formData, 'website'),
  });
  // Longer than the inputs allow: not a person using the form.
  if (!parsed.success) return { status: 'error', message: MESSAGES.contact.sendError };
  const draft: ContactDraft = { ...EMPTY_CONTACT_DRAFT, ...parsed.data };
  const { website: _trap, ...values } = draft;
  // The honeypot: silently nothing, and nothing shown back.
  if (draft.website.trim() !== '') return { status: 'idle' };

  const ip = clientIp(await headers());
  const recipients = (await getBasicInfo().catch(() => null))?.notificationEmails ?? [];
  const decision = decideContact(draft, recipients);
  if (decision.kind === 'ignore') return { status: 'idle', values };
  if (decision.kind === 'no-recipients') return { status: 'error', message: MESSAGES.contact.recipientsMissing, values };
  if (decision.kind === 'invalid-email') return { status: 'idle', invalidEmail: true, values };

  const checked = contactSendSchema.shape.template_params.safeParse(decision.params);
  if (!checked.success) return { status: 'error', message: MESSAGES.contact.sendError, values };
  try {
    if (await contactLimitReached(ip)) return { status: 'error', message: MESSAGES.contact.sendError, values };
    const outcome = await acceptContact(ip, decision.params);
    if (!outcome.ok) return { status: 'error', message: MESSAGES.contact.sendError, values };
    return { status: 'sent' };
  } catch (e) {
    console.error('[contact] could not deliver the message', e);
    return { status: 'error', message: MESSAGES.contact.sendError, values };
  }
}
