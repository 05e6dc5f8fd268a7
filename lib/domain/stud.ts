import { z } from 'zod';
import { calendarDate, multiLine, singleLine as text } from './fields';

export type Stud = {
  id: string;
  name: string;
  imageUrl: string | null;
  available: boolean;
  studFee: string;
  ofaCertified: boolean;
  registration: string;
  dob: string | null;
  color: string;
  notes: string;
  createdAt: string;
};

/** What an anonymous visitor may receive: a name and a server-side blurred preview, nothing else. */
export type PublicStud = {
  id: string;
  name: string;
  /** A tiny blurred image as a data URL, or null when the stud has no photo. */
  preview: string | null;
};

/** What a signed-in user receives from the session-checked endpoint. */
export type StudDetails = Omit<Stud, 'createdAt' | 'available'>;


export const studInputSchema = z
  .object({
    name: text(120).min(1, 'Name is required.'),
    imageUrl: z.string().max(2048).nullable().default(null),
    available: z.boolean().default(true),
    studFee: text(60).default(''),
    ofaCertified: z.boolean().default(false),
    registration: text(120).default(''),
    dob: calendarDate.nullable().default(null),
    color: text(80).default(''),
    notes: multiLine(4000).default(''),
  })
  // The fee field is disabled and saved empty when the stud is not available (docs/product.md §5).
  .transform((s) => (s.available ? s : { ...s, studFee: '' }));
export type StudInput = z.infer<typeof studInputSchema>;
export type StudInputDraft = z.input<typeof studInputSchema>;

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export function toStud(id: string, raw: Record<string, unknown>): Stud {
  const dob = typeof raw.dob === 'string' && raw.dob.trim() ? raw.dob.trim() : null;
  return {
    id,
    name: str(raw.name).trim() || 'Unnamed',
    imageUrl: typeof raw.imageUrl === 'string' && raw.imageUrl ? raw.imageUrl : null,
    available: raw.available === true,
    studFee: str(raw.studFee),
    ofaCertified: raw.ofaCertified === true,
    registration: str(raw.registration),
    dob,
    color: str(raw.color),
    notes: str(raw.notes),
    createdAt: typeof raw.createdAt === 'string' && raw.createdAt ? raw.createdAt : new Date(0).toISOString(),
  };
}

export function toStudDetails(s: Stud): StudDetails {
  const { createdAt: _c, available: _a, ...details } = s;
  return details;
}
