import { z } from 'zod';
import { calendarDate, multiLine, singleLine as text } from './fields';

/**
 * A dog of the program: a dam or a sire, with its health clearances (docs/parents.md, docs/dogs.md).
 *
 * A sire may be offered as a stud: his record then carries the stud facet (available, fee, OFA), and
 * he is one of the studs of /studs and Admin › Studs (lib/domain/stud.ts is that view of him). Studs
 * keep the product's privacy (§2 /studs, §6): everything public about a sire offered as a stud
 * follows the stud rule: visitors get his name and a blurred preview, never his details
 * (see `toPublicParent`).
 */

export const PARENT_SEXES = ['dam', 'sire'] as const;
export type ParentSex = (typeof PARENT_SEXES)[number];

/** Tests the owner picks from; any other test name may be typed. */
export const CLEARANCE_TESTS = ['Hips', 'Elbows', 'Heart', 'Eyes', 'Genetic panel'] as const;

export const MAX_CLEARANCES = 40;

export type Clearance = {
  /** Hips, Elbows, Heart, Eyes, Genetic panel, or another test's name. */
  test: string;
  /** e.g. "OFA Good", "Normal", "Clear (PRA-prcd, ICH1)". */
  result: string;
  /** When the test was done (YYYY-MM-DD), or null. */
  date: string | null;
  /** The public registry entry (OFA, PennHIP, …): an http(s) URL, or null. */
  registryUrl: string | null;
};

/** What makes a sire one of the studs: whether /studs lists him, his fee and his OFA status. */
export type StudFacet = {
  /** Listed on /studs. */
  available: boolean;
  /** Kept while unavailable when toggled; the stud form saves it empty then (docs/product.md §5). */
  studFee: string;
  ofaCertified: boolean;
};

export type Parent = {
  id: string;
  name: string;
  sex: ParentSex;
  registration: string;
  dob: string | null;
  color: string;
  /** The card image (H7's media set keeps it equal to its cover photo). */
  imageUrl: string | null;
  bio: string;
  /** Shown on /parents unless false. */
  public: boolean;
  retired: boolean;
  /** The stud facet of a sire offered as a stud, or null: such a parent's public page follows the stud rule. */
  stud: StudFacet | null;
  clearances: Clearance[];
  createdAt: string;
  updatedAt: string;
};

export const registryUrl = z
  .string()
  .trim()
  .max(2048, 'Keep this under 2048 characters.')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Use a full web address starting with https://.');

const clearanceSchema = z.object({
  test: text(80).min(1, 'Name the test.'),
  result: text(160).min(1, 'Give the result.'),
  date: calendarDate.nullable().default(null),
  registryUrl: registryUrl.nullable().default(null),
});

const studFacetSchema = z
  .object({
    available: z.boolean().default(true),
    studFee: text(60).default(''),
    ofaCertified: z.boolean().default(false),
  })
  // The fee field is disabled and saved empty when the stud is not available (docs/product.md §5).
  .transform((f) => (f.available ? f : { ...f, studFee: '' }));

export const parentInputSchema = z.object({
  name: text(120).min(1, 'Name is required.'),
  sex: z.enum(PARENT_SEXES, 'Choose dam or sire.'),
  registration: text(120).default(''),
  dob: calendarDate.nullable().default(null),
  color: text(80).default(''),
  imageUrl: z.string().max(2048).nullable().default(null),
  bio: multiLine(4000).default(''),
  public: z.boolean().default(true),
  retired: z.boolean().default(false),
  stud: studFacetSchema.nullable().default(null),
  clearances: z.array(clearanceSchema).max(MAX_CLEARANCES, `At most ${MAX_CLEARANCES} clearances.`).default([]),
})
  // Only a sire can be a stud.
  .transform((p) => (p.sex === 'sire' ? p : { ...p, stud: null }));
export type ParentInput = z.infer<typeof parentInputSchema>;
export type ParentInputDraft = z.input<typeof parentInputSchema>;

