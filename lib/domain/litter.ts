import { z } from 'zod';
import type { Puppy } from './entry';
import { calendarDate as isoDate, multiLine, singleLine as text } from './fields';

/**
 * A litter is an entry of the puppies collection with entryType 'litter' (docs/product.md §3, round-3
 * decision): /puppies keeps showing it as a litter card. This module adds its life: a lifecycle
 * stage, dam and sire (a parent record or an outside parent's name), birth date, counts, price
 * range, deposit and go-home notes. They are stored with the entry (SQLite: the `litter_life` JSON
 * column; Firestore: the `litter` map field); records written the original way have none of them
 * and get defaults derived from what they do have (`toLitterLife`).
 */

export const LITTER_STAGES = ['planned', 'expected', 'born', 'ready', 'placed'] as const;
export type LitterStage = (typeof LITTER_STAGES)[number];

export const LITTER_STAGE_LABELS: Record<LitterStage, string> = {
  planned: 'Planned',
  expected: 'Expected',
  born: 'Born',
  ready: 'Ready to go home',
  placed: 'All placed',
};

/** Dam or sire: a parent record (`backend.parents`) or, for an outside parent, a name only. */
type LitterParent = { parentId: string | null; name: string };

/** What the owner edits on the litter hub (besides the product fields of the entry). */
export type LitterLife = {
  stage: LitterStage;
  dam: LitterParent;
  sire: LitterParent;
  expectedDate: string | null;
  birthDate: string | null;
  goHomeDate: string | null;
  /** Expected color (the product's `color` of a litter entry). */
  color: string;
  males: number | null;
  females: number | null;
  available: number | null;
  priceMin: number | null;
  priceMax: number | null;
  deposit: number | null;
  goHomeNotes: string;
};

/** A litter as pages read it: the product entry plus its life. */
export type Litter = Puppy & { entryType: 'litter'; life: LitterLife };

const count = z.number().int('Enter a whole number.').min(0, 'Cannot be negative.').max(30, 'At most 30.').nullable().default(null);
const money = z.number().min(0, 'Cannot be negative.').max(1_000_000, 'Too large.').nullable().default(null);
const parentId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown parent.').nullable().default(null);

export const litterParentSchema = z.object({ parentId, name: text(120).default('') });

/** The litter hub's form, parsed by the action and the backend alike. */
export const litterLifeSchema = z
  .object({
    stage: z.enum(LITTER_STAGES, { error: 'Choose a stage.' }),
    dam: litterParentSchema.default({ parentId: null, name: '' }),
    sire: litterParentSchema.default({ parentId: null, name: '' }),
    expectedDate: isoDate.nullable().default(null),
    birthDate: isoDate.nullable().default(null),
    goHomeDate: isoDate.nullable().default(null),
    color: text(80).default(''),
    males: count,
    females: count,
    available: count,
    priceMin: money,
    priceMax: money,
    deposit: money,
    goHomeNotes: multiLine(2000).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.priceMin !== null && v.priceMax !== null && v.priceMax < v.priceMin) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'The highest price cannot be below the lowest.' });
    }
    if (v.available !== null && v.males !== null && v.females !== null && v.available > v.males + v.females) {
      ctx.addIssue({ code: 'custom', path: ['available'], message: 'More available than born.' });
    }
    if (v.birthDate === null && (v.stage === 'born' || v.stage === 'ready')) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: 'Enter the birth date for a born litter.' });
    }
  });
export type LitterLifeInput = z.infer<typeof litterLifeSchema>;

/** The life fields stored in the litter_life column / litter map (the rest are docs/product.md fields of the entry). */
export type StoredLitterLife = Omit<LitterLife, 'dam' | 'sire' | 'expectedDate' | 'color'> & {
  damParentId: string | null;
  sireParentId: string | null;
};

