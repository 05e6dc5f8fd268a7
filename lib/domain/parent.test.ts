import { describe, expect, it } from 'vitest';
import { parentInput } from '@/test/factories';
import { comparePublicParents, MAX_CLEARANCES, parentInputSchema, toParent, toPublicParent, type Parent } from './parent';
import { parentDescription, parentPath, parentRoleLabel, parentsItemListJsonLd } from './parent-pages';

const record = (over: Partial<Parent> = {}): Parent => ({
  ...parentInput(),
  id: 'p1',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  ...over,
});

/** What a dam's fields are when nothing (or nothing usable) was given for them. */
const DAM_DEFAULTS = { registration: '', dob: null, color: '', imageUrl: null, bio: '', public: true, retired: false, stud: null };

describe('parentInputSchema', () => {
  it('takes a dam with clearances and fills the defaults', () => {
    const p = parentInputSchema.parse({ name: ' Maple ', sex: 'dam', clearances: [{ test: 'Hips', result: 'OFA Good', registryUrl: ' https://ofa.org/x ' }] });
    expect(p).toEqual({
      name: 'Maple',
      sex: 'dam',
      ...DAM_DEFAULTS,
      clearances: [{ test: 'Hips', result: 'OFA Good', date: null, registryUrl: 'https://ofa.org/x' }],
    });
  });

  it('refuses what a page could not show safely or a person did not mean', () => {
    const issues = (input: unknown) => parentInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ name: '', sex: 'dam' })).toEqual([['name', 'Name is required.']]);
    expect(issues({ name: 'X', sex: 'puppy' })).toEqual([['sex', 'Choose dam or sire.']]);
    expect(issues({ name: 'X\nY', sex: 'dam' })?.[0]?.[0]).toBe('name');
    expect(issues({ name: 'X', sex: 'dam', dob: '2024-02-30' })).toEqual([['dob', 'Use a real date like 2026-05-01.']]);
    for (const url of ['javascript:alert(1)', 'ofa.org/x', 'data:text/html,hi', 'ftp://ofa.org/x']) {
      expect(issues({ name: 'X', sex: 'dam', clearances: [{ test: 'Hips', result: 'Good', registryUrl: url }] }), url).toEqual([
        ['clearances.0.registryUrl', 'Use a full web address starting with https://.'],
      ]);
    }
    expect(issues({ name: 'X', sex: 'dam', clearances: [{ test: '', result: '' }] })).toEqual([
      ['clearances.0.test', 'Name the test.'],
      ['clearances.0.result', 'Give the result.'],
    ]);
    const many = Array.from({ length: MAX_CLEARANCES + 1 }, () => ({ test: 'Eyes', result: 'Normal' }));
    expect(issues({ name: 'X', sex: 'dam', clearances: many })).toEqual([['clearances', `At most ${MAX_CLEARANCES} clearances.`]]);
  });

  it('keeps the stud facet only on a sire, with the fee emptied while not available', () => {
    expect(parentInputSchema.parse({ name: 'Duke', sex: 'sire', stud: { studFee: '$900', ofaCertified: true } }).stud).toEqual({ available: true, studFee: '$900', ofaCertified: true });
    expect(parentInputSchema.parse({ name: 'Duke', sex: 'sire', stud: { available: false, studFee: '$900' } }).stud).toEqual({ available: false, studFee: '', ofaCertified: false });
    expect(parentInputSchema.parse({ name: 'Maple', sex: 'dam', stud: { studFee: '$900' } }).stud).toBeNull();
    expect(parentInputSchema.parse({ name: 'Duke', sex: 'sire' }).stud).toBeNull();
  });
});

describe('toParent', () => {
  it('reads missing and corrupt stored values with defaults', () => {
    expect(toParent('x', { clearances: [{ test: 'Hips', result: 3, registryUrl: 'javascript:x' }, null, { result: 'no test' }], stud: { available: true } })).toEqual({
      id: 'x',
      name: 'Unnamed',
      sex: 'dam',
      // A dam is never a stud (stud: null), whatever was stored.
      ...DAM_DEFAULTS,
      clearances: [{ test: 'Hips', result: '3', date: null, registryUrl: null }],
      createdAt: '1970-01-01T00:00:00.000Z',
      updatedAt: '1970-01-01T00:00:00.000Z',
    });
    expect(toParent('y', { sex: 'sire', stud: { available: 1, studFee: 900 }, public: false, createdAt: '2025-01-01T00:00:00.000Z' })).toMatchObject({
      sex: 'sire',
      stud: { available: false, studFee: '900', ofaCertified: false },
      public: false,
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(toParent('z', { sex: 'sire', stud: 'yes' }).stud).toBeNull();
  });
});

describe('toPublicParent: the stud rule', () => {
  it('gives a stud-parent only id, name and the blurred preview: no detail, no photo URL', () => {
    const duke = record({ name: 'Duke', sex: 'sire', stud: { available: false, studFee: '', ofaCertified: true }, registration: 'AKC SR1', color: 'Red', bio: 'secret', imageUrl: '/media/parents/1_duke.webp', clearances: [{ test: 'Hips', result: 'Good', date: null, registryUrl: null }] });
    const view = toPublicParent(duke, 'data:image/webp;base64,AAAA');
    expect(view).toEqual({ kind: 'stud', id: 'p1', name: 'Duke', sex: 'sire', preview: 'data:image/webp;base64,AAAA' });
    const text = JSON.stringify(view) + parentDescription(view);
    for (const detail of ['AKC SR1', 'Red', 'secret', '/media/parents', 'Hips']) expect(text).not.toContain(detail);
    expect(parentRoleLabel(view)).toBe('Sire · stud');
  });

  it('gives any other parent its public fields, never the admin flags', () => {
    const view = toPublicParent(record({ retired: true, bio: 'Gentle.' }));
    expect(view).toMatchObject({ kind: 'full', name: 'Maple', retired: true, bio: 'Gentle.' });
    expect(Object.keys(view)).not.toContain('public');
    expect(Object.keys(view)).not.toContain('stud');
    expect(parentRoleLabel(view)).toBe('Retired dam');
    expect(parentDescription(view)).toBe('Gentle.');
  });
});

describe('the /parents pages', () => {
  it('lists dams first, current before retired, then by name', () => {
    const list = [
      record({ id: 'a', name: 'Zed', sex: 'sire' }),
      record({ id: 'b', name: 'bella', retired: true }),
      record({ id: 'c', name: 'Willow' }),
      record({ id: 'd', name: 'Amber' }),
      record({ id: 'e', name: 'Ace', sex: 'sire', retired: true }),
    ].sort(comparePublicParents);
    expect(list.map((p) => p.id)).toEqual(['d', 'c', 'b', 'a', 'e']);
  });

  it('builds an ItemList of the parents’ pages without prices', () => {
    const ld = parentsItemListJsonLd('https://example.com', [toPublicParent(record({ id: 'a b' }))]);
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 1, itemListElement: [{ position: 1, url: 'https://example.com/parents/a%20b', name: 'Maple' }] });
    expect(JSON.stringify(ld)).not.toMatch(/price|offers/i);
    expect(parentPath('a/b')).toBe('/parents/a%2Fb');
  });
});
