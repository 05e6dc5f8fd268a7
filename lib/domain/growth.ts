import { z } from 'zod';
import { groupDigits } from './format';

/**
 * A puppy's weights (docs/puppy-record.md): grams as whole numbers, whatever unit the owner types
 * in; the time is the breeder's wall clock as typed ("2026-03-02T07:30"), no time zone, because a
 * weigh-in belongs to the kennel's day, not to a server's.
 */
export const WEIGHT_UNITS = ['g', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = { g: 'Grams', oz: 'Ounces and pounds' };

const GRAMS_PER_OUNCE = 28.349523125;
/** Heavier than any puppy the record follows (a full-grown golden is about 35 kg). */
const MAX_GRAMS = 60_000;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Local date and time as a datetime-local field sends it (seconds dropped). */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

export function isLocalDateTime(v: string): boolean {
  const m = LOCAL_DATE_TIME.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2100 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

export type WeightInput = { puppyId: string; litterId: string | null; grams: number; at: string };
export type WeightEntry = WeightInput & { id: string; createdAt: string };

export const weightInputSchema = z.object({
  puppyId: z.string().regex(ID, 'That puppy no longer exists. Reload the page.'),
  litterId: z.string().regex(ID, 'That litter no longer exists. Reload the page.').nullable(),
  grams: z.number().int('Weights are whole grams.').min(1, 'Enter a weight above zero.').max(MAX_GRAMS, 'That weight is too large for a puppy.'),
  at: z.string().trim().refine(isLocalDateTime, 'Enter a date and time.'),
});

export function toWeightEntry(id: string, d: Record<string, unknown>): WeightEntry {
  return {
    id,
    puppyId: String(d.puppyId ?? ''),
    litterId: typeof d.litterId === 'string' ? d.litterId : null,
    grams: Number(d.grams ?? 0),
    at: String(d.at ?? ''),
    createdAt: String(d.createdAt ?? ''),
  };
}

/**
 * What the owner typed as grams, or null when it is not a weight. Grams: "850", "1,250", "1250.4"
 * (rounded). Ounces: "30.5", "30.5 oz", "2 lb 3 oz", "2lb 3.5oz", "1.5 lb".
 */
export function parseWeight(text: string, unit: WeightUnit): number | null {
  const t = text.trim().toLowerCase().replace(/,/g, '');
  if (!t) return null;
  let grams: number;
  if (unit === 'g') {
    const m = /^(\d{1,6}(?:\.\d{1,2})?)\s*(?:g)?$/.exec(t);
    if (!m) return null;
    grams = Number(m[1]);
  } else {
    const m = /^(?:(\d{1,3}(?:\.\d{1,3})?)\s*(?:lb|lbs))?\s*(?:(\d{1,4}(?:\.\d{1,2})?)\s*(?:oz)?)?$/.exec(t);
    if (!m || (m[1] === undefined && m[2] === undefined)) return null;
    grams = (Number(m[1] ?? 0) * 16 + Number(m[2] ?? 0)) * GRAMS_PER_OUNCE;
  }
  const rounded = Math.round(grams);
  return rounded >= 1 && rounded <= MAX_GRAMS ? rounded : null;
}

/** "1,250 g", or "2 lb 3.5 oz" / "14.2 oz" in ounces (a tenth of an ounce is about 3 g). */
export function formatWeight(grams: number, unit: WeightUnit): string {
  if (unit === 'g') return `${groupDigits(Math.round(grams))} g`;
  const oz = Math.round((grams / GRAMS_PER_OUNCE) * 10) / 10;
  const lb = Math.floor(oz / 16);
  const rest = Math.round((oz - lb * 16) * 10) / 10;
  return lb > 0 ? `${lb} lb ${rest} oz` : `${rest} oz`;
}

/** The number a weight field starts with, in the owner's unit ("850", or "30.0" ounces). */
export function weightFieldValue(grams: number, unit: WeightUnit): string {
  return unit === 'g' ? String(Math.round(grams)) : (grams / GRAMS_PER_OUNCE).toFixed(1);
}

/** Weights oldest first: by time, then by when they were written. */
export function byTime(a: WeightEntry, b: WeightEntry): number {
  return a.at.localeCompare(b.at) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

export type WeightFlag = {
  puppyId: string;
  latest: WeightEntry | null;
  previous: WeightEntry | null;
  /** Lighter at the latest weigh-in than at the one before it. */
  lost: boolean;
  /** More than UNDER_AVERAGE_SHARE under the litter's average of latest weights. */
  underAverage: boolean;
  /** How far from that average, as a share (-0.15 is 15 % under); null when there is no average. */
  fromAverage: number | null;
};

/** A puppy this far under its litter's average is flagged for the owner. */
const UNDER_AVERAGE_SHARE = 0.1;

/**
 * Flags per puppy of a litter: lost weight since its last entry, or more than 10 % under the
 * litter's average. The average is of each weighed puppy's latest weight, taken on the latest day
 * anyone was weighed (puppies last weighed earlier are compared with nothing younger than they are).
 */
export function weightFlags(puppyIds: readonly string[], weights: readonly WeightEntry[]): Map<string, WeightFlag> {
  const per = new Map<string, WeightEntry[]>();
  for (const id of puppyIds) per.set(id, []);
  for (const w of [...weights].sort(byTime)) per.get(w.puppyId)?.push(w);
  const latestDay = [...per.values()].map((ws) => ws.at(-1)?.at.slice(0, 10) ?? '').reduce((a, b) => (b > a ? b : a), '');
  const sameDay = [...per.values()].map((ws) => ws.at(-1)).filter((w): w is WeightEntry => !!w && w.at.slice(0, 10) === latestDay);
  const average = sameDay.length >= 2 ? sameDay.reduce((s, w) => s + w.grams, 0) / sameDay.length : null;
  const out = new Map<string, WeightFlag>();
  for (const [puppyId, ws] of per) {
    const latest = ws.at(-1) ?? null;
    const previous = ws.at(-2) ?? null;
    const comparable = latest !== null && average !== null && latest.at.slice(0, 10) === latestDay;
    const fromAverage = comparable ? latest.grams / average - 1 : null;
    out.set(puppyId, {
      puppyId,
      latest,
      previous,
      lost: latest !== null && previous !== null && latest.grams < previous.grams,
      underAverage: fromAverage !== null && fromAverage < -UNDER_AVERAGE_SHARE,
      fromAverage,
    });
  }
  return out;
}
