import { describe, expect, it } from 'vitest';
import type { FormState } from '@/lib/domain/form-state';
import type { Puppy, PuppyInput } from '@/lib/domain/puppy';
import { actionTestAccounts, signInAs, useTempDataDir } from '@/test/auth';
import { formData as form, puppyInput } from '@/test/factories';
import { adminActionMatrix, refusesEachBadInput, storedTestImage, TEST_WEBP as WEBP, whileMediaDeleteFails } from '@/test/action-matrix';

const tmp = useTempDataDir();
const actions = await import('./actions');
const { createPuppyAction, updatePuppyAction, togglePuppyStatusAction, setPuppyStatusAction, togglePuppyPublicAction, deletePuppyAction } = actions;
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();
const IDLE: FormState = { status: 'idle' };

const { admin, member } = await actionTestAccounts(backend, tmp.cleanup);

const PUPPY = {
  entryType: 'puppy',
  name: 'Maple',
  description: 'A calm, cuddly girl.',
  order: '5',
  status: 'Available',
  price: '2500',
  sex: 'Female',
  color: 'Cream',
  dob: '2026-01-10',
  availableDate: '2026-03-07',
  damName: 'Rosie',
  studName: 'Duke',
  public: 'on',
};
const LITTER = {
  entryType: 'litter',
  name: 'Spring litter',
  description: 'Rosie × Duke',
  order: '1',
  status: 'Available',
  color: 'Light golden',
  damName: 'Rosie',
  studName: 'Duke',
  expectedDate: '2026-06-01',
  public: 'on',
};

async function newestNamed(name: string): Promise<Puppy | undefined> {
  return (await backend.puppies.listAll()).find((p) => p.name === name);
}

const storedImage = (name: string) => storedTestImage(backend, 'puppies', name);

async function fixture(overrides: Partial<PuppyInput> = {}): Promise<Puppy> {
  return backend.puppies.create({ input: puppyInput({ name: 'Fixture', order: 100, price: 1000, sex: 'Male', ...overrides }) });
}

type Case = [string, (id: string) => Promise<FormState>];
const cases: Case[] = [
  ['createPuppyAction', () => createPuppyAction(IDLE, form({ ...PUPPY, name: 'Intruder' }))],
  ['updatePuppyAction', (id) => updatePuppyAction(IDLE, form({ ...PUPPY, id, name: 'Renamed' }))],
  ['togglePuppyStatusAction', (id) => togglePuppyStatusAction(id)],
  ['setPuppyStatusAction', (id) => setPuppyStatusAction(id, 'Hold')],
  ['togglePuppyPublicAction', (id) => togglePuppyPublicAction(id)],
  ['deletePuppyAction', (id) => deletePuppyAction(id)],
];

adminActionMatrix('puppy', { tag: 'puppies', cases, accounts: { admin, member }, backend, record: (imageUrl) => fixture({ imageUrl }), snapshot: () => backend.puppies.listAll() });

describe('authorisation matrix: only an admin can run the puppy actions', () => {
  it('a demoted admin loses access at once (the role is re-read from the record)', async () => {
    const former = await backend.users.create({ email: 'former@example.test', role: 'admin' });
    await backend.users.setRole({ id: former.id, role: 'user' });
    const target = await fixture();
    await signInAs(former); // the cookie still claims admin
    expect((await togglePuppyStatusAction(target.id)).status).toBe('error');
    expect((await backend.puppies.get({ id: target.id }))!.status).toBe('Available');
  });
});

