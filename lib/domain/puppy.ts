import { z } from 'zod';
import { ENTRY_TYPES, PUPPY_STATUSES, SEXES } from './entry';
import { ADMIN_FORM_DEFAULT_ORDER } from './site';

export * from './entry';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-05-01.');
const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters.`);

/**
 * What an admin may write. One schema for the form, the action and the backend;
 * `normalizeEntryInput` then blanks the other entry type's fields.
 */
export const puppyInputSchema = z.object({
  entryType: z.enum(ENTRY_TYPES, { error: 'Choose puppy or litter.' }),
  name: text(120).min(1, 'Name is required.'),
  description: text(4000).default(''),
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

/** Litter-only fields are blanked for a puppy and puppy-only fields for a litter (SPEC.md §5). */
export function normalizeEntryInput(input: PuppyInput): PuppyInput {
  if (input.entryType === 'puppy') return { ...input, expectedDate: null };
  return { ...input, price: null, sex: null, dob: null, availableDate: null };
}
