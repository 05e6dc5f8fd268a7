/** A 10-digit number is shown as (###) ###-####; anything else as-is (docs/product.md §5). */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10 && /^[\d\s().+-]*$/.test(value)) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return value;
}

/** `tel:` link target for a displayed phone number. */
export function phoneHref(value: string): string {
  const digits = value.replace(/[^\d+]/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

// Formatters are made on first use, not when a bundle loads: every page's script imports this
// module, and each formatter costs the browser time while the page starts up (a named time zone
// loads its rules). One formatter per (style, zone), kept.
let usd: Intl.NumberFormat | undefined;
let usdCents: Intl.NumberFormat | undefined;
const dateFmts = new Map<string, Intl.DateTimeFormat>();

/**
 * The breeder's time zone when none is passed (docs/notifications.md "One clock"): the site's
 * default; the owner's choice is read on the server (lib/server/clock.ts) and passed down.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

function fmt(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const k = `${key}|${options.timeZone}`;
  let f = dateFmts.get(k);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    dateFmts.set(k, f);
  }
  return f;
}

/** US dollars with digit grouping; cents only when the price has them. */
export function formatPrice(price: number): string {
  if (Number.isInteger(price)) {
    usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return usd.format(price);
  }
  usdCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usdCents.format(price);
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day (YYYY-MM-DD) of a moment in `timeZone`; a date-only value is already a day and
 * is returned as written. null for anything unreadable.
 */
export function dayIn(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return value;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return null;
  const parts = fmt('day', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in `timeZone` (YYYY-MM-DD): what a date input defaults to. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  return dayIn(now, timeZone)!;
}

/**
 * Formats a date for display ("Nov 26, 2026"): a calendar day (YYYY-MM-DD: a birth date, a
 * go-home date) as written, a moment (full ISO: when something was sent) as its day in the
 * breeder's time zone, so every page shows the same day. Unknown input is returned unchanged.
 */
export function formatDate(value: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!value) return '';
  const day = dayIn(value, timeZone);
  if (!day) return value;
  return fmt('date', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment with its time in the breeder's time zone ("Nov 25, 2026, 10:15 PM EST"). Unknown input unchanged. */
export function formatDateTime(value: string | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return fmt('datetime', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(d);
}