describe('setPuppyStatusAction', () => {
  it('sets each status the data allows, and the toggle then follows docs/product.md §4 (anything but Available → Available)', async () => {
    const target = await fixture();
    for (const status of ['Hold', 'Adopted', 'Reserved', 'Available'] as const) {
      expect(await setPuppyStatusAction(target.id, status)).toMatchObject({ status: 'ok', message: `${target.name} is now ${status}` });
      expect((await backend.puppies.get({ id: target.id }))!.status).toBe(status);
    }
    await setPuppyStatusAction(target.id, 'Adopted');
    await togglePuppyStatusAction(target.id);
    expect((await backend.puppies.get({ id: target.id }))!.status).toBe('Available');
  });

  it('refuses a status the data does not allow, or a bad id, and stores nothing', async () => {
    const target = await fixture();
    for (const [id, status] of [
      [target.id, 'Sold'],
      [target.id, ''],
      [target.id, 'available'],
      ['../x', 'Hold'],
    ] as const) {
      expect(await setPuppyStatusAction(id, status)).toEqual({ status: 'invalid', message: 'Save failed.' });
    }
    expect((await backend.puppies.get({ id: target.id }))!.status).toBe('Available');
  });
});

describe('createPuppyAction', () => {
  it('stores a puppy with every field', async () => {
    const image = await storedImage('maple');
    const result = await createPuppyAction(IDLE, form({ ...PUPPY, imageUrl: image.url }));
    expect(result).toMatchObject({ status: 'ok' });
    expect(await newestNamed('Maple')).toMatchObject({
      entryType: 'puppy',
      description: 'A calm, cuddly girl.',
      order: 5,
      status: 'Available',
      price: 2500,
      sex: 'Female',
      color: 'Cream',
      dob: '2026-01-10',
      availableDate: '2026-03-07',
      damName: 'Rosie',
      studName: 'Duke',
      imageUrl: image.url,
      public: true,
      expectedDate: null,
    });
  });

  it('turns an empty price into 0 and an unticked public box into hidden', async () => {
    expect((await createPuppyAction(IDLE, form({ ...PUPPY, name: 'No price', price: '', public: undefined }))).status).toBe('ok');
    expect(await newestNamed('No price')).toMatchObject({ price: 0, public: false });
  });

  it('falls back to order 100 when the order is not a number', async () => {
    expect((await createPuppyAction(IDLE, form({ ...PUPPY, name: 'Odd order', order: 'first' }))).status).toBe('ok');
    expect((await newestNamed('Odd order'))!.order).toBe(100);
    expect((await createPuppyAction(IDLE, form({ ...PUPPY, name: 'No order', order: '' }))).status).toBe('ok');
    expect((await newestNamed('No order'))!.order).toBe(100);
    // Only plain numbers count: Number('0x10') would be 16.
    expect((await createPuppyAction(IDLE, form({ ...PUPPY, name: 'Hex order', order: '0x10' }))).status).toBe('ok');
    expect((await newestNamed('Hex order'))!.order).toBe(100);
  });

  it('blanks the puppy-only fields of a litter', async () => {
    const result = await createPuppyAction(IDLE, form({ ...LITTER, price: '900', sex: 'Male', dob: '2026-01-01', availableDate: '2026-02-01' }));
    expect(result.status).toBe('ok');
    expect(await newestNamed('Spring litter')).toMatchObject({
      entryType: 'litter',
      price: null,
      sex: null,
      dob: null,
      availableDate: null,
      expectedDate: '2026-06-01',
      color: 'Light golden',
    });
  });

  it('blanks the litter-only field of a puppy', async () => {
    expect((await createPuppyAction(IDLE, form({ ...PUPPY, name: 'Switched', expectedDate: '2026-09-09' }))).status).toBe('ok');
    expect((await newestNamed('Switched'))!.expectedDate).toBeNull();
  });

  it('from a litter hub (litterId sent), the new puppy joins that litter', async () => {
    const litter = await backend.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Hub litter', price: null, sex: null }) });
    const result = await createPuppyAction(IDLE, form({ ...PUPPY, name: 'Hub pup', litterId: litter.id }));
    expect(result).toEqual({ status: 'ok', message: 'Hub pup is now in Hub litter' });
    const made = await newestNamed('Hub pup');
    expect(made).toMatchObject({ entryType: 'puppy', litterId: litter.id, price: 2500, sex: 'Female' });
    expect((await backend.litters.listPuppies({ litterId: litter.id })).map((p) => p.name)).toEqual(['Hub pup']);
  });

  it('refuses a litterId that is no litter, malformed, or a litter joining a litter, and stores nothing', async () => {
    const litter = await backend.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Hub litter two', price: null, sex: null }) });
    const puppy = await fixture({ name: 'Not a litter' });
    const before = await backend.puppies.listAll();
    expect(await createPuppyAction(IDLE, form({ ...PUPPY, name: 'Stray', litterId: 'missing-litter' }))).toEqual({ status: 'error', message: 'That litter no longer exists.' });
    expect(await createPuppyAction(IDLE, form({ ...PUPPY, name: 'Stray', litterId: puppy.id }))).toEqual({ status: 'error', message: 'That litter no longer exists.' });
    expect(await createPuppyAction(IDLE, form({ ...PUPPY, name: 'Stray', litterId: '../x' }))).toEqual({ status: 'invalid', message: 'That litter no longer exists.' });
    expect((await createPuppyAction(IDLE, form({ ...LITTER, name: 'Nested', litterId: litter.id }))).status).toBe('invalid');
    // A bad field still reports the field, and nothing joins the litter.
    expect(await createPuppyAction(IDLE, form({ ...PUPPY, name: '', litterId: litter.id }))).toMatchObject({ status: 'invalid', fieldErrors: { name: expect.any(String) } });
    expect(await backend.puppies.listAll()).toEqual(before);
  });

  it('stores script tags as plain text', async () => {
    const name = '<script>alert("x")</script>Rex';
    expect((await createPuppyAction(IDLE, form({ ...PUPPY, name }))).status).toBe('ok');
    expect((await newestNamed(name))!.name).toBe(name);
  });

  describe('refuses bad input with a clear message and stores nothing', () => {
    const bad: [string, Record<string, string | undefined>, string, RegExp][] = [
      ['an empty name', { name: '   ' }, 'name', /name is required/i],
      ['a 10 kB name', { name: 'x'.repeat(10_000) }, 'name', /under 120 characters/i],
      ['a wrong entry type', { entryType: 'kitten' }, 'entryType', /puppy or litter/i],
      ['a negative price', { price: '-5' }, 'price', /cannot be negative/i],
      ['a price that is not a number', { price: 'lots' }, 'price', /number/i],
      ['an unknown status', { status: 'Sold' }, 'status', /valid status/i],
      ['a bad date', { dob: 'yesterday' }, 'dob', /date like/i],
      ['a hexadecimal price', { price: '0x10' }, 'price', /as a number/i],
      ['a price in exponent notation', { price: '1e3' }, 'price', /as a number/i],
      ['a price of Infinity', { price: 'Infinity' }, 'price', /as a number/i],
      ['a date that is not on the calendar', { dob: '2026-02-30' }, 'dob', /real date/i],
      ['a date of month 99', { availableDate: '9999-99-99' }, 'availableDate', /real date/i],
      ['a name with a line break', { name: 'Rex\r\nBcc: someone@example.com' }, 'name', /one line/i],
      ['a color with a line break', { color: 'Red\nGold' }, 'color', /one line/i],
      ['an image from another site', { imageUrl: 'https://evil.example/x.png' }, 'imageUrl', /not one of this site/i],
      ['an image path escaping the media folder', { imageUrl: '/media/../site.db' }, 'imageUrl', /not one of this site/i],
      ['a stored file outside puppies/', { imageUrl: '/media/adminGallery/x.webp' }, 'imageUrl', /not one of this site/i],
    ];
    refusesEachBadInput({
      bad,
      send: (fields) => createPuppyAction(IDLE, form({ ...PUPPY, ...fields })),
      message: 'Create failed. Please review the inputs and try again.',
      snapshot: () => backend.puppies.listAll(),
    });
  });
});

