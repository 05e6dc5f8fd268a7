import { describe, expect, it } from 'vitest';
import {
  applyListing,
  DEFAULT_QUERY,
  parseListingQuery,
  parseViewKey,
  searchText,
  toQueryString,
  viewKey,
  withChange,
  type ListingQuery,
} from './listing';
import { toPuppy, type Puppy } from './puppy';
import { listingPageSummary } from '@/test/factories';

function entry(id: string, raw: Record<string, unknown> = {}): Puppy {
  return toPuppy(id, { name: id, ...raw });
}

const q = (change: Partial<ListingQuery>): ListingQuery => ({ ...DEFAULT_QUERY, ...change });
const ids = (entries: readonly Puppy[]) => entries.map((e) => e.id);

describe('search', () => {
  const sunny = entry('sunny', {
    name: 'Sunny',
    description: 'Loves tug toys and naps in the sun.',
    sex: 'Male',
    color: 'Light Golden',
    damName: 'Rosie',
    studName: 'Duke',
    status: 'Available',
  });
  const maple = entry('maple', {
    name: 'Maple',
    description: 'A gentle girl who follows the kids.',
    sex: 'Female',
    color: 'Red',
    damName: 'Bella',
    studName: 'Finn',
    status: 'Hold',
  });
  const fall = entry('fall', {
    entryType: 'litter',
    name: 'Fall pairing',
    description: 'Calm, biddable puppies.',
    color: 'Cream',
    damName: 'Goldie',
    studName: 'Bear',
    status: 'Reserved',
  });
  const all = [sunny, maple, fall];
  const search = (text: string) => ids(applyListing(all, q({ q: text })).items);

  it.each([
    ['name', 'sUNNY', ['sunny']],
    ['description', 'FOLLOWS THE KIDS', ['maple']],
    ['sex', 'female', ['maple']],
    ['color', 'light golden', ['sunny']],
    ['dam', 'goldie', ['fall']],
    ['stud', 'FINN', ['maple']],
    ['status', 'reserved', ['fall']],
    ['entry type', 'Litter', ['fall']],
  ])('matches the %s case-insensitively', (_field, text, expected) => {
    expect(search(text)).toEqual(expected);
  });

  it('matches substrings, so "male" finds both sexes', () => {
    expect(search('male')).toEqual(['sunny', 'maple']);
  });

  it('finds puppies by their entry type word', () => {
    expect(search('puppy')).toEqual(['sunny', 'maple']);
  });

  it('ignores surrounding spaces and shows everything for an empty query', () => {
    expect(search('  rosie  ')).toEqual(['sunny']);
    expect(search('   ')).toEqual(['sunny', 'maple', 'fall']);
  });

  it('returns nothing when no field matches', () => {
    expect(search('poodle')).toEqual([]);
    expect(applyListing(all, q({ q: 'poodle' })).total).toBe(0);
  });

  it('does not match across field boundaries', () => {
    // name "Sunny" followed by description "Loves…": no field contains "sunnyloves".
    expect(search('sunnyloves')).toEqual([]);
  });

  it('gives the same result with precomputed haystacks', () => {
    const haystacks = all.map(searchText);
    for (const text of ['red', 'bear', 'hold', 'litter', '']) {
      expect(ids(applyListing(all, q({ q: text }), haystacks).items)).toEqual(search(text));
    }
  });

  it('filters by type', () => {
    expect(ids(applyListing(all, q({ type: 'puppies' })).items)).toEqual(['sunny', 'maple']);
    expect(ids(applyListing(all, q({ type: 'litters' })).items)).toEqual(['fall']);
    expect(ids(applyListing(all, q({ type: 'litters', q: 'sunny' })).items)).toEqual([]);
  });
});

