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
//
// What a public page formats while it hydrates (a count, a whole-dollar price, a calendar day) is
// written out below without Intl: the first Intl call of a page loads the browser's locale data,
// 20-60 ms on a desktop CPU (four times that on a phone), and /puppies' listing paid it in the
// task that starts the page (docs/performance.md "Locale data at start-up"). The output is the
// same as Intl's en-US, checked value by value in format.test.ts; anything else still goes to Intl.
let usd: Intl.NumberFormat | undefined;
let usdCents: Intl.NumberFormat | undefined;
const dateFmts = new Map<string, Intl.DateTimeFormat>();

/** The breeder's time zone until the owner chooses another (docs/notifications.md "One clock"). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

let siteZone: string = DEFAULT_TIME_ZONE;

/**
 * The breeder's time zone as this process last read it: what every date is formatted in when no
 * zone is passed. The server keeps it current (lib/server/clock.ts: at start, with each read of
 * the owner's choices and when the owner saves one); a browser bundle keeps the default, so a
 * client component that shows a moment is handed the zone by its server parent.
 */
export function siteTimeZone(): string {
  return siteZone;
}

/** Sets siteTimeZone (the server, after reading or saving the owner's choice; ignored when not a zone). */
export function setSiteTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    siteZone = timeZone;
  } catch {
    // Not a zone this runtime knows: keep the one in force.
  }
}

function fmt(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const k = `${key}|${options.timeZone}`;
  let f = dateFmts.get(k);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    dateFmts.set(k, f);
  }
  return f;
}

/** "1 application", "2 applications", "1,204 applications": a count with its noun, in American English. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${groupDigits(n)} ${n === 1 ? one : many}`;
}

/** A number with en-US digit grouping ("1,204"), as `toLocaleString('en-US')` writes it. */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** US dollars with digit grouping; cents only when the price has them. */
export function formatPrice(price: number): string {
  if (Number.isSafeInteger(price)) return price < 0 ? `-$${groupDigits(-price)}` : `$${groupDigits(price)}`;
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
export function dayIn(value: string | Date, timeZone: string = siteZone): string | null {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return value;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return null;
  const parts = fmt('day', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in `timeZone` (YYYY-MM-DD): what a date input defaults to. */
export function todayIn(timeZone: string = siteZone, now: Date = new Date()): string {
  return dayIn(now, timeZone)!;
}

/**
 * Formats a date for display ("Nov 26, 2026"): a calendar day (YYYY-MM-DD: a birth date, a
 * go-home date) as written, a moment (full ISO: when something was sent) as its day in the
 * breeder's time zone, so every page shows the same day. Unknown input is returned unchanged.
 */
export function formatDate(value: string | null | undefined, timeZone: string = siteZone): string {
  if (!value) return '';
  const day = dayIn(value, timeZone);
  if (!day) return value;
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return value;
  const year = d.getUTCFullYear();
  if (year < 1) return fmt('date', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
  return `${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${year}`;
}

/** en-US short month names, as Intl writes them with `month: 'short'`. */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment with its time in the breeder's time zone ("Nov 25, 2026, 10:15 PM EST"). Unknown input unchanged. */
export function formatDateTime(value: string | null | undefined, timeZone: string = siteZone): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return fmt('datetime', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(d);
}

/**
 * A moment to the second in the breeder's time zone ("Nov 25, 2026, 10:15:42 PM EST"): where the
 * exact time is the point (a contract's signing record). Unknown input unchanged.
 */
export function formatInstant(value: string | null | undefined, timeZone: string = siteZone): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return fmt('instant', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short', timeZone }).format(d);
}

/** Now in `timeZone` to the minute (YYYY-MM-DDTHH:MM): what a date-and-time input defaults to. */
export function minuteIn(timeZone: string = siteZone, now: Date = new Date()): string {
  const parts = fmt('minute', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
