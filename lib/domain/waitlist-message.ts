import { z } from 'zod';

/**
 * Writing once to a litter's whole waitlist (docs/notifications.md "Message a waitlist"): every
 * family on it, or only those with a deposit; each mail carries the family's own status link.
 */
const WAITLIST_AUDIENCES = ['all', 'deposit'] as const;

export const WAITLIST_MESSAGE_TEXTS = {
  failed: 'Could not send the message. Please try again.',
  unknownLitter: 'That litter no longer exists. Reload the page.',
  nobody: 'Nobody on this waitlist matches: nothing was sent.',
  queued: (n: number) => `Message queued for ${n} ${n === 1 ? 'family' : 'families'}. Delivery shows in Admin › Outbox.`,
  linkLine: (link: string) => `Your status page (your own link; it replaces any earlier one): ${link}`,
} as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const waitlistMessageSchema = z.object({
  litterId: z.string().regex(ID, WAITLIST_MESSAGE_TEXTS.unknownLitter),
  audience: z.enum(WAITLIST_AUDIENCES, { error: 'Choose who gets the message.' }),
  subject: z.string().trim().min(1, 'Please enter a subject.').max(200, 'Keep the subject under 200 characters.'),
  body: z.string().trim().min(1, 'Please write the message.').max(5000, 'Keep the message under 5000 characters.'),
});
export type WaitlistMessage = z.infer<typeof waitlistMessageSchema>;
export type WaitlistMessageField = keyof WaitlistMessage;

/** The mail one family gets: the owner's words, then the family's own status link. */
export function waitlistMailBody(body: string, link: string): string {
  return `${body.trim()}\n\n${WAITLIST_MESSAGE_TEXTS.linkLine(link)}\n`;
}
