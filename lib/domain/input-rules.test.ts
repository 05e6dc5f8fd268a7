import { describe, expect, it } from 'vitest';
import { isCalendarDate, isSingleLine, parsePlainNumber } from './input-rules';
import { puppyInputSchema } from './puppy';
import { studInputSchema } from './stud';

describe('isCalendarDate', () => {
  it('accepts real days, leap days included', () => {
    for (const d of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31', '1990-06-15']) expect(isCalendarDate(d), d).toBe(true);
  });
  it('refuses days that are not on the calendar and far-off years', () => {
    for (const d of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '9999-99-99', '9999-12-31', '0001-01-01', '2026-1-5', ' 2026-01-05', '2026-01-05T00:00', ''])
      expect(isCalendarDate(d), d).toBe(false);
  });
});

describe('parsePlainNumber', () => {
  it('reads plain decimals', () => {
    expect(parsePlainNumber('1500')).toBe(1500);
    expect(parsePlainNumber(' 2499.99 ')).toBe(2499.99);
    expect(parsePlainNumber('0')).toBe(0);
    expect(parsePlainNumber('-5', { signed: true })).toBe(-5);
  });
  it('refuses what Number() would read but a person does not mean', () => {
    for (const raw of ['0x10', '0b11', '0o7', '1e3', 'Infinity', '-5', '+5', '', ' ', '1.2.3', '.5', '5.', '1,500', 'NaN'])
      expect(parsePlainNumber(raw), raw).toBeNull();
    expect(parsePlainNumber('0x10', { signed: true })).toBeNull();
  });
});

describe('isSingleLine', () => {
  it('refuses line breaks and other control characters', () => {
    expect(isSingleLine('Pat Doe')).toBe(true);
    for (const v of ['a\nb', 'a\rb', 'a\r\nb', 'a\u2028b', 'a\u0000b', 'a\tb']) expect(isSingleLine(v), JSON.stringify(v)).toBe(false);
  });
});

describe('entity schemas use the rules', () => {
  it('puppy dates must be real days; single-line fields stay one line; descriptions may have lines', () => {
    const base = { entryType: 'puppy', name: 'Sunny' };
    expect(puppyInputSchema.safeParse({ ...base, dob: '2026-02-30' }).success).toBe(false);
    expect(puppyInputSchema.safeParse({ ...base, availableDate: '9999-99-99' }).success).toBe(false);
    expect(puppyInputSchema.safeParse({ ...base, entryType: 'litter', expectedDate: '2026-11-31' }).success).toBe(false);
    expect(puppyInputSchema.safeParse({ ...base, dob: '2024-02-29' }).success).toBe(true);
    expect(puppyInputSchema.safeParse({ ...base, damName: 'Rosie\r\nX' }).success).toBe(false);
    expect(puppyInputSchema.safeParse({ ...base, description: 'Line one\nLine two' }).success).toBe(true);
  });
  it('stud dates must be real days; notes may have lines, the fee may not', () => {
    expect(studInputSchema.safeParse({ name: 'Duke', dob: '2021-02-29' }).success).toBe(false);
    expect(studInputSchema.safeParse({ name: 'Duke', dob: '2020-02-29' }).success).toBe(true);
    expect(studInputSchema.safeParse({ name: 'Duke', studFee: '$1,500\nextra' }).success).toBe(false);
    expect(studInputSchema.safeParse({ name: 'Duke', notes: 'Calm.\nGood with kids.' }).success).toBe(true);
  });
});
