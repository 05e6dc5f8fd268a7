import { describe, expect, it } from 'vitest';
import { countOf, dayIn, formatDate, formatDateTime, formatPhone, formatPrice, phoneHref, todayIn } from './format';

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
