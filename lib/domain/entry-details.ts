import { formatDate, formatPrice } from '@/lib/domain/format';
import { hasPrice, type Puppy } from '@/lib/domain/entry';

/**
 * What a card and the detail page show for an entry, in one place so both stay in step.
 * Pure and free of hooks and of zod (puppy.ts is imported for its type only): the card renders
 * in the browser island too, and its output must match the server's byte for byte.
 */

export type Fact = { label: string; value: string };

export function typeLabel(e: Pick<Puppy, 'entryType'>): string {
  return e.entryType === 'litter' ? 'Litter' : 'Puppy';
}

/** A CSS-friendly tone for the status badge; unknown words from older data get a neutral one. */
export function statusTone(status: string): 'available' | 'reserved' | 'adopted' | 'hold' | 'other' {
  switch (status.toLowerCase()) {
    case 'available':
      return 'available';
    case 'reserved':
      return 'reserved';
    case 'adopted':
      return 'adopted';
    case 'hold':
      return 'hold';
    default:
      return 'other';
  }
}

/**
 * The price line: a puppy without a price shows `unpriced` (MESSAGES.puppies.contactForPricing,
 * passed in by the server so the browser bundle need not carry the whole message catalogue);
 * an unpriced litter shows nothing.
 */
export function priceText(e: Pick<Puppy, 'price' | 'entryType'>, unpriced: string): string | null {
  if (hasPrice(e)) return formatPrice(e.price);
  return e.entryType === 'litter' ? null : unpriced;
}

/** Label/value pairs in display order, empty values left out. */
export function entryFacts(e: Puppy): Fact[] {
  const facts: Fact[] =
    e.entryType === 'litter'
      ? [
          { label: 'Expected', value: formatDate(e.expectedDate) },
          { label: 'Expected Color', value: e.color },
          { label: 'Dam', value: e.damName },
          { label: 'Stud', value: e.studName },
        ]
      : [
          { label: 'Color', value: e.color },
          { label: 'Sex', value: e.sex ?? '' },
          { label: 'Date of Birth', value: formatDate(e.dob) },
          { label: 'Ready to go home', value: formatDate(e.availableDate) },
          { label: 'Dam', value: e.damName },
          { label: 'Stud', value: e.studName },
        ];
  return facts.filter((f) => f.value.trim() !== '');
}

/**
 * The card's one line of facts on a phone (the rest is one tap away on the detail page):
 * sex, color and the go-home date for a puppy; the expected date and color for a litter.
 */
export function entrySummary(e: Puppy): string {
  const parts =
    e.entryType === 'litter'
      ? [e.expectedDate ? `Expected ${formatDate(e.expectedDate)}` : '', e.color]
      : [e.sex ?? '', e.color, e.availableDate ? `Ready to go home ${formatDate(e.availableDate)}` : ''];
  return parts.filter((x) => x.trim() !== '').join(' · ');
}

/** The call to action: Inquire for a puppy, Join Waitlist for a litter. */
export function actionLabel(e: Pick<Puppy, 'entryType'>): string {
  return e.entryType === 'litter' ? 'Join Waitlist' : 'Inquire';
}

/** The contact form reads `?message=` and starts with this text, so the owner knows what it is about. */
function inquiryMessage(e: Pick<Puppy, 'entryType' | 'name'>): string {
  return e.entryType === 'litter'
    ? `Hi! I'd like to join the waitlist for ${e.name}. `
    : `Hi! I'm interested in ${e.name}. `;
}

export function inquiryHref(e: Pick<Puppy, 'entryType' | 'name'>): string {
  return `/contact?message=${encodeURIComponent(inquiryMessage(e))}`;
}

export function entryPath(e: Pick<Puppy, 'id'>): string {
  return `/puppies/${encodeURIComponent(e.id)}`;
}
