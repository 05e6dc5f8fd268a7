import { z } from 'zod';
import { multiLine, singleLine } from './fields';

/**
 * A testimonial: a family's words about their puppy, shown on the home page and /about
 * (docs/testimonials.md). The owner publishes one only with the family's consent to be quoted:
 * a testimonial is shown when it is visible AND the consent box is ticked.
 */
export type Testimonial = {
  id: string;
  /** How the family is named: "The Parkers", "J. & M. R.". */
  name: string;
  /** Where they live, optional ("Rochester, NY"). */
  place: string;
  text: string;
  /** The family agreed to be quoted. Without it the testimonial is never shown. */
  consent: boolean;
  /** Shown on the site (with consent). */
  visible: boolean;
  /** Smaller first. */
  order: number;
  createdAt: string;
  updatedAt: string;
};

export const TESTIMONIAL_CONSENT_MESSAGE = 'Tick the consent box before showing a testimonial: the family must agree to be quoted.';
export const MAX_TESTIMONIAL_TEXT = 1200;

export const testimonialInputSchema = z
  .object({
    name: singleLine(80).min(1, 'Name the family (a name or initials).'),
    place: singleLine(80).default(''),
    text: multiLine(MAX_TESTIMONIAL_TEXT).min(1, 'Write what the family said.'),
    consent: z.boolean().default(false),
    visible: z.boolean().default(false),
    order: z.coerce.number().int('Use a whole number.').min(0, 'Use 0 or more.').max(9999, 'Use 9999 or less.').default(0),
  })
  .superRefine((t, ctx) => {
    if (t.visible && !t.consent) ctx.addIssue({ code: 'custom', path: ['consent'], message: TESTIMONIAL_CONSENT_MESSAGE });
  });
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;
export type TestimonialInputDraft = z.input<typeof testimonialInputSchema>;

/** Whether visitors may see it: visible, and the family agreed. */
export function isPublished(t: Pick<Testimonial, 'visible' | 'consent'>): boolean {
  return t.visible && t.consent;
}

/** Listing order: `order` ascending, then the oldest first, then id. */
export function compareTestimonials(a: Testimonial, b: Testimonial): number {
  return a.order - b.order || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** A stored record (either backend, plain values) as a Testimonial, with defaults for what is missing or corrupt. */
export function toTestimonial(id: string, raw: Record<string, unknown>): Testimonial {
  const createdAt = typeof raw.createdAt === 'string' && raw.createdAt ? raw.createdAt : new Date(0).toISOString();
  const order = typeof raw.order === 'number' && Number.isFinite(raw.order) ? Math.trunc(raw.order) : 0;
  return {
    id,
    name: str(raw.name).trim() || 'A family',
    place: str(raw.place),
    text: str(raw.text),
    consent: raw.consent === true,
    visible: raw.visible === true,
    order,
    createdAt,
    updatedAt: typeof raw.updatedAt === 'string' && raw.updatedAt ? raw.updatedAt : createdAt,
  };
}

/** What a public page holds: the words and who said them, nothing of the admin flags. */
export type PublicTestimonial = Pick<Testimonial, 'id' | 'name' | 'place' | 'text'>;

export function toPublicTestimonial(t: Testimonial): PublicTestimonial {
  return { id: t.id, name: t.name, place: t.place, text: t.text };
}
