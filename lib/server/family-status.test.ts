import { describe, expect, it } from 'vitest';
import { tempBackend, useTempDataDir } from '@/test/auth';
import { applicationInput, puppyInput } from '@/test/factories';

/**
 * The family's page says one thing at a time (docs/family-journey.md): the stage its data shows,
 * whatever the application's own status word still says, from applied to home. Real SQLite.
 */
const tmp = useTempDataDir('breeder-family-stage-');
const { familyStatus } = await import('./family-status');
/** A fixed day for the go-home dates below (noon UTC: the same date in every US time zone). */
const NOW = new Date('2026-11-01T12:00:00Z');
const b = await tempBackend(tmp, import('@/lib/backend'));

describe('familyStatus stage', () => {
  it('moves applied → approved → waitlist N → deposit → picked (photo, link) → going home on D → home', async () => {
    const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Stage litter' }) });
    const other = await b.applications.create({ input: applicationInput({ name: 'Earlier Family', email: 'earlier@example.test' }), userId: null, statusTokenHash: null });
    const pup = await b.puppies.create({ input: puppyInput({ name: 'Ginger', price: 3000, imageUrl: '/media/ginger.jpg' }) });
    await b.litters.assign({ puppyId: pup.id, litterId: litter.id });
    let app = await b.applications.create({ input: applicationInput({ name: 'Stage Family', email: 'stage@example.test' }), userId: null, statusTokenHash: null });
    const stage = async () => (await familyStatus((await b.applications.get({ id: app.id }))!, b, NOW)).stage;

    expect(await stage()).toEqual({ kind: 'applied' });
    app = await b.applications.setStatus({ id: app.id, status: 'approved' });
    expect(await stage()).toEqual({ kind: 'approved' });

    // On the list behind another family; the status word may still say "approved".
    await b.waitlists.add({ litterId: litter.id, applicationId: other.id });
    const entry = await b.waitlists.add({ litterId: litter.id, applicationId: app.id });
    expect(await stage()).toEqual({ kind: 'waitlist', litterName: 'Stage litter', position: 2, total: 2, waitingBefore: 1 });

    // A deposit in the ledger is a deposit received.
    await b.ledger.create({ input: { applicationId: app.id, litterId: litter.id, puppyId: null, kind: 'deposit', amountCents: 50_000, date: '2026-03-01', method: 'zelle', note: '' } });
    expect(await stage()).toMatchObject({ kind: 'deposit', position: 2 });

    await b.waitlists.setPassed({ id: `${litter.id}.${other.id}`, passed: true });
    await b.waitlists.recordPick({ id: entry.id, puppyId: pup.id });
    const picked = await familyStatus((await b.applications.get({ id: app.id }))!, b, NOW);
    expect(picked.stage).toEqual({ kind: 'picked', puppy: 'Ginger' });
    expect(picked.litters[0]!.pick).toMatchObject({ name: 'Ginger', imageUrl: '/media/ginger.jpg', href: `/puppies/${pup.id}`, goHomeDate: null });
    expect(picked.totals.balanceDue).toBe(300_000 - 50_000);

    // The puppy's ready date is the go-home date.
    await b.puppies.update({ id: pup.id, input: puppyInput({ name: 'Ginger', price: 3000, imageUrl: '/media/ginger.jpg', availableDate: '2026-12-14' }) });
    expect(await stage()).toEqual({ kind: 'goingHome', puppy: 'Ginger', date: '2026-12-14', past: false });

    // The go-home date the owner set in the puppy's record (its contract and packet carry it) wins.
    await b.records.setIdentity({ puppyId: pup.id, input: { microchip: '', registrationBody: '', registrationNumber: '', registrationStatus: 'none', collarColor: '', goHomeDate: '2026-12-20', goHomeGrams: null, checklist: [] } });
    expect(await stage()).toEqual({ kind: 'goingHome', puppy: 'Ginger', date: '2026-12-20', past: false });
    // The day comes and goes before the owner marks the family placed: no longer "goes home on".
    const after = async (now: string) => (await familyStatus((await b.applications.get({ id: app.id }))!, b, new Date(now))).stage;
    expect(await after('2026-12-20T17:00:00Z')).toMatchObject({ kind: 'goingHome', past: false });
    expect(await after('2026-12-21T17:00:00Z')).toEqual({ kind: 'goingHome', puppy: 'Ginger', date: '2026-12-20', past: true });

    await b.applications.setStatus({ id: app.id, status: 'placed' });
    expect(await stage()).toEqual({ kind: 'home', puppy: 'Ginger' });
  });

  it('a picked puppy the owner marked Adopted is home, whatever the status word says', async () => {
    const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Home litter' }) });
    const pup = await b.puppies.create({ input: puppyInput({ name: 'Clover', availableDate: '2026-10-01' }) });
    await b.litters.assign({ puppyId: pup.id, litterId: litter.id });
    const app = await b.applications.create({ input: applicationInput({ name: 'Clover Family', email: 'clover@example.test' }), userId: null, statusTokenHash: null });
    await b.applications.setStatus({ id: app.id, status: 'waitlisted' });
    const entry = await b.waitlists.add({ litterId: litter.id, applicationId: app.id });
    await b.waitlists.recordPick({ id: entry.id, puppyId: pup.id });
    const stage = async () => (await familyStatus((await b.applications.get({ id: app.id }))!, b, NOW)).stage;
    expect(await stage()).toEqual({ kind: 'goingHome', puppy: 'Clover', date: '2026-10-01', past: true });
    await b.puppies.setStatus({ id: pup.id, status: 'Adopted' });
    expect(await stage()).toEqual({ kind: 'home', puppy: 'Clover' });
  });

  it('declined stays declined; a hidden puppy is not linked', async () => {
    const app = await b.applications.create({ input: applicationInput({ name: 'No Family', email: 'no@example.test' }), userId: null, statusTokenHash: null });
    await b.applications.setStatus({ id: app.id, status: 'declined' });
    expect((await familyStatus((await b.applications.get({ id: app.id }))!, b, NOW)).stage).toEqual({ kind: 'declined' });

    const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Hidden litter', public: false }) });
    const pup = await b.puppies.create({ input: puppyInput({ name: 'Shadow', public: false }) });
    await b.litters.assign({ puppyId: pup.id, litterId: litter.id });
    const family = await b.applications.create({ input: applicationInput({ name: 'Shadow Family', email: 'shadow@example.test' }), userId: null, statusTokenHash: null });
    const entry = await b.waitlists.add({ litterId: litter.id, applicationId: family.id });
    await b.waitlists.recordPick({ id: entry.id, puppyId: pup.id });
    const data = await familyStatus((await b.applications.get({ id: family.id }))!, b);
    expect(data.litters[0]!.pick).toMatchObject({ name: 'Shadow', href: null });
  });
});
