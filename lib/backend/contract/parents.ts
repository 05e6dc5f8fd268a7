import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { parentInputOf } from '@/lib/domain/parent';
import { parentInput, studInput } from '@/test/factories';
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
          stud: null,
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

    it('updates every field (clearances replaced as a list), keeps createdAt, moves updatedAt; a dam is no stud', () =>
      withBackend(async (b) => {
        const p = await b.parents.create({ input: parentInput({ clearances: [hips, eyes] }) });
        await new Promise((r) => setTimeout(r, 5));
        const u = await b.parents.update({
          id: p.id,
          input: parentInput({ name: 'Duke', sex: 'sire', stud: { studFee: '$900', ofaCertified: true }, public: false, retired: true, clearances: [eyes] }),
        });
        const facet = { available: true, studFee: '$900', ofaCertified: true };
        expect(u).toMatchObject({ id: p.id, name: 'Duke', sex: 'sire', stud: facet, public: false, retired: true, clearances: [eyes], createdAt: p.createdAt });
        expect(u.updatedAt > p.updatedAt).toBe(true);
        expect(await b.parents.get({ id: p.id })).toEqual(u);
        // Only a sire is a stud: the schema drops the facet for a dam, and the store never keeps one.
        const dam = await b.parents.update({ id: p.id, input: { ...parentInput({ sex: 'dam' }), stud: facet } });
        expect(dam.stud).toBeNull();
        expect(await b.studs.get({ id: p.id })).toBeNull();
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
          ...parentInput({ name: 'Old Rex', sex: 'sire', stud: { available: false, ofaCertified: true }, retired: true, clearances: [hips, eyes] }),
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

    // docs/dogs.md: a stud is a sire offered as a stud, one record under one id.
    it('a stud made in Admin › Studs is a sire hidden from /parents; a sire offered in Admin › Parents is a stud', () =>
      withBackend(async (b) => {
        const duke = await b.studs.create({ input: studInput({ studFee: '$1,500', ofaCertified: true, color: 'Golden', registration: 'AKC SR1', dob: '2021-04-02', notes: 'Calm' }) });
        expect(await b.parents.get({ id: duke.id })).toMatchObject({
          name: 'Duke',
          sex: 'sire',
          public: false,
          color: 'Golden',
          registration: 'AKC SR1',
          dob: '2021-04-02',
          bio: 'Calm',
          stud: { available: true, studFee: '$1,500', ofaCertified: true },
          createdAt: duke.createdAt,
        });
        expect(await b.parents.listPublic()).toEqual([]);
        const rex = await b.parents.create({ input: parentInput({ name: 'Rex', sex: 'sire', clearances: [hips], stud: { available: false, ofaCertified: true } }) });
        expect(await b.studs.get({ id: rex.id })).toMatchObject({ name: 'Rex', available: false, studFee: '', ofaCertified: true, createdAt: rex.createdAt });
        expect((await b.studs.listAll()).map((s) => s.name)).toEqual(['Rex', 'Duke']);
        expect((await b.studs.listAvailable()).map((s) => s.name)).toEqual(['Duke']);
        expect(await b.studs.countAll()).toEqual({ total: 2, available: 1 });
        // Toggled in Admin › Studs: the same record, its clearances untouched.
        await b.studs.toggleAvailable({ id: rex.id });
        expect(await b.parents.get({ id: rex.id })).toMatchObject({ stud: { available: true }, clearances: [hips] });
        // Edited in Admin › Studs: the shared fields and the facet; what only Admin › Parents edits is kept.
        await b.parents.update({ id: duke.id, input: { ...parentInputOf((await b.parents.get({ id: duke.id }))!), clearances: [eyes], retired: true } });
        await b.studs.update({ id: duke.id, input: studInput({ name: 'Duke II', available: false, studFee: '$1,500', notes: 'Still calm' }) });
        expect(await b.parents.get({ id: duke.id })).toMatchObject({ name: 'Duke II', bio: 'Still calm', clearances: [eyes], retired: true, public: false, stud: { available: false, studFee: '' } });
        // A dam or a sire not offered is no stud.
        const maple = await b.parents.create({ input: parentInput() });
        const plain = await b.parents.create({ input: parentInput({ name: 'Plain', sex: 'sire' }) });
        for (const id of [maple.id, plain.id]) {
          expect(await b.studs.get({ id })).toBeNull();
          await expect(b.studs.toggleAvailable({ id })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
          await expect(b.studs.update({ id, input: studInput() })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
          expect(await b.studs.setPreview({ id, imageUrl: '/x.webp', preview: 'data:image/webp;base64,eA' })).toBe(false);
        }
        expect(await b.studs.countAll()).toEqual({ total: 2, available: 1 });
      }));

    it('deleting a stud stops offering a dog shown on /parents and deletes a dog that is only a stud', () =>
      withBackend(async (b) => {
        const shown = await b.parents.create({ input: parentInput({ name: 'Rex', sex: 'sire', clearances: [hips], stud: {} }) });
        const only = await b.studs.create({ input: studInput({ name: 'Finn' }) });
        expect((await b.studs.delete({ id: shown.id })).name).toBe('Rex');
        expect(await b.parents.get({ id: shown.id })).toMatchObject({ name: 'Rex', stud: null, clearances: [hips], public: true });
        expect(await b.studs.get({ id: shown.id })).toBeNull();
        expect((await b.studs.delete({ id: only.id })).name).toBe('Finn');
        expect(await b.parents.get({ id: only.id })).toBeNull();
        await expect(b.studs.delete({ id: shown.id })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        expect(await b.studs.countAll()).toEqual({ total: 0, available: 0 });
      }));

    it('keeps a stud’s stored preview while Admin › Parents keeps his photo, and drops it with another photo', () =>
      withBackend(async (b) => {
        const preview = 'data:image/webp;base64,UklGRg';
        const rex = await b.parents.create({ input: parentInput({ name: 'Rex', sex: 'sire', imageUrl: '/media/parents/rex_1.webp', stud: {} }) });
        expect(await b.studs.setPreview({ id: rex.id, imageUrl: '/media/parents/rex_1.webp', preview })).toBe(true);
        await b.parents.update({ id: rex.id, input: { ...parentInputOf(rex), bio: 'Kind' } });
        expect((await b.studs.listAvailableWithPreview()).map((r) => r.preview)).toEqual([preview]);
        await b.parents.setImage({ id: rex.id, imageUrl: '/media/parents/rex_2.webp' });
        expect((await b.studs.listAvailableWithPreview()).map((r) => [r.stud.imageUrl, r.preview])).toEqual([['/media/parents/rex_2.webp', null]]);
      }));

    it('imports a stud of an old archive onto the dog with its id, or as a hidden sire', () =>
      withBackend(async (b) => {
        const rex = await b.parents.importRecord({
          record: { ...parentInput({ name: 'Rex', sex: 'sire', public: true, clearances: [hips] }), id: 'importedRex', createdAt: '2023-01-01T00:00:00.000Z', updatedAt: '2023-01-02T00:00:00.000Z' },
        });
        const stud = { ...studInput({ name: 'Rex', studFee: '$700', notes: 'n' }), id: rex.id, createdAt: rex.createdAt };
        expect(await b.studs.importRecord({ record: stud })).toEqual(stud);
        expect(await b.parents.get({ id: rex.id })).toMatchObject({ public: true, clearances: [hips], stud: { available: true, studFee: '$700' } });
      }));
  });
}
