import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { litterLifeSchema, type LitterLifeInput } from '@/lib/domain/litter';
import type { Puppy } from '@/lib/domain/puppy';
import { puppyInput as puppy, expectedDaisyDukeLife } from '@/test/factories';
import type { Backend } from '../types';

type WithBackend = (fn: (b: Backend) => Promise<void>) => Promise<void>;

function life(overrides: Partial<LitterLifeInput> = {}): LitterLifeInput {
  return litterLifeSchema.parse({ stage: 'planned', ...overrides });
}

/**
 * The litters part of the contract (docs/litters.md, lib/domain/litter.ts), on every adapter: litter
 * entries with their life, original-shape entries (docs/product.md §3, written before litters had a life),
 * puppies that belong to a litter, and the drag-and-drop order.
 */
export function littersContract(name: string, withBackend: WithBackend) {
  describe(`${name} backend: litters`, () => {
    it('derives the life of an original-shape litter entry and keeps the product fields as they are', () =>
      withBackend(async (b) => {
        // As the original product stored it: docs/product.md §3 fields only (import writes records as given).
        const t = '2025-05-01T00:00:00.000Z';
        const original: Puppy = {
          ...puppy({ entryType: 'litter', name: 'Spring litter', expectedDate: '2027-04-01', color: 'Light golden', damName: 'Daisy', studName: 'Duke' }),
          litterId: null,
          id: 'originalLitter1',
          createdAt: t,
          updatedAt: t,
        };
        await b.puppies.importRecord({ record: original });
        await b.puppies.importRecord({ record: { ...original, id: 'originalLitter2', name: 'Someday', expectedDate: null, order: 1 } });
        await b.puppies.importRecord({ record: { ...original, id: 'originalPuppy', entryType: 'puppy', name: 'Pup', expectedDate: null } });

        const litters = await b.litters.list();
        expect(litters.map((l) => l.id)).toEqual(['originalLitter2', 'originalLitter1']);
        const spring = await b.litters.get({ id: 'originalLitter1' });
        expect(spring).toMatchObject({ ...original, life: expectedDaisyDukeLife('2027-04-01', 'Light golden') });
        expect((await b.litters.get({ id: 'originalLitter2' }))!.life.stage).toBe('planned');
        // A puppy entry is not a litter; neither is an unknown or malformed id.
        expect(await b.litters.get({ id: 'originalPuppy' })).toBeNull();
        expect(await b.litters.get({ id: 'nope' })).toBeNull();
        expect(await b.litters.get({ id: '../x' })).toBeNull();
        // The /puppies listing still sees the entries exactly as before.
        expect((await b.puppies.get({ id: 'originalLitter1' }))).toEqual(original);
      }));

    it('stores the life of a litter; the dam, sire, expected date and color are the entry fields the card shows', () =>
      withBackend(async (b) => {
        const entry = await b.puppies.create({ input: puppy({ entryType: 'litter', name: 'Daisy × Duke' }) });
        const saved = await b.litters.update({
          id: entry.id,
          input: life({
            stage: 'born',
            dam: { parentId: 'damRecord1', name: 'Daisy' },
            sire: { parentId: null, name: 'Outside Sire' },
            expectedDate: '2027-01-10',
            birthDate: '2027-01-12',
            goHomeDate: '2027-03-09',
            color: 'Cream to red',
            males: 4,
            females: 3,
            available: 5,
            priceMin: 2500,
            priceMax: 3200,
            deposit: 500,
            goHomeNotes: 'Vet checked, first shots.\nPuppy pack included.',
          }),
        });
        expect(saved.life).toMatchObject({
          stage: 'born',
          dam: { parentId: 'damRecord1', name: 'Daisy' },
          sire: { parentId: null, name: 'Outside Sire' },
          males: 4,
          priceMax: 3200,
          goHomeNotes: 'Vet checked, first shots.\nPuppy pack included.',
        });
        expect(await b.litters.get({ id: entry.id })).toEqual(saved);
        const asEntry = await b.puppies.get({ id: entry.id });
        expect(asEntry).toMatchObject({ damName: 'Daisy', studName: 'Outside Sire', expectedDate: '2027-01-10', color: 'Cream to red', entryType: 'litter' });
        // Editing the entry in Admin › Puppies keeps the life.
        await b.puppies.update({ id: entry.id, input: puppy({ entryType: 'litter', name: 'Renamed', damName: 'Daisy', studName: 'Outside Sire' }) });
        expect((await b.litters.get({ id: entry.id }))!.life).toMatchObject({ stage: 'born', males: 4, deposit: 500 });
        expect((await b.litters.get({ id: entry.id }))!.name).toBe('Renamed');

        const pup = await b.puppies.create({ input: puppy() });
        await expect(b.litters.update({ id: pup.id, input: life() })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        await expect(b.litters.update({ id: 'nope', input: life() })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('puts puppies in a litter, lists them in order, takes them out, and refuses litters in litters', () =>
      withBackend(async (b) => {
        const litter = await b.puppies.create({ input: puppy({ entryType: 'litter', name: 'L' }) });
        const other = await b.puppies.create({ input: puppy({ entryType: 'litter', name: 'Other' }) });
        const c = await b.puppies.create({ input: puppy({ name: 'C', order: 30 }) });
        const a = await b.puppies.create({ input: puppy({ name: 'A', order: 10, public: false }) });
        const loose = await b.puppies.create({ input: puppy({ name: 'Loose' }) });
        expect(loose.litterId).toBeNull();
        expect((await b.litters.assign({ puppyId: c.id, litterId: litter.id })).litterId).toBe(litter.id);
        await b.litters.assign({ puppyId: a.id, litterId: litter.id });
        expect((await b.puppies.get({ id: a.id }))!.litterId).toBe(litter.id);
        expect((await b.litters.listPuppies({ litterId: litter.id })).map((p) => p.name)).toEqual(['A', 'C']);
        expect(await b.litters.listPuppies({ litterId: other.id })).toEqual([]);
        expect((await b.litters.listAssignedPuppies()).map((p) => p.name)).toEqual(['A', 'C']);
        // Editing a puppy in Admin › Puppies keeps its litter.
        await b.puppies.update({ id: c.id, input: puppy({ name: 'C2', order: 30 }) });
        expect((await b.puppies.get({ id: c.id }))!.litterId).toBe(litter.id);

        await b.litters.assign({ puppyId: a.id, litterId: other.id });
        expect((await b.litters.listPuppies({ litterId: other.id })).map((p) => p.name)).toEqual(['A']);
        expect((await b.litters.assign({ puppyId: a.id, litterId: null })).litterId).toBeNull();
        expect((await b.litters.listAssignedPuppies()).map((p) => p.name)).toEqual(['C2']);

        await expect(b.litters.assign({ puppyId: other.id, litterId: litter.id })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
        await expect(b.litters.assign({ puppyId: loose.id, litterId: c.id })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
        await expect(b.litters.assign({ puppyId: loose.id, litterId: 'nope' })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        await expect(b.litters.assign({ puppyId: 'nope', litterId: litter.id })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
        expect((await b.puppies.get({ id: loose.id }))!.litterId).toBeNull();
      }));

    it('imports a life as given, leaving the entry and its updatedAt alone', () =>
      withBackend(async (b) => {
        const t = '2025-06-01T00:00:00.000Z';
        const record: Puppy = { ...puppy({ entryType: 'litter', name: 'Imported', damName: 'Daisy' }), litterId: null, id: 'importedLife1', createdAt: t, updatedAt: t };
        await b.puppies.importRecord({ record });
        const given = { ...(await b.litters.get({ id: record.id }))!.life, stage: 'ready' as const, birthDate: '2025-05-01', females: 2, dam: { parentId: 'p1', name: 'Daisy' } };
        const got = await b.litters.importLife({ id: record.id, life: given });
        expect(got.life).toEqual(given);
        expect(await b.puppies.get({ id: record.id })).toEqual(record);
        await expect(b.litters.importLife({ id: 'nope', life: given })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('writes the order of several entries at once, or none when one is missing', () =>
      withBackend(async (b) => {
        const x = await b.puppies.create({ input: puppy({ name: 'X', order: 1 }) });
        const y = await b.puppies.create({ input: puppy({ name: 'Y', order: 2 }) });
        const z = await b.puppies.create({ input: puppy({ name: 'Z', order: 3 }) });
        await b.litters.setOrders({ orders: [{ id: z.id, order: 1 }, { id: x.id, order: 2 }, { id: y.id, order: 3 }] });
        expect((await b.puppies.listPublic()).map((p) => p.name)).toEqual(['Z', 'X', 'Y']);
        await expect(b.litters.setOrders({ orders: [{ id: x.id, order: 50 }, { id: 'missing', order: 51 }] })).rejects.toSatisfy((e) =>
          isAppError(e, 'not_found'),
        );
        expect((await b.puppies.get({ id: x.id }))!.order).toBe(2);
        await b.litters.setOrders({ orders: [] });
      }));
  });
}
