/**
 * Rules for what a typed value may be, free of zod so browser code can share them; the schemas
 * wrap them (lib/domain/fields.ts).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Years a breeder's dates can fall in (birth dates of old studs to planned litters). */
const DATE_YEARS = { min: 1900, max: 2100 } as const;

/** A real day of the calendar as YYYY-MM-DD: 2026-02-30 and 9999-99-99 are not. */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < DATE_YEARS.min || y > DATE_YEARS.max || mo < 1 || mo > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** Plain decimals only: digits with an optional fraction. No 0x10, 1e3, Infinity, signs or spaces. */
const PLAIN_DECIMAL = /^\d{1,15}(\.\d{1,6})?$/;

/** The number a person typed, or null when it is not a plain decimal (`-` allowed with `signed`). */
export function parsePlainNumber(raw: string, { signed = false }: { signed?: boolean } = {}): number | null {
  const t = raw.trim();
  const negative = signed && t.startsWith('-');
  const digits = negative ? t.slice(1) : t;
  if (!PLAIN_DECIMAL.test(digits)) return null;
  const n = Number(digits);
  return Number.isFinite(n) ? (negative ? -n : n) : null;
}

/**
 * Line breaks and other control characters, which have no place in a one-line value: a name that
 * ends up in an email subject or header must not be able to start a new line there.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched here
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

export function isSingleLine(value: string): boolean {
  return !CONTROL.test(value);
}

export const SINGLE_LINE_MESSAGE = 'Use one line, without line breaks.';
export const CALENDAR_DATE_MESSAGE = 'Use a real date like 2026-05-01.';