describe('sort', () => {
  const sorts: [string, ListingQuery['sort'], Puppy[], string[]][] = [
    [
      'featured: order ascending, a missing order counts as 9999, ties keep their order',
      'featured',
      [entry('none'), entry('three', { order: 3 }), entry('big', { order: 10000 }), entry('one', { order: 1 }), entry('also-three', { order: 3 })],
      ['one', 'three', 'also-three', 'none', 'big'],
    ],
    [
      'newest: dob for puppies, expectedDate for litters, descending, undated last',
      'newest',
      [
        entry('undated-puppy'),
        entry('old', { dob: '2025-01-10' }),
        entry('litter', { entryType: 'litter', expectedDate: '2026-03-01', dob: '2020-01-01' }),
        entry('undated-litter', { entryType: 'litter', dob: '2026-12-01' }),
        entry('recent', { dob: '2025-11-02' }),
      ],
      ['litter', 'recent', 'old', 'undated-puppy', 'undated-litter'],
    ],
    [
      'price: ascending, missing (or 0) prices last',
      'price',
      [entry('none'), entry('high', { price: 3500 }), entry('zero', { price: 0 }), entry('low', { price: 2900 }), entry('mid', { price: 3200 })],
      ['low', 'mid', 'high', 'none', 'zero'],
    ],
    [
      'name: alphabetical, ignoring case, numbers in natural order',
      'name',
      [entry('c', { name: 'cooper' }), entry('b10', { name: 'Bear 10' }), entry('a', { name: 'Archie' }), entry('b2', { name: 'bear 2' })],
      ['a', 'b2', 'b10', 'c'],
    ],
  ];
  it.each(sorts)('%s', (_, sort, entries, want) => {
    expect(ids(applyListing(entries, q({ sort })).items)).toEqual(want);
  });

  it('does not reorder the input array', () => {
    const entries = [entry('b', { order: 2 }), entry('a', { order: 1 })];
    applyListing(entries, q({ sort: 'featured' }));
    expect(ids(entries)).toEqual(['b', 'a']);
  });
});

describe('paging', () => {
  const thirty = Array.from({ length: 30 }, (_, i) => entry(`e${String(i + 1).padStart(2, '0')}`, { order: i + 1 }));

  it('shows 12 per page and counts the pages', () => {
    const r = applyListing(thirty, q({}));
    expect(r.items).toHaveLength(12);
    expect(ids(r.items)[0]).toBe('e01');
    expect(ids(r.items)[11]).toBe('e12');
    expect(r.total).toBe(30);
    expect(r.pageCount).toBe(3);
    expect(r.page).toBe(1);
  });

  it('shows the partial last page', () => {
    const r = applyListing(thirty, q({ page: 3, from: 3 }));
    expect(ids(r.items)).toEqual(['e25', 'e26', 'e27', 'e28', 'e29', 'e30']);
    expect(r.page).toBe(3);
  });

  it('pulls a page past the end back to the last page', () => {
    const r = applyListing(thirty, q({ page: 9, from: 9 }));
    expect(r.page).toBe(3);
    expect(r.from).toBe(3);
    expect(r.items).toHaveLength(6);
  });

  it('Load more keeps the earlier pages: from 1 to page 2 shows 24 entries', () => {
    const r = applyListing(thirty, q({ page: 2, from: 1 }));
    expect(r.items).toHaveLength(24);
    expect(ids(r.items)[0]).toBe('e01');
    expect(ids(r.items)[23]).toBe('e24');
    const all = applyListing(thirty, q({ page: 3, from: 1 }));
    expect(all.items).toHaveLength(30);
  });

  it('pages the filtered result, not the whole list', () => {
    const r = applyListing(thirty, q({ q: 'e1' }));
    // e01 has "e0"; e10..e19 match "e1"
    expect(r.total).toBe(10);
    expect(r.pageCount).toBe(1);
  });

  it('has one empty page when nothing matches', () => {
    const r = applyListing(thirty, q({ q: 'nothing' }));
    expect(r).toEqual({ items: [], total: 0, pageCount: 1, page: 1, from: 1 });
  });

  it('exactly 12 entries make one page', () => {
    expect(applyListing(thirty.slice(0, 12), q({})).pageCount).toBe(1);
    expect(applyListing(thirty.slice(0, 13), q({})).pageCount).toBe(2);
  });
});

describe('withChange', () => {
  const deep = q({ type: 'puppies', q: 'red', sort: 'price', page: 3, from: 2 });

  it.each([
    ['type', { type: 'litters' as const }],
    ['search', { q: 'cream' }],
    ['sort', { sort: 'name' as const }],
  ])('a %s change returns to page 1 and keeps the rest', (_what, change) => {
    expect(withChange(deep, change)).toEqual({ ...deep, ...change, page: 1, from: 1 });
  });

  it('does not modify the original query', () => {
    withChange(deep, { q: 'x' });
    expect(deep.page).toBe(3);
  });
});