describe('updatePuppyAction', () => {
  it('saves every field, and an empty price becomes none', async () => {
    const target = await fixture({ name: 'Before', price: 1200 });
    const result = await updatePuppyAction(IDLE, form({ ...PUPPY, id: target.id, name: 'After', price: '' }));
    expect(result.status).toBe('ok');
    const saved = await backend.puppies.get({ id: target.id });
    expect(saved).toMatchObject({ name: 'After', price: null, sex: 'Female', order: 5, color: 'Cream' });
  });

  it('keeps Adopted and Hold when the form sends them back', async () => {
    const target = await fixture({ status: 'Adopted' });
    expect((await updatePuppyAction(IDLE, form({ ...PUPPY, id: target.id, status: 'Adopted' }))).status).toBe('ok');
    expect((await backend.puppies.get({ id: target.id }))!.status).toBe('Adopted');
  });

  it('switching a puppy to a litter blanks the puppy-only fields', async () => {
    const target = await fixture({ price: 3000, sex: 'Male', dob: '2026-01-01', availableDate: '2026-02-01' });
    expect((await updatePuppyAction(IDLE, form({ ...LITTER, id: target.id }))).status).toBe('ok');
    expect(await backend.puppies.get({ id: target.id })).toMatchObject({
      entryType: 'litter',
      price: null,
      sex: null,
      dob: null,
      availableDate: null,
      expectedDate: '2026-06-01',
    });
  });

  it('keeps the current image, even one the rules would not accept for a new upload', async () => {
    const target = await fixture({ imageUrl: 'https://firebasestorage.googleapis.com/v0/b/x/o/puppies%2Fold.jpg' });
    expect((await updatePuppyAction(IDLE, form({ ...PUPPY, id: target.id, imageUrl: target.imageUrl! }))).status).toBe('ok');
    expect((await backend.puppies.get({ id: target.id }))!.imageUrl).toBe(target.imageUrl);
  });

  it('replacing the image deletes the old stored file', async () => {
    const oldImage = await storedImage('old');
    const newImage = await storedImage('new');
    const target = await fixture({ imageUrl: oldImage.url });
    expect((await updatePuppyAction(IDLE, form({ ...PUPPY, id: target.id, imageUrl: newImage.url }))).status).toBe('ok');
    expect((await backend.puppies.get({ id: target.id }))!.imageUrl).toBe(newImage.url);
    expect(await backend.media.read({ path: oldImage.path })).toBeNull();
    expect(await backend.media.read({ path: newImage.path })).not.toBeNull();
  });

  it('refuses bad input and leaves the record as it was', async () => {
    const target = await fixture({ name: 'Untouched' });
    for (const fields of [{ name: '' }, { entryType: 'kitten' }, { price: '-1' }, { imageUrl: 'https://evil.example/x.png' }]) {
      const result = await updatePuppyAction(IDLE, form({ ...PUPPY, id: target.id, ...fields }));
      expect(result).toMatchObject({ status: 'invalid', message: 'Update failed.' });
      expect(await backend.puppies.get({ id: target.id })).toEqual(target);
    }
  });

  it('answers "Update failed." for an unknown or malformed id', async () => {
    expect(await updatePuppyAction(IDLE, form({ ...PUPPY, id: 'nope' }))).toMatchObject({ status: 'error', message: 'Update failed.' });
    expect(await updatePuppyAction(IDLE, form({ ...PUPPY, id: '../x' }))).toMatchObject({ status: 'invalid', message: 'Update failed.' });
  });
});

