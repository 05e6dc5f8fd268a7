import { AppError } from '@/lib/domain/errors';
import { parentInputOf, type Parent } from '@/lib/domain/parent';
import { dogFromStudInput, studOf, type Stud } from '@/lib/domain/stud';
import type { ParentStore, StudStore } from './types';

/** What each adapter reads and writes itself for the studs: its queries over the dog records. */
type StudQueries = Pick<StudStore, 'listAvailable' | 'listAvailableWithPreview' | 'listAll' | 'countAll' | 'setPreview' | 'toggleAvailable'>;

/** A dog as a stud; `not_found` for a dog that is not offered as a stud (or no dog). */
export function mustBeStud(dog: Parent | null, id: string): Stud {
  const stud = dog ? studOf(dog) : null;
  if (!stud) throw new AppError('not_found', `No stud ${id}`);
  return stud;
}

/** Sires offered as studs, as studs (the other records dropped). */
export function studsOf(dogs: Parent[]): Stud[] {
  return dogs.map(studOf).filter((s): s is Stud => s !== null);
}

/**
 * The studs store of both adapters (docs/dogs.md): a view over the dog records of `parents`, whose
 * sires offered as studs are the studs, under their ids. Creating a stud makes a sire (hidden from
 * /parents); editing one writes the dog's shared fields and its stud facet; deleting one stops
 * offering a dog shown on /parents and deletes a dog that exists only as a stud.
 */
export function studStoreOver(parents: ParentStore, own: StudQueries): StudStore {
  return {
    ...own,
    async pageAll({ limit, offset }) {
      const skip = Math.max(0, Math.floor(offset));
      // A breeder has a handful of studs: one read of them all, then the page.
      return (await own.listAll()).slice(skip, skip + Math.max(0, Math.floor(limit)));
    },
    async get({ id }) {
      const dog = await parents.get({ id });
      return dog ? studOf(dog) : null;
    },
    async create({ input }) {
      return mustBeStud(await parents.create({ input: dogFromStudInput(input, null) }), '(new)');
    },
    async update({ id, input }) {
      const dog = await parents.get({ id });
      mustBeStud(dog, id);
      return mustBeStud(await parents.update({ id, input: dogFromStudInput(input, dog) }), id);
    },
    async delete({ id }) {
      const dog = await parents.get({ id });
      const stud = mustBeStud(dog, id);
      if (dog!.public) await parents.update({ id, input: { ...parentInputOf(dog!), stud: null } });
      else await parents.delete({ id });
      return stud;
    },
    async importRecord({ record }) {
      const dog = await parents.get({ id: record.id });
      const written = await parents.importRecord({
        record: { ...dogFromStudInput(record, dog), id: record.id, createdAt: record.createdAt, updatedAt: dog?.updatedAt ?? record.createdAt },
      });
      return mustBeStud(written, record.id);
    },
  };
}
