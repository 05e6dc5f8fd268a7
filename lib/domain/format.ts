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
// module, and each formatter costs the browser time while the page starts up.
let usd: Intl.NumberFormat | undefined;
let usdCents: Intl.NumberFormat | undefined;
let dateFmt: Intl.DateTimeFormat | undefined;

/** US dollars with digit grouping; cents only when the price has them. */
export function formatPrice(price: number): string {
  if (Number.isInteger(price)) {
    usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    return usd.format(price);
  }
  usdCents ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usdCents.format(price);
}

/** Formats an ISO date (YYYY-MM-DD or full ISO) for display; unknown input is returned unchanged. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return value;
  dateFmt ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return dateFmt.format(d);
}