describe('URL query', () => {
  it('reads a full query', () => {
    expect(parseListingQuery(new URLSearchParams('type=litters&q=red+coat&sort=price&page=3&from=2'))).toEqual({
      type: 'litters',
      q: 'red coat',
      sort: 'price',
      page: 3,
      from: 2,
    });
  });

  it('falls back to defaults for bad values', () => {
    expect(parseListingQuery(new URLSearchParams('type=cats&sort=cheapest&page=abc'))).toEqual(DEFAULT_QUERY);
    for (const page of ['0', '-1', '1.5', '1e3', '9999999', '', ' 2']) {
      expect(parseListingQuery(new URLSearchParams({ page })).page).toBe(1);
    }
    expect(parseListingQuery(new URLSearchParams('type=Litters')).type).toBe('all');
  });

  it('keeps from at or below page, and equal to page when missing', () => {
    expect(parseListingQuery(new URLSearchParams('page=2&from=5'))).toMatchObject({ page: 2, from: 2 });
    expect(parseListingQuery(new URLSearchParams('page=4'))).toMatchObject({ page: 4, from: 4 });
    expect(parseListingQuery(new URLSearchParams('page=4&from=0'))).toMatchObject({ page: 4, from: 4 });
  });

  it('caps the search text at 100 characters', () => {
    expect(parseListingQuery(new URLSearchParams({ q: 'x'.repeat(500) })).q).toHaveLength(100);
  });

  it('reads Next.js style search params (arrays take the first value)', () => {
    expect(parseListingQuery({ type: ['puppies', 'litters'], sort: 'newest', q: undefined })).toEqual({
      ...DEFAULT_QUERY,
      type: 'puppies',
      sort: 'newest',
    });
  });

  it('leaves defaults out of the URL', () => {
    expect(toQueryString(DEFAULT_QUERY)).toBe('');
    expect(toQueryString(q({ q: '   ' }))).toBe('');
    expect(toQueryString(q({ type: 'litters', q: 'red coat', sort: 'price', page: 3, from: 2 }))).toBe(
      '?type=litters&q=red+coat&sort=price&page=3&from=2',
    );
    expect(toQueryString(q({ page: 2, from: 2 }))).toBe('?page=2');
  });

  it.each([
    DEFAULT_QUERY,
    q({ type: 'puppies' }),
    q({ q: 'Light Golden & cream?' }),
    q({ sort: 'newest', page: 2, from: 2 }),
    q({ type: 'litters', q: 'rosie', sort: 'name', page: 5, from: 1 }),
  ])('round-trips %o', (query) => {
    const s = toQueryString(query);
    expect(parseListingQuery(new URLSearchParams(s.replace(/^\?/, '')))).toEqual(query);
  });
});


describe('view keys (the cached page of each view)', () => {
  it.each([
    DEFAULT_QUERY,
    q({ type: 'puppies', sort: 'price' }),
    q({ q: 'Light Golden & cream?/é' }),
    q({ type: 'litters', q: 'rosie', sort: 'name', page: 5, from: 1 }),
    q({ page: 3, from: 3 }),
  ])('round-trips %o, pages shown after Load more included', (query) => {
    expect(parseViewKey(viewKey(query))).toEqual(query);
  });

  it('spells each view one way, and refuses any other spelling', () => {
    expect(viewKey(q({ page: 3, from: 2 }))).toBe('all.featured.2-3.');
    expect(viewKey(q({ page: 3, from: 3 }))).toBe('all.featured.3.');
    for (const bad of ['all.featured.3-3.', 'all.featured.4-2.', 'all.featured.0.', 'all.cheap.1.', 'all.featured.1.%20', 'all.featured.1.IA']) {
      expect(parseViewKey(bad), bad).toBeNull();
    }
  });
});


describe('prepareListing (the embedded backend’s reusable listing)', () => {
  it('answers every view exactly as pageOfListing does, at every page', async () => {
    const { pageOfListing, prepareListing, SORT_KEYS, TYPE_FILTERS } = await import('./listing');
    const { toPuppy } = await import('./puppy');
    const rows = Array.from({ length: 40 }, (_, i) =>
      toPuppy(`id${i}`, {
        entryType: i % 5 === 0 ? 'litter' : 'puppy',
        name: `${i % 3 ? 'Sunny' : 'bear'} ${i % 7}`,
        order: i % 4,
        color: ['Cream', 'Red', 'Light golden'][i % 3],
        sex: i % 2 ? 'Male' : 'Female',
        price: i % 3 === 0 ? null : 900 + (i % 6) * 50,
        dob: i % 4 === 0 ? null : `2026-0${(i % 9) + 1}-15`,
        expectedDate: i % 5 === 0 ? `2027-0${(i % 8) + 1}-01` : null,
        status: i % 6 === 0 ? 'Reserved' : 'Available',
      }),
    );
    const prepared = prepareListing(rows);
    for (const type of TYPE_FILTERS)
      for (const sort of SORT_KEYS)
        for (const q of ['', 'SUNNY', 'red', 'fem', 'nothing'])
          for (const page of [1, 2, 3, 4, 99]) {
            const view = { type, sort, q, page, pageSize: 12 };
            const want = pageOfListing(rows, view);
            const got = prepared.query(view);
            expect({ view, ...listingPageSummary(got) }).toEqual({ view, ...listingPageSummary(want) });
          }
  });
});
