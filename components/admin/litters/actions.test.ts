import { describe, expect, it } from 'vitest';
import type { FormState } from '@/lib/domain/form-state';
import { actionTestAccounts, signInAs, useTempDataDir } from '@/test/auth';
import { formData as form, puppyInput } from '@/test/factories';
import { revalidated } from '@/test/setup';

const tmp = useTempDataDir('breeder-litter-actions-');
const { createLitterAction, updateLitterAction, assignPuppyToLitterAction, reorderEntriesAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();
const IDLE: FormState = { status: 'idle' };

const { member } = await actionTestAccounts(backend, tmp.cleanup, 'litter-');

async function newLitter(name = 'Rosie × Duke') {
  const r = await createLitterAction(IDLE, form({ name, stage: 'planned', damName: 'Rosie', sireName: 'Duke', expectedDate: '' }));
  expect(r).toMatchObject({ status: 'ok', message: `Litter created: ${name}` });
  return (await backend.litters.list()).find((l) => l.name === name)!;
}

describe('litter actions', () => {
  it('creates a planned litter entry (a litter card on /puppies) with its dam and sire, and revalidates the puppies tag', async () => {
    const litter = await newLitter('Planned pair');
    expect(litter).toMatchObject({ entryType: 'litter', public: true, damName: 'Rosie', studName: 'Duke', life: { stage: 'planned' } });
    expect(revalidated).toContain('tag:puppies');
    const noName = await createLitterAction(IDLE, form({ name: ' ', stage: 'planned' }));
    expect(noName).toMatchObject({ status: 'invalid', fieldErrors: { name: 'Name is required.' } });
  });

  it('saves the lifecycle with a chosen parent (its name from the record) or a typed one, and reports bad fields', async () => {
    const litter = await newLitter('Lifecycle');
    const dam = await backend.parents.create({ input: (await import('@/lib/domain/parent')).parentInputSchema.parse({ name: 'Rosie Record', sex: 'dam' }) });
    const ok = await updateLitterAction(
      IDLE,
      form({ id: litter.id, stage: 'born', damParentId: dam.id, damName: 'ignored', sireParentId: '', sireName: 'Outside Duke', birthDate: '2027-01-02', males: '3', females: '2', available: '4', priceMin: '$2,500', priceMax: '3000', deposit: '500', goHomeNotes: 'Shots done', color: 'Red' }),
    );
    expect(ok).toMatchObject({ status: 'ok', message: 'Litter saved: Lifecycle' });
    const saved = (await backend.litters.get({ id: litter.id }))!;
    expect(saved.life).toMatchObject({ stage: 'born', dam: { parentId: dam.id, name: 'Rosie Record' }, sire: { parentId: null, name: 'Outside Duke' }, males: 3, priceMin: 2500, deposit: 500 });
    expect(saved.damName).toBe('Rosie Record');

    const bad = await updateLitterAction(IDLE, form({ id: litter.id, stage: 'ready', birthDate: '', males: 'lots', priceMin: '900', priceMax: '100' }));
    expect(bad.status).toBe('invalid');
    expect(bad.fieldErrors).toMatchObject({ males: 'Enter a number, like 1500.' });
    const bad2 = await updateLitterAction(IDLE, form({ id: litter.id, stage: 'ready', priceMin: '900', priceMax: '100' }));
    expect(bad2.fieldErrors).toMatchObject({ priceMax: 'The highest price cannot be below the lowest.', birthDate: 'Enter the birth date for a born litter.' });
    const ghost = await updateLitterAction(IDLE, form({ id: litter.id, stage: 'planned', sireParentId: 'noSuchParent' }));
    expect(ghost).toMatchObject({ status: 'invalid', fieldErrors: { sireParentId: 'That parent no longer exists. Choose another or type a name.' } });
    // Nothing of the refused saves was stored.
    expect((await backend.litters.get({ id: litter.id }))!.life).toEqual(saved.life);
    expect(await updateLitterAction(IDLE, form({ id: 'nope', stage: 'planned' }))).toMatchObject({ status: 'error', message: 'That litter no longer exists.' });
  });

  it('assigns puppies to a litter and takes them out; a litter cannot join a litter', async () => {
    const litter = await newLitter('Assigning');
    const pup = await backend.puppies.create({ input: puppyInput({ name: 'Maple' }) });
    expect(await assignPuppyToLitterAction(pup.id, litter.id)).toMatchObject({ status: 'ok', message: 'Maple is now in Assigning' });
    expect((await backend.litters.listPuppies({ litterId: litter.id })).map((p) => p.name)).toEqual(['Maple']);
    expect(await assignPuppyToLitterAction(pup.id, '')).toMatchObject({ status: 'ok', message: 'Maple is no longer in this litter' });
    expect(await assignPuppyToLitterAction(litter.id, litter.id)).toMatchObject({ status: 'invalid' });
    expect(await assignPuppyToLitterAction(pup.id, 'missing')).toMatchObject({ status: 'error' });
    expect(await assignPuppyToLitterAction('../x', litter.id)).toMatchObject({ status: 'invalid' });
  });

  it('reorders entries into the slots they held, so other entries keep their place', async () => {
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((name, i) => backend.puppies.create({ input: puppyInput({ name, order: 10 * (i + 1) }) })));
    expect(await reorderEntriesAction([c!.id, a!.id, b!.id])).toMatchObject({ status: 'ok', message: 'New order saved.' });
    const orders = await Promise.all([a, b, c].map(async (p) => (await backend.puppies.get({ id: p!.id }))!.order));
    expect(orders).toEqual([20, 30, 10]);
    expect(revalidated).toContain('tag:puppies');
    expect(await reorderEntriesAction([a!.id, a!.id])).toMatchObject({ status: 'invalid' });
    expect(await reorderEntriesAction([])).toMatchObject({ status: 'invalid' });
    expect(await reorderEntriesAction([a!.id, 'missing'])).toMatchObject({ status: 'error' });
    expect((await backend.puppies.get({ id: a!.id }))!.order).toBe(20);
  });

  it('reordering puppies in no litter (Admin › Puppies › Arrange order) changes the Featured order of the public listing', async () => {
    const names = ['Free One', 'Free Two', 'Free Three'];
    const [x, y, z] = await Promise.all(names.map((name, i) => backend.puppies.create({ input: puppyInput({ name, order: 900 + i }) })));
    const featured = async () => (await backend.puppies.queryPublic({ type: 'puppies', q: 'Free', sort: 'featured', page: 1, pageSize: 50 })).items.map((p) => p.name);
    expect(await featured()).toEqual(names);
    expect([x, y, z].every((p) => p!.litterId === null)).toBe(true);
    expect(await reorderEntriesAction([z!.id, x!.id, y!.id])).toMatchObject({ status: 'ok' });
    expect(await featured()).toEqual(['Free Three', 'Free One', 'Free Two']);
    expect((await backend.puppies.listPublic()).filter((p) => names.includes(p.name)).map((p) => p.name)).toEqual(['Free Three', 'Free One', 'Free Two']);
  });

  it('deleting a litter (Admin › Puppies) leaves its puppies in no litter', async () => {
    const { deletePuppyAction } = await import('../puppies/actions');
    const litter = await newLitter('Short-lived');
    const pup = await backend.puppies.create({ input: puppyInput({ name: 'Stays' }) });
    await backend.litters.assign({ puppyId: pup.id, litterId: litter.id });
    expect(await deletePuppyAction(litter.id)).toMatchObject({ status: 'ok' });
    expect((await backend.puppies.get({ id: pup.id }))!.litterId).toBeNull();
  });

  it('refuses a signed-in user who is not an admin', async () => {
    await signInAs(member);
    const litter = (await backend.litters.list())[0]!;
    expect(await reorderEntriesAction([litter.id])).toMatchObject({ status: 'error', message: 'You do not have permission to do that.' });
    expect(revalidated).toEqual([]);
  });
});
