import { describe, expect, it } from 'vitest';
import { toParent, type Parent } from './parent';
import { dogFromStudInput, mergeLegacyStuds, studOf, studInputSchema, toStud } from './stud';

const sire = (id: string, raw: Record<string, unknown> = {}): Parent => toParent(id, { name: id, sex: 'sire', createdAt: '2023-01-01T00:00:00.000Z', ...raw });
const stud = (id: string, raw: Record<string, unknown> = {}) => toStud(id, { name: id, available: true, studFee: '$1,000', createdAt: '2024-01-01T00:00:00.000Z', ...raw });

describe('a stud is a view of a sire offered as a stud (docs/dogs.md)', () => {
  it('shows a sire with the facet as a stud, his "About" as the notes; any other dog is none', () => {
    const rex = sire('rex', { bio: 'Kind.', color: 'Red', stud: { available: true, studFee: '$900', ofaCertified: true } });
    expect(studOf(rex)).toEqual({ id: 'rex', name: 'rex', imageUrl: null, available: true, studFee: '$900', ofaCertified: true, registration: '', dob: null, color: 'Red', notes: 'Kind.', createdAt: rex.createdAt });
    expect(studOf(sire('plain'))).toBeNull();
    expect(studOf(toParent('dam', { sex: 'dam', stud: { available: true } }))).toBeNull();
  });

  it('a stud form writes a new hidden sire, or the shared fields of the dog it edits', () => {
    const input = studInputSchema.parse({ name: 'Duke', available: false, studFee: '$5', notes: 'n' });
    expect(dogFromStudInput(input, null)).toMatchObject({ sex: 'sire', public: false, retired: false, clearances: [], bio: 'n', stud: { available: false, studFee: '', ofaCertified: false } });
    const clearances = [{ test: 'Hips', result: 'Good', date: null, registryUrl: null }];
    expect(dogFromStudInput(input, sire('d', { public: true, retired: true, clearances }))).toMatchObject({ public: true, retired: true, clearances, name: 'Duke' });
  });
});

describe('mergeLegacyStuds', () => {
  it('merges a linked stud into the oldest sire that named it, filling only what he lacks', () => {
    const older = sire('older', { color: 'Red', bio: 'Calm.', createdAt: '2022-01-01T00:00:00.000Z' });
    const newer = sire('newer', { createdAt: '2023-01-01T00:00:00.000Z' });
    const s = stud('s1', { color: 'Golden', registration: 'AKC 1', imageUrl: '/a.webp', notes: 'Calm.' });
    const out = mergeLegacyStuds([{ parent: newer, studId: 's1' }, { parent: older, studId: 's1' }], [s]);
    expect(out).toHaveLength(1);
    // His own color and "About" stay (the notes already in it are not repeated); the rest comes from the stud.
    expect(out[0]!.dog).toMatchObject({ id: 'older', color: 'Red', bio: 'Calm.', registration: 'AKC 1', imageUrl: '/a.webp', stud: { available: true, studFee: '$1,000', ofaCertified: false } });
    expect(out[0]!.from).toBe(s);
  });

  it('makes a stud no sire names a hidden sire under its id (another id if a parent holds it); a dam never takes a stud', () => {
    const dam = toParent('s2', { name: 'Maple', sex: 'dam' });
    const out = mergeLegacyStuds([{ parent: dam, studId: 's2' }], [stud('s2', { available: false, studFee: '$700', notes: 'n' })]);
    expect(out.map((o) => o.dog)).toEqual([
      expect.objectContaining({ id: 's2-stud', sex: 'sire', public: false, bio: 'n', clearances: [], stud: { available: false, studFee: '$700', ofaCertified: false }, createdAt: '2024-01-01T00:00:00.000Z' }),
    ]);
    expect(mergeLegacyStuds([], [])).toEqual([]);
  });
});