describe('toggles', () => {
  it('status cycles Available → Reserved → Available, and anything else becomes Available', async () => {
    const target = await fixture();
    await togglePuppyStatusAction(target.id);
    expect((await backend.puppies.get({ id: target.id }))!.status).toBe('Reserved');
    await togglePuppyStatusAction(target.id);
    expect((await backend.puppies.get({ id: target.id }))!.status).toBe('Available');
    for (const status of ['Adopted', 'Hold'] as const) {
      const other = await fixture({ status });
      expect((await togglePuppyStatusAction(other.id)).status).toBe('ok');
      expect((await backend.puppies.get({ id: other.id }))!.status).toBe('Available');
    }
  });

  it('public flips visibility both ways', async () => {
    const target = await fixture();
    expect(await togglePuppyPublicAction(target.id)).toMatchObject({ status: 'ok', message: 'Fixture is now hidden' });
    expect((await backend.puppies.get({ id: target.id }))!.public).toBe(false);
    expect((await backend.puppies.listPublic()).some((p) => p.id === target.id)).toBe(false);
    await togglePuppyPublicAction(target.id);
    expect((await backend.puppies.get({ id: target.id }))!.public).toBe(true);
  });

  it('return the record as stored, so the table updates that row without reading the page again (docs/scale.md)', async () => {
    const target = await fixture();
    const status = await togglePuppyStatusAction(target.id);
    expect(status.row).toEqual(await backend.puppies.get({ id: target.id }));
    expect(status.row).toMatchObject({ id: target.id, status: 'Reserved' });
    const menu = await setPuppyStatusAction(target.id, 'Hold');
    expect(menu.row).toEqual(await backend.puppies.get({ id: target.id }));
    const hidden = await togglePuppyPublicAction(target.id);
    expect(hidden.row).toEqual(await backend.puppies.get({ id: target.id }));
    expect(hidden.row?.public).toBe(false);
    // A refusal carries no record.
    await signInAs(member);
    expect((await togglePuppyPublicAction(target.id)).row).toBeUndefined();
    expect((await togglePuppyStatusAction('missing')).row).toBeUndefined();
  });

  it('answers "Save failed." for an unknown id', async () => {
    expect(await togglePuppyStatusAction('missing')).toMatchObject({ status: 'error', message: 'Save failed.' });
    expect(await togglePuppyPublicAction('bad id!')).toMatchObject({ status: 'invalid', message: 'Save failed.' });
  });
});

