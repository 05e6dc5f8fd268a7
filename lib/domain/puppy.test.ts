import { describe, expect, it } from 'vitest';
import { emptyPuppy } from '@/test/factories';
import { hasPrice, nextStatus, normalizeEntryInput, puppyInputSchema, toPuppy } from './puppy';

describe('toPuppy', () => {
  it('gives an empty record the product defaults', () => {
    expect(toPuppy('x1', {})).toEqual(emptyPuppy('x1'));
  });

  it('reads a puppy’s litter (docs/litters.md); a litter belongs to none, and a blank or odd value is none', () => {
    expect(toPuppy('p', { litterId: 'L1' }).litterId).toBe('L1');
    expect(toPuppy('l', { entryType: 'litter', litterId: 'L1' }).litterId).toBeNull();
    expect(toPuppy('p', { litterId: '' }).litterId).toBeNull();
    expect(toPuppy('p', { litterId: 7 }).litterId).toBeNull();
  });

  it('survives a corrupt record', () => {
    const p = toPuppy('x2', {
      entryType: 42,
      name: '   ',
      order: 'first',
      status: '',
      price: 'lots',
      sex: 'maybe',
      color: null,
      dob: 17,
      imageUrl: { url: '/x.webp' },
      public: 'no',
    });
    // Every field it cannot read is the empty record's.
    expect(p).toEqual(emptyPuppy('x2'));
  });

  it('is hidden only when public is exactly false', () => {
    expect(toPuppy('a', { public: false }).public).toBe(false);
    expect(toPuppy('b', { public: true }).public).toBe(true);
    expect(toPuppy('c', { public: null }).public).toBe(true);
    expect(toPuppy('d', {}).public).toBe(true);
  });

  it('reads numbers stored as text and keeps real values', () => {
    const p = toPuppy('y', {
      entryType: 'litter',
      name: ' Fall litter ',
      order: '5',
      price: '3200',
      status: 'Hold',
      expectedDate: ' 2026-03-01 ',
      sex: 'Female',
    });
    expect(p).toMatchObject({
      entryType: 'litter',
      name: 'Fall litter',
      order: 5,
      price: 3200,
      status: 'Hold',
      expectedDate: '2026-03-01',
      sex: 'Female',
    });
  });

  it('keeps an order of 0', () => {
    expect(toPuppy('z', { order: 0 }).order).toBe(0);
  });
});

describe('hasPrice', () => {
  it.each([
    [3200, true],
    [0.01, true],
    [0, false],
    [-100, false],
    [null, false],
  ])('price %o → %o', (price, expected) => {
    expect(hasPrice({ price })).toBe(expected);
  });
});

describe('nextStatus', () => {
  it('flips Available and Reserved, anything else becomes Available', () => {
    expect(nextStatus('Available')).toBe('Reserved');
    expect(nextStatus('Reserved')).toBe('Available');
    expect(nextStatus('Hold')).toBe('Available');
    expect(nextStatus('Adopted')).toBe('Available');
    expect(nextStatus('')).toBe('Available');
  });
});

describe('normalizeEntryInput', () => {
  const base = puppyInputSchema.parse({
    entryType: 'puppy',
    name: 'Sunny',
    price: 3200,
    sex: 'Male',
    dob: '2026-01-01',
    availableDate: '2026-03-01',
    expectedDate: '2026-02-01',
  });

  it('blanks the litter-only date for a puppy', () => {
    expect(normalizeEntryInput(base)).toMatchObject({ expectedDate: null, price: 3200, sex: 'Male', dob: '2026-01-01' });
  });

  it('blanks the puppy-only fields for a litter', () => {
    expect(normalizeEntryInput({ ...base, entryType: 'litter' })).toMatchObject({
      expectedDate: '2026-02-01',
      price: null,
      sex: null,
      dob: null,
      availableDate: null,
    });
  });
});
