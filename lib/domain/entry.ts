/**
 * The puppy/litter entry without zod, so browser bundles that need the type and the display
 * rules (the /puppies island) do not carry the schema library. Schemas live in puppy.ts.
 */
import { DEFAULT_ORDER } from './site';

export const ENTRY_TYPES = ['puppy', 'litter'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Statuses accepted on create (docs/product.md §4); admin forms offer only the first two. */
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
  /** The litter entry this puppy belongs to (docs/litters.md); null for litters and for older entries. */
  litterId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Toggle Status: Available ↔ Reserved, anything else becomes Available (docs/product.md §4). */
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
 * Turns whatever a backend stored into a Puppy with the docs/product.md §3 defaults, so a corrupt or
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
    litterId: entryType === 'puppy' && typeof raw.litterId === 'string' && raw.litterId ? raw.litterId : null,
    createdAt: dateOrNull(raw.createdAt) ?? new Date(0).toISOString(),
    updatedAt: dateOrNull(raw.updatedAt) ?? dateOrNull(raw.createdAt) ?? new Date(0).toISOString(),
  };
}

/** Price worth showing and offering: a positive number (0 means "not set" from the create form). */
export function hasPrice(p: Pick<Puppy, 'price'>): p is Pick<Puppy, 'price'> & { price: number } {
  return typeof p.price === 'number' && p.price > 0;
}