function str(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

function dayOrNull(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v.trim() : null;
}

function toClearance(raw: unknown): Clearance | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const test = str(r.test).trim();
  if (!test) return null;
  const url = typeof r.registryUrl === 'string' && registryUrl.safeParse(r.registryUrl).success ? r.registryUrl.trim() : null;
  return { test, result: str(r.result), date: dayOrNull(r.date), registryUrl: url };
}

/** A stored facet (an object of plain values) as a StudFacet, or null when there is none. */
function toStudFacet(raw: unknown): StudFacet | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  return { available: r.available === true, studFee: str(r.studFee), ofaCertified: r.ofaCertified === true };
}

/** A stored record (either backend, plain values) as a Parent, with defaults for what is missing or corrupt. */
export function toParent(id: string, raw: Record<string, unknown>): Parent {
  const createdAt = typeof raw.createdAt === 'string' && raw.createdAt ? raw.createdAt : new Date(0).toISOString();
  const sex: ParentSex = raw.sex === 'sire' ? 'sire' : 'dam';
  return {
    id,
    name: str(raw.name).trim() || 'Unnamed',
    sex,
    registration: str(raw.registration),
    dob: dayOrNull(raw.dob),
    color: str(raw.color),
    imageUrl: typeof raw.imageUrl === 'string' && raw.imageUrl ? raw.imageUrl : null,
    bio: str(raw.bio),
    public: raw.public !== false,
    retired: raw.retired === true,
    stud: sex === 'sire' ? toStudFacet(raw.stud) : null,
    clearances: Array.isArray(raw.clearances) ? raw.clearances.map(toClearance).filter((c): c is Clearance => c !== null) : [],
    createdAt,
    updatedAt: typeof raw.updatedAt === 'string' && raw.updatedAt ? raw.updatedAt : createdAt,
  };
}

/** A parent whose public page follows the stud rule (docs/product.md §2 /studs): a sire offered as a stud. */
export function followsStudRule(p: Pick<Parent, 'sex' | 'stud'>): boolean {
  return p.sex === 'sire' && p.stud !== null;
}

/**
 * What an anonymous page may hold about a parent. A stud-parent gets what /studs shows visitors
 * (its name and a blurred preview made on the server, with "Login to view details"); any other
 * public parent everything but its admin flags.
 */
export type PublicParent =
  | {
      kind: 'stud';
      id: string;
      name: string;
      sex: 'sire';
      /** A tiny blurred image as a data URL (made on the server), or null. */
      preview: string | null;
    }
  | ({ kind: 'full' } & Pick<Parent, 'id' | 'name' | 'sex' | 'registration' | 'dob' | 'color' | 'imageUrl' | 'bio' | 'retired' | 'clearances' | 'updatedAt'>);

/** The public view of a parent; `preview` is the blurred image for a stud-parent (made by the caller on the server). */
export function toPublicParent(p: Parent, preview: string | null = null): PublicParent {
  if (followsStudRule(p)) return { kind: 'stud', id: p.id, name: p.name, sex: 'sire', preview };
  return {
    kind: 'full',
    id: p.id,
    name: p.name,
    sex: p.sex,
    registration: p.registration,
    dob: p.dob,
    color: p.color,
    imageUrl: p.imageUrl,
    bio: p.bio,
    retired: p.retired,
    clearances: p.clearances,
    updatedAt: p.updatedAt,
  };
}

export const PARENT_SEX_LABELS: Record<ParentSex, string> = { dam: 'Dam', sire: 'Sire' };

/** Public listing order: dams first, then sires; current before retired; then by name. */
export function comparePublicParents(a: Parent, b: Parent): number {
  if (a.sex !== b.sex) return a.sex === 'dam' ? -1 : 1;
  if (a.retired !== b.retired) return a.retired ? 1 : -1;
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);
}

/** What a parent's form would save to keep the record as it is (to change one part of it). */
export function parentInputOf(p: Parent): ParentInput {
  const { id: _id, createdAt: _c, updatedAt: _u, ...input } = p;
  return input;
}
