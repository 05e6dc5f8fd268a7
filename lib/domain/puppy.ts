import { z } from 'zod';
import { ENTRY_TYPES, PUPPY_STATUSES, SEXES } from './entry';
import { calendarDate as isoDate, multiLine, singleLine as text } from './fields';
import { ADMIN_FORM_DEFAULT_ORDER } from './site';

export * from './entry';

/**
 * What an admin may write. One schema for the form, the action and the backend;
 * `normalizeEntryInput` then blanks the other entry type's fields.
 */
export const puppyInputSchema = z.object({
  entryType: z.enum(ENTRY_TYPES, { error: 'Choose puppy or litter.' }),
  name: text(120).min(1, 'Name is required.'),
  description: multiLine(4000).default(''),
  imageUrl: z.string().max(2048).nullable().default(null),
  order: z.number().int().min(-1_000_000).max(1_000_000).default(ADMIN_FORM_DEFAULT_ORDER),
  status: z.enum(PUPPY_STATUSES, { error: 'Choose a valid status.' }).default('Available'),
  price: z.number().min(0, 'Price cannot be negative.').max(1_000_000, 'Price is too large.').nullable().default(null),
  sex: z.enum(SEXES).nullable().default(null),
  color: text(80).default(''),
  dob: isoDate.nullable().default(null),
  availableDate: isoDate.nullable().default(null),
  damName: text(120).default(''),
  studName: text(120).default(''),
  expectedDate: isoDate.nullable().default(null),
  public: z.boolean().default(true),
});
export type PuppyInput = z.infer<typeof puppyInputSchema>;
export type PuppyInputDraft = z.input<typeof puppyInputSchema>;

/** Litter-only fields are blanked for a puppy and puppy-only fields for a litter (docs/product.md §5). */
export function normalizeEntryInput(input: PuppyInput): PuppyInput {
  if (input.entryType === 'puppy') return { ...input, expectedDate: null };
  return { ...input, price: null, sex: null, dob: null, availableDate: null };
}
