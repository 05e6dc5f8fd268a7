import { z } from 'zod';
import { calendarDate, multiLine, singleLine as text } from './fields';
import type { Parent, ParentInput, StudFacet } from './parent';

/**
 * A stud: a sire offered as a stud, as /studs and Admin › Studs see him (docs/dogs.md). There is no
 * separate stud record: this is a view of the dog record (lib/domain/parent.ts) with its stud facet,
 * under the dog's id; `notes` is the dog's "About" text.
 */
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

/** The stud a sire offered as a stud is (null for any other dog). */
export function studOf(p: Parent): Stud | null {
  if (p.sex !== 'sire' || !p.stud) return null;
  return {
    id: p.id,
    name: p.name,
    imageUrl: p.imageUrl,
    available: p.stud.available,
    studFee: p.stud.studFee,
    ofaCertified: p.stud.ofaCertified,
    registration: p.registration,
    dob: p.dob,
    color: p.color,
    notes: p.bio,
    createdAt: p.createdAt,
  };
}

export function studFacetOf(s: Pick<Stud, 'available' | 'studFee' | 'ofaCertified'>): StudFacet {
  return { available: s.available, studFee: s.studFee, ofaCertified: s.ofaCertified };
}

/**
 * The dog record a stud form saves: its fields written over `dog` (the sire being edited), or, for a
 * new stud, a sire kept off /parents (shown there once the owner ticks "Show on the site" in Admin ›
 * Parents) with no clearances.
 */
export function dogFromStudInput(input: StudInput, dog: Parent | null): ParentInput {
  return {
    sex: 'sire',
    public: dog?.public ?? false,
    retired: dog?.retired ?? false,
    clearances: dog?.clearances ?? [],
    name: input.name,
    imageUrl: input.imageUrl,
    registration: input.registration,
    dob: input.dob,
    color: input.color,
    bio: input.notes,
    stud: studFacetOf(input),
  };
}

/** A stud record kept before studs and sires were one record (old databases and archives). */
type LegacyStud = Stud;

/** A dog record as kept before, with the id of the stud record it was linked to (or null). */
type LegacyParent = { parent: Parent; studId: string | null };

/**
 * The one-time merge of separate stud records into the dog records (docs/dogs.md), the same for the
 * SQLite and Firestore migrations and for importing an old archive. A stud linked from a sire merges
 * into that sire (the oldest, if several link it): the sire keeps what he has, takes the stud's photo,
 * registration, date of birth and color where he has none, his "About" gains the stud's notes, and
 * he gets the stud facet. A stud no sire links becomes a sire under the stud's own id, hidden from
 * /parents as it was. Returns each dog written, with the stud it took in.
 */
export function mergeLegacyStuds(parents: LegacyParent[], studs: LegacyStud[]): { dog: Parent; from: LegacyStud }[] {
  const byAge = [...parents].sort((a, b) => a.parent.createdAt.localeCompare(b.parent.createdAt) || a.parent.id.localeCompare(b.parent.id));
  const taken = new Set(parents.map((p) => p.parent.id));
  const out: { dog: Parent; from: LegacyStud }[] = [];
  for (const stud of studs) {
    const sire = byAge.find((p) => p.parent.sex === 'sire' && p.studId === stud.id && !p.parent.stud)?.parent;
    if (sire) {
      const dog: Parent = {
        ...sire,
        imageUrl: sire.imageUrl ?? stud.imageUrl,
        registration: sire.registration || stud.registration,
        dob: sire.dob ?? stud.dob,
        color: sire.color || stud.color,
        bio: joinText(sire.bio, stud.notes),
        stud: studFacetOf(stud),
      };
      byAge[byAge.findIndex((p) => p.parent.id === sire.id)] = { parent: dog, studId: stud.id };
      out.push({ dog, from: stud });
      continue;
    }
    // A parent already holding this id (never made by this site's ids, but an archive may say so) keeps it.
    const id = taken.has(stud.id) ? `${stud.id}-stud` : stud.id;
    taken.add(id);
    out.push({
      dog: {
        id,
        name: stud.name,
        sex: 'sire',
        registration: stud.registration,
        dob: stud.dob,
        color: stud.color,
        imageUrl: stud.imageUrl,
        bio: stud.notes,
        public: false,
        retired: false,
        stud: studFacetOf(stud),
        clearances: [],
        createdAt: stud.createdAt,
        updatedAt: stud.createdAt,
      },
      from: stud,
    });
  }
  return out;
}

function joinText(a: string, b: string): string {
  const [x, y] = [a.trim(), b.trim()];
  if (!y || x.includes(y)) return a;
  if (!x) return b;
  return `${x}\n\n${y}`;
}
