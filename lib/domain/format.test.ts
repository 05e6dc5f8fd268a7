import { describe, expect, it } from 'vitest';
import { countOf, dayIn, formatDate, formatDateTime, formatPhone, formatPrice, groupDigits, phoneHref, todayIn } from './format';

describe('formatPhone', () => {
  it.each([
    ['5855550142', '(585) 555-0142'],
    ['585-555-0142', '(585) 555-0142'],
    ['585.555.0142', '(585) 555-0142'],
    ['(585) 555 0142', '(585) 555-0142'],
  ])('shows the 10-digit %s as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each(['+1 585 555 0142', '15855550142', '555-0142', '585555014', 'call 5855550142', 'ask for Anne'])(
    'shows %s as it is',
    (input) => {
      expect(formatPhone(input)).toBe(input);
    },
  );

  it('shows nothing for a missing number', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('phoneHref', () => {
  it('dials a 10-digit number with the US country code', () => {
    expect(phoneHref('(585) 555-0142')).toBe('tel:+15855550142');
  });
  it('keeps other numbers as digits', () => {
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

describe('formatPrice', () => {
  it.each([
    [3200, '$3,200'],
    [950, '$950'],
    [1250000, '$1,250,000'],
    [0, '$0'],
    [3200.5, '$3,200.50'],
    [99.99, '$99.99'],
  ])('formats %d as %s', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('formats a plain date without a timezone shift', () => {
    expect(formatDate('2026-05-01')).toBe('May 1, 2026');
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
  });
  it('formats a moment as its day in the breeder\'s time zone (New York by default)', () => {
    expect(formatDate('2026-01-05T23:30:00Z')).toBe('Jan 5, 2026');
    // 10:30 pm in New York on Nov 25 is already Nov 26 in UTC: the breeder's day is the 25th.
    expect(formatDate('2026-11-26T03:30:00Z')).toBe('Nov 25, 2026');
    expect(formatDate('2026-11-26T03:30:00Z', 'Europe/Berlin')).toBe('Nov 26, 2026');
    expect(formatDate('2026-11-26T03:30:00Z', 'America/Los_Angeles')).toBe('Nov 25, 2026');
  });
  it('never shifts a calendar day, whatever the zone', () => {
    expect(formatDate('2026-11-26', 'Pacific/Kiritimati')).toBe('Nov 26, 2026');
    expect(formatDate('2026-11-26', 'Pacific/Pago_Pago')).toBe('Nov 26, 2026');
  });
  it('returns unknown text unchanged and nothing for a missing date', () => {
    expect(formatDate('early spring')).toBe('early spring');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('one clock: days and times in the breeder\'s time zone', () => {
  const lateEvening = new Date('2026-11-26T03:30:00Z'); // 10:30 pm in New York, Nov 25

  it('today is the breeder\'s day, not the server\'s (UTC)', () => {
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-25');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-26');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
  });

  it('a moment\'s day, across daylight saving time', () => {
    expect(dayIn('2026-07-01T03:59:00Z', 'America/New_York')).toBe('2026-06-30'); // EDT, UTC-4
    expect(dayIn('2026-07-01T04:00:00Z', 'America/New_York')).toBe('2026-07-01');
    expect(dayIn('2026-01-01T04:59:00Z', 'America/New_York')).toBe('2025-12-31'); // EST, UTC-5
    expect(dayIn('2026-03-08', 'America/New_York')).toBe('2026-03-08');
    expect(dayIn('not a date')).toBeNull();
  });

  it('a moment with its time and zone', () => {
    expect(formatDateTime('2026-11-26T03:15:00Z')).toBe('Nov 25, 2026, 10:15 PM EST');
    expect(formatDateTime('2026-07-01T16:05:00Z', 'America/Los_Angeles')).toBe('Jul 1, 2026, 9:05 AM PDT');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('countOf', () => {
  it('says one thing in the singular and any other count in the plural, with digit grouping', () => {
    expect(countOf(1, 'application')).toBe('1 application');
    expect(countOf(0, 'application')).toBe('0 applications');
    expect(countOf(1204, 'application')).toBe('1,204 applications');
    expect(countOf(2, 'puppy', 'puppies')).toBe('2 puppies');
  });
});

// countOf, formatPrice and formatDate write counts, whole-dollar prices and calendar days without
// Intl (see format.ts); these compare them with Intl's en-US output value by value.
describe('the formats written without Intl', () => {
  const ints = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 1234567, 12345678, 987654321, 2 ** 31, Number.MAX_SAFE_INTEGER];
  for (let n = 1, x = 7; n < 300; n++) ints.push((x = (x * 48271) % 2147483647) % 10 ** (n % 12));
  const all = [...ints, ...ints.filter((n) => n !== 0).map((n) => -n)]; // -0 is written "0" (Intl: "-0")

  it('groups digits as toLocaleString does', () => {
    for (const n of all) expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
    expect(groupDigits(1234.5)).toBe((1234.5).toLocaleString('en-US'));
  });

  it('writes whole-dollar prices as Intl currency does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const n of all) expect(formatPrice(n)).toBe(usd.format(n));
  });

  it('writes every calendar day of 1999-2101 as Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(1999, 0, 1); t <= Date.UTC(2101, 11, 31); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(formatDate(day)).toBe(intl.format(new Date(t)));
    }
    // A day past a month's end rolls over as Date reads it; a year before 1 is left to Intl.
    expect(formatDate('2026-02-31')).toBe(intl.format(new Date('2026-02-31T00:00:00Z')));
    expect(formatDate('0000-03-01')).toBe(intl.format(new Date('0000-03-01T00:00:00Z')));
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
  });
});
