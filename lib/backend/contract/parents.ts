import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { parentInput } from '@/test/factories';
import type { Backend } from '../types';

const hips = { test: 'Hips', result: 'OFA Good', date: '2024-03-01', registryUrl: 'https://ofa.org/advanced-search?q=GR-123' };
const eyes = { test: 'Eyes', result: 'Normal', date: null, registryUrl: null };

/** The parents store's contract (called by suite.ts), the same on both adapters. */
export function parentsContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: parents`, () => {
    it('creates a parent with its clearances and reads it back with timestamps', () =>
      withBackend(async (b) => {
        const made = await b.parents.create({
          input: parentInput({ registration: 'AKC SR123', dob: '2021-05-04', color: 'Light golden', bio: 'Gentle.\nLoves water.', clearances: [hips, eyes] }),
        });
        expect(made.id).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(made).toMatchObject({
          name: 'Maple',
          sex: 'dam',
          registration: 'AKC SR123',
          dob: '2021-05-04',
          color: 'Light golden',
          bio: 'Gentle.\nLoves water.',
          public: true,
          retired: false,
          studId: null,
          imageUrl: null,
          clearances: [hips, eyes],
        });
        expect(Date.parse(made.createdAt)).not.toBeNaN();
        expect(made.updatedAt).toBe(made.createdAt);
        expect(await b.parents.get({ id: made.id })).toEqual(made);
        expect(await b.parents.get({ id: 'no-such-parent' })).toBeNull();
        expect(await b.parents.get({ id: '../x' })).toBeNull();
      }));

    it('lists public parents for visitors and all of them, newest first, for the admin', () =>
      withBackend(async (b) => {
        const a = await b.parents.create({ input: parentInput({ name: 'Maple' }) });
        await new Promise((r) => setTimeout(r, 5));
        const hidden = await b.parents.create({ input: parentInput({ name: 'Hidden', public: false }) });
        await new Promise((r) => setTimeout(r, 5));
        const c = await b.parents.create({ input: parentInput({ name: 'Rex', sex: 'sire', retired: true }) });
        expect((await b.parents.listPublic()).map((p) => p.id)).toEqual([a.id, c.id]);
        expect((await b.parents.listAll()).map((p) => p.id)).toEqual([c.id, hidden.id, a.id]);
      }));

    it('updates every field (clearances replaced as a list), keeps createdAt, moves updatedAt; a dam has no stud', () =>
      withBackend(async (b) => {
        const p = await b.parents.create({ input: parentInput({ clearances: [hips, eyes] }) });
        await new Promise((r) => setTimeout(r, 5));
        const u = await b.parents.update({
          id: p.id,
          input: parentInput({ name: 'Duke', sex: 'sire', studId: 'stud-1', public: false, retired: true, clearances: [eyes] }),
        });
        expect(u).toMatchObject({ id: p.id, name: 'Duke', sex: 'sire', studId: 'stud-1', public: false, retired: true, clearances: [eyes], createdAt: p.createdAt });
        expect(u.updatedAt > p.updatedAt).toBe(true);
        expect(await b.parents.get({ id: p.id })).toEqual(u);
        // Only a sire links to a stud: the schema drops the link for a dam, and the store never keeps one.
        const dam = await b.parents.update({ id: p.id, input: { ...parentInput({ sex: 'dam' }), studId: 'stud-1' } });
        expect(dam.studId).toBeNull();
        await expect(b.parents.update({ id: 'missing', input: parentInput() })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('sets the card image alone and deletes, returning what was deleted', () =>
      withBackend(async (b) => {
        const p = await b.parents.create({ input: parentInput({ clearances: [hips] }) });
        await new Promise((r) => setTimeout(r, 5));
        const withImage = await b.parents.setImage({ id: p.id, imageUrl: '/media/parents/1_maple.webp' });
        expect(withImage).toMatchObject({ imageUrl: '/media/parents/1_maple.webp', clearances: [hips], name: 'Maple' });
        expect(withImage.updatedAt > p.updatedAt).toBe(true);
        const gone = await b.parents.delete({ id: p.id });
        expect(gone.imageUrl).toBe('/media/parents/1_maple.webp');
        expect(await b.parents.get({ id: p.id })).toBeNull();
        await expect(b.parents.delete({ id: p.id })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        await expect(b.parents.setImage({ id: p.id, imageUrl: null })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('imports parents as given (id and times included), replacing the same id', () =>
      withBackend(async (b) => {
        const record = {
          ...parentInput({ name: 'Old Rex', sex: 'sire', studId: 'importedStud', retired: true, clearances: [hips, eyes] }),
          id: 'importedParent1',
          createdAt: new Date('2023-01-01T10:00:00.123Z').toISOString(),
          updatedAt: new Date('2024-02-02T10:00:00.456Z').toISOString(),
        };
        expect(await b.parents.importRecord({ record })).toEqual(record);
        expect(await b.parents.get({ id: record.id })).toEqual(record);
        expect((await b.parents.importRecord({ record: { ...record, name: 'Rex' } })).name).toBe('Rex');
        expect((await b.parents.listAll()).map((p) => p.id)).toEqual([record.id]);
        await expect(b.parents.importRecord({ record: { ...record, id: '../x' } })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));
  });
}