describe('deletePuppyAction', () => {
  it('removes the record and its stored image', async () => {
    const image = await storedImage('gone');
    const target = await fixture({ name: 'Doomed', imageUrl: image.url });
    expect(await deletePuppyAction(target.id)).toMatchObject({ status: 'ok', message: 'Deleted Doomed' });
    expect(await backend.puppies.get({ id: target.id })).toBeNull();
    expect(await backend.media.read({ path: image.path })).toBeNull();
  });

  it('takes the puppy’s record with it (docs/puppy-record.md)', async () => {
    const target = await fixture({ name: 'Recorded' });
    await backend.records.addWeights({ entries: [{ puppyId: target.id, litterId: null, grams: 500, at: '2026-03-01T08:00' }] });
    await backend.records.setIdentity({ puppyId: target.id, input: { microchip: '123', registrationBody: '', registrationNumber: '', registrationStatus: 'none', collarColor: '', goHomeDate: null, goHomeGrams: null, checklist: [] } });
    expect((await deletePuppyAction(target.id)).status).toBe('ok');
    expect(await backend.records.listWeights({ puppyIds: [target.id] })).toEqual([]);
    expect((await backend.records.getIdentity({ puppyId: target.id })).microchip).toBe('');
  });

  it('still succeeds when the image is already gone', async () => {
    const image = await storedImage('vanished');
    const target = await fixture({ imageUrl: image.url });
    await backend.media.delete({ path: image.path });
    expect((await deletePuppyAction(target.id)).status).toBe('ok');
    expect(await backend.puppies.get({ id: target.id })).toBeNull();
  });

  it('only logs a warning when deleting the image fails', async () => {
    const image = await storedImage('stuck');
    const target = await fixture({ imageUrl: image.url });
    await whileMediaDeleteFails(backend, async () => {
      expect((await deletePuppyAction(target.id)).status).toBe('ok');
      expect(await backend.puppies.get({ id: target.id })).toBeNull();
    });
  });

  it('never deletes a file outside the puppies folder', async () => {
    const gallery = await backend.media.put({ path: 'adminGallery/shared_1.webp', bytes: WEBP, contentType: 'image/webp' });
    const target = await fixture({ imageUrl: gallery.url });
    expect((await deletePuppyAction(target.id)).status).toBe('ok');
    expect(await backend.media.read({ path: gallery.fullPath })).not.toBeNull();
  });

  it('answers "Delete failed." for an unknown id', async () => {
    expect(await deletePuppyAction('missing')).toMatchObject({ status: 'error', message: 'Delete failed.' });
  });
});
