import { z } from 'zod';
import { ADMIN_FORM_DEFAULT_ORDER, DEFAULT_ORDER } from './site';

export const ENTRY_TYPES = ['puppy', 'litter'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Statuses accepted on create (SPEC.md §4); admin forms offer only the first two. */
export const PUPPY_STATUSES = ['Available', 'Reserved', 'Adopted', 'Hold'] as const;
export const FORM_STATUSES = ['Available', 'Reserved'] as const;
export type PuppyStatus = (typeof PUPPY_STATUSES)[number];

export const SEXES = ['Male', 'Female'] as const;
export type Sex = (typeof SEXES)[number];

/** A puppy or litter entry as the app sees it, whatever the backend stored. */
export type Puppy = {
  id: string;
  entryType: EntryType;
  name: string;
  description: string;
  imageUrl: string | null;
  order: number;
  /** Usually one of PUPPY_STATUSES; older data may hold other words, shown as they are. */
  status: string;
  price: number | null;
  sex: Sex | null;
  color: string;
  dob: string | null;
  availableDate: string | null;
  damName: string;
  studName: string;
  expectedDate: string | null;
  public: boolean;
  createdAt: string;
  updatedAt: string;
};

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

/** Toggle Status: Available ↔ Reserved, anything else becomes Available (SPEC.md §4). */
export function nextStatus(status: string): PuppyStatus {
  return status === 'Available' ? 'Reserved' : 'Available';
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}
function dateOrNull(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  return v.trim();
}
function numOrNull(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/**
 * Turns whatever a backend stored into a Puppy with the SPEC.md §3 defaults, so a corrupt or
 * partial record renders instead of crashing: name "Unnamed", order 9999, status Available,
 * shown unless public is exactly false.
 */
export function toPuppy(id: string, raw: Record<string, unknown>): Puppy {
  const entryType: EntryType = raw.entryType === 'litter' ? 'litter' : 'puppy';
  const name = str(raw.name).trim();
  const status = str(raw.status).trim();
  const sex = raw.sex === 'Male' || raw.sex === 'Female' ? raw.sex : null;
  return {
    id,
    entryType,
    name: name || 'Unnamed',
    description: str(raw.description),
    imageUrl: typeof raw.imageUrl === 'string' && raw.imageUrl ? raw.imageUrl : null,
    order: numOrNull(raw.order) ?? DEFAULT_ORDER,
    status: status || 'Available',
    price: numOrNull(raw.price),
    sex,
    color: str(raw.color),
    dob: dateOrNull(raw.dob),
    availableDate: dateOrNull(raw.availableDate),
    damName: str(raw.damName),
    studName: str(raw.studName),
    expectedDate: dateOrNull(raw.expectedDate),
    public: raw.public !== false,
    createdAt: dateOrNull(raw.createdAt) ?? new Date(0).toISOString(),
    updatedAt: dateOrNull(raw.updatedAt) ?? dateOrNull(raw.createdAt) ?? new Date(0).toISOString(),
  };
}

/** Price worth showing and offering: a positive number (0 means "not set" from the create form). */
export function hasPrice(p: Pick<Puppy, 'price'>): p is Pick<Puppy, 'price'> & { price: number } {
  return typeof p.price === 'number' && p.price > 0;
}
