import { describe, expect, it } from 'vitest';
import { formatDate, formatPhone, formatPrice, phoneHref } from './format';

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
  it('formats a full ISO timestamp in UTC', () => {
    expect(formatDate('2026-01-05T23:30:00Z')).toBe('Jan 5, 2026');
  });
  it('returns unknown text unchanged and nothing for a missing date', () => {
    expect(formatDate('early spring')).toBe('early spring');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
  });
});