export function storedLife(input: LitterLifeInput): StoredLitterLife {
  return {
    stage: input.stage,
    damParentId: input.dam.parentId,
    sireParentId: input.sire.parentId,
    birthDate: input.birthDate,
    goHomeDate: input.goHomeDate,
    males: input.males,
    females: input.females,
    available: input.available,
    priceMin: input.priceMin,
    priceMax: input.priceMax,
    deposit: input.deposit,
    goHomeNotes: input.goHomeNotes,
  };
}

function numOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}
function strOrNull(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}
function isStage(v: unknown): v is LitterStage {
  return typeof v === 'string' && (LITTER_STAGES as readonly string[]).includes(v);
}

/**
 * The life of a litter entry, whatever was stored: an original-shape record (no life at all) is
 * "expected" when it has an expected date and "planned" otherwise, its dam and sire are the names
 * it carries, and everything else is unknown. Dam/sire names and the expected date and color are
 * always the entry's own docs/product.md fields, so the /puppies card and this page agree.
 */
export function toLitterLife(entry: Puppy, raw: unknown): LitterLife {
  const r = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const stage: LitterStage = isStage(r.stage) ? r.stage : entry.expectedDate ? 'expected' : 'planned';
  return {
    stage,
    dam: { parentId: strOrNull(r.damParentId), name: entry.damName },
    sire: { parentId: strOrNull(r.sireParentId), name: entry.studName },
    expectedDate: entry.expectedDate,
    birthDate: strOrNull(r.birthDate),
    goHomeDate: strOrNull(r.goHomeDate),
    color: entry.color,
    males: numOrNull(r.males),
    females: numOrNull(r.females),
    available: numOrNull(r.available),
    priceMin: numOrNull(r.priceMin),
    priceMax: numOrNull(r.priceMax),
    deposit: numOrNull(r.deposit),
    goHomeNotes: typeof r.goHomeNotes === 'string' ? r.goHomeNotes : '',
  };
}

export function toLitter(entry: Puppy, raw: unknown): Litter {
  return { ...entry, entryType: 'litter', life: toLitterLife(entry, raw) };
}

/**
 * The stage a litter shows: a litter whose puppies are all Adopted is "all placed" (it moves to
 * Past litters with its photos) whatever stage was last saved; otherwise the saved one.
 */
export function effectiveStage(life: Pick<LitterLife, 'stage'>, puppies: readonly Pick<Puppy, 'status'>[]): LitterStage {
  if (puppies.length > 0 && puppies.every((p) => p.status === 'Adopted')) return 'placed';
  return life.stage;
}

export function isPastLitter(life: Pick<LitterLife, 'stage'>, puppies: readonly Pick<Puppy, 'status'>[]): boolean {
  return effectiveStage(life, puppies) === 'placed';
}

/** One step of the public timeline: the stages in order, done / current / to come, with a date when known. */
type TimelineStep = { stage: LitterStage; label: string; state: 'done' | 'current' | 'next'; date: string | null };

export function litterTimeline(life: LitterLife, stage: LitterStage = life.stage): TimelineStep[] {
  const at = LITTER_STAGES.indexOf(stage);
  const dates: Record<LitterStage, string | null> = {
    planned: null,
    expected: life.expectedDate,
    born: life.birthDate,
    ready: life.goHomeDate,
    placed: null,
  };
  return LITTER_STAGES.map((s, i) => ({
    stage: s,
    label: LITTER_STAGE_LABELS[s],
    state: i < at ? 'done' : i === at ? 'current' : 'next',
    date: dates[s],
  }));
}

/**
 * New `order` values after the owner moved entries: the entries keep the slots (order values) they
 * had among everything else, in the new sequence; values made strictly increasing so equal defaults
 * (100, 9999) do not leave the move without effect. `current` is in the new sequence's order of ids.
 */
export function reorderValues(current: readonly number[]): number[] {
  const slots = [...current].sort((a, b) => a - b);
  for (let i = 1; i < slots.length; i++) if (slots[i]! <= slots[i - 1]!) slots[i] = slots[i - 1]! + 1;
  return slots;
}

/** Moves the item at `from` to `to` (drag-and-drop and the move up/down buttons). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [it] = next.splice(from, 1);
  next.splice(to, 0, it!);
  return next;
}
