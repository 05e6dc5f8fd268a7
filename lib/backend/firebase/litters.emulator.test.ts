import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { litterLifeSchema } from '@/lib/domain/litter';
import { firebaseBackendPerTest } from '@/test/firebase';

const backend = firebaseBackendPerTest();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('firebase backend: litters written the original way (docs/product.md §3 documents)', () => {
  it('reads original litter documents with a derived life, and the new fields go into one map', async () => {
    const b = await backend();
    const col = b.db.collection('puppies');
    // As the original product wrote them: docs/product.md §3 fields, dates as strings or Timestamps, no litter map.
    await col.doc('origLitter').set({
      entryType: 'litter',
      name: 'Summer litter',
      color: 'Golden',
      damName: 'Daisy',
      studName: 'Duke',
      expectedDate: at('2025-07-01T00:00:00Z'),
      order: 2,
      public: true,
      status: 'Available',
      createdAt: at('2025-01-01T00:00:00Z'),
      updatedAt: at('2025-01-01T00:00:00Z'),
    });
    await col.doc('origPlanned').set({ entryType: 'litter', name: 'Someday' });
    await col.doc('origPuppy').set({ entryType: 'puppy', name: 'Sunny', order: 1, public: true, createdAt: at('2025-01-02T00:00:00Z') });

    const litters = await b.litters.list();
    expect(litters.map((l) => [l.id, l.life.stage])).toEqual([
      ['origLitter', 'expected'],
      ['origPlanned', 'planned'],
    ]);
    expect(litters[0]!.life).toMatchObject({ dam: { parentId: null, name: 'Daisy' }, sire: { parentId: null, name: 'Duke' }, expectedDate: '2025-07-01', color: 'Golden' });
    expect((await b.puppies.get({ id: 'origPuppy' }))!.litterId).toBeNull();
    expect(await b.litters.listAssignedPuppies()).toEqual([]);

    await b.litters.assign({ puppyId: 'origPuppy', litterId: 'origLitter' });
    await b.litters.update({ id: 'origLitter', input: litterLifeSchema.parse({ stage: 'born', birthDate: '2025-07-02', dam: { name: 'Daisy' }, sire: { name: 'Duke' }, deposit: 400 }) });
    const doc = (await col.doc('origLitter').get()).data()!;
    expect(doc.litter).toMatchObject({ stage: 'born', birthDate: '2025-07-02', deposit: 400, damParentId: null });
    expect(doc.expectedDate).toBeNull();
    expect((await col.doc('origPuppy').get()).get('litterId')).toBe('origLitter');
    expect((await b.litters.listPuppies({ litterId: 'origLitter' })).map((p) => p.id)).toEqual(['origPuppy']);
    expect((await b.litters.listAssignedPuppies()).map((p) => p.id)).toEqual(['origPuppy']);
  });

  it('reads a damaged litter map as an original-shape litter', async () => {
    const b = await backend();
    await b.db.collection('puppies').doc('odd').set({ entryType: 'litter', name: 'Odd', expectedDate: '2026-01-01', litter: { stage: 42, males: 'x', goHomeNotes: 7 } });
    expect((await b.litters.get({ id: 'odd' }))!.life).toMatchObject({ stage: 'expected', males: null, goHomeNotes: '' });
  });
});
