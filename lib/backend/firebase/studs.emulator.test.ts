import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { firebaseBackendPerTest } from '@/test/firebase';
import { migrateLegacyStuds } from './parents';
import { LEGACY_DUKE_MERGED } from '@/test/factories';

const backend = firebaseBackendPerTest();
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('firebase backend: studs and sires become one dog record (docs/dogs.md)', () => {
  it('merges a linked stud into its sire, makes an unlinked stud a hidden sire, once; the first read does it', async () => {
    const b = await backend();
    const studs = b.db.collection('studs');
    await studs.doc('studDuke').set({ name: 'Duke', imageUrl: '/media/studs/duke.webp', available: true, studFee: '$1,500', ofaCertified: true, registration: 'AKC SR1', dob: at('2021-04-02T00:00:00Z'), color: 'Light Golden', notes: 'Produces light coats.', createdAt: at('2024-01-01T00:00:00Z'), preview: 'data:image/webp;base64,ZHVrZQ' });
    await studs.doc('studFinn').set({ name: 'Finn', imageUrl: '/media/studs/finn.webp', available: false, studFee: '$900', ofaCertified: false, registration: 'AKC SR2', dob: null, color: 'Golden', notes: 'Field line.', createdAt: at('2024-02-01T00:00:00Z') });
    const parents = b.db.collection('parents');
    const sire = { sex: 'sire', dob: null, imageUrl: null, public: true, retired: false, createdAt: at('2023-06-01T00:00:00Z'), updatedAt: at('2023-06-01T00:00:00Z') };
    await parents.doc('sireDuke').set({ ...sire, name: 'Duke', registration: '', color: '', bio: 'Calm.', studId: 'studDuke', clearances: [{ test: 'Hips', result: 'OFA Good', date: null, registryUrl: null }] });
    await parents.doc('sireAce').set({ ...sire, name: 'Ace', registration: 'AKC SR3', color: 'Red', bio: '', studId: 'noSuchStud', clearances: [] });

    // The store's first call runs the merge.
    expect((await b.studs.listAll()).map((s) => s.id)).toEqual(['studFinn', 'sireDuke']);
    expect((await studs.get()).empty).toBe(true);
    expect(await b.parents.get({ id: 'sireDuke' })).toMatchObject(LEGACY_DUKE_MERGED);
    expect(await b.parents.get({ id: 'studFinn' })).toMatchObject({ name: 'Finn', sex: 'sire', public: false, bio: 'Field line.', stud: { available: false, studFee: '$900' }, createdAt: '2024-02-01T00:00:00.000Z' });
    expect(await b.parents.get({ id: 'sireAce' })).toMatchObject({ stud: null });
    expect((await parents.doc('sireAce').get()).get('studId')).toBeNull();
    expect((await b.studs.listAvailableWithPreview()).map((r) => [r.stud.name, r.preview])).toEqual([['Duke', 'data:image/webp;base64,ZHVrZQ']]);
    expect(await b.studs.countAll()).toEqual({ total: 2, available: 1 });
    // Again (another server, a retry): nothing to do, nothing changes.
    const after = await b.parents.listAll();
    expect(await migrateLegacyStuds(b.db)).toBe(0);
    expect(await b.parents.listAll()).toEqual(after);
  });
});
