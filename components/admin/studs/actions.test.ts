import { describe, expect, it } from 'vitest';
import { formData as form } from '@/test/factories';
import type { FormState } from '@/lib/domain/form-state';
import type { Stud, StudInput } from '@/lib/domain/stud';
import { actionTestAccounts, useTempDataDir } from '@/test/auth';
import { adminActionMatrix, refusesEachBadInput, storedTestImage, whileMediaDeleteFails } from '@/test/action-matrix';

const tmp = useTempDataDir();
const { createStudAction, updateStudAction, toggleStudAvailableAction, deleteStudAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();
const IDLE: FormState = { status: 'idle' };

const { admin, member } = await actionTestAccounts(backend, tmp.cleanup);

const STUD = {
  name: 'Ranger',
  available: 'on',
  studFee: '$1,800',
  ofaCertified: 'on',
  registration: 'AKC SR123456',
  dob: '2021-04-02',
  color: 'Dark golden',
  notes: 'Calm and biddable.',
};

async function named(name: string): Promise<Stud | undefined> {
  return (await backend.studs.listAll()).find((s) => s.name === name);
}

const storedImage = (name: string) => storedTestImage(backend, 'studs', name);

async function fixture(overrides: Partial<StudInput> = {}): Promise<Stud> {
  return backend.studs.create({
    input: {
      name: 'Fixture',
      imageUrl: null,
      available: true,
      studFee: '$1,000',
      ofaCertified: false,
      registration: '',
      dob: null,
      color: '',
      notes: '',
      ...overrides,
    },
  });
}

const cases: [string, (id: string) => Promise<FormState>][] = [
  ['createStudAction', () => createStudAction(IDLE, form({ ...STUD, name: 'Intruder' }))],
  ['updateStudAction', (id) => updateStudAction(IDLE, form({ ...STUD, id, name: 'Renamed' }))],
  ['toggleStudAvailableAction', (id) => toggleStudAvailableAction(id)],
  ['deleteStudAction', (id) => deleteStudAction(id)],
];

adminActionMatrix('stud', { tag: 'studs', cases, accounts: { admin, member }, backend, record: (imageUrl) => fixture({ imageUrl }), snapshot: () => backend.studs.listAll() });

describe('createStudAction', () => {
  it('stores a stud with every field and says "Stud created"', async () => {
    const image = await storedImage('ranger');
    expect(await createStudAction(IDLE, form({ ...STUD, imageUrl: image.url }))).toEqual({ status: 'ok', message: 'Stud created' });
    expect(await named('Ranger')).toMatchObject({
      imageUrl: image.url,
      available: true,
      studFee: '$1,800',
      ofaCertified: true,
      registration: 'AKC SR123456',
      dob: '2021-04-02',
      color: 'Dark golden',
      notes: 'Calm and biddable.',
    });
  });

  it('stores an empty fee when the stud is not available, even if one was sent', async () => {
    expect((await createStudAction(IDLE, form({ ...STUD, name: 'Resting', available: undefined, ofaCertified: undefined }))).status).toBe('ok');
    expect(await named('Resting')).toMatchObject({ available: false, studFee: '', ofaCertified: false });
    expect((await backend.studs.listAvailable()).some((s) => s.name === 'Resting')).toBe(false);
  });

  it('stores script tags as plain text', async () => {
    const name = '<img src=x onerror=alert(1)><script>x</script>';
    expect((await createStudAction(IDLE, form({ ...STUD, name }))).status).toBe('ok');
    expect((await named(name))!.name).toBe(name);
  });

  describe('refuses bad input with "Create failed" and stores nothing', () => {
    const bad: [string, Record<string, string | undefined>, string, RegExp][] = [
      ['an empty name', { name: '' }, 'name', /name is required/i],
      ['a 10 kB name', { name: 'x'.repeat(10_000) }, 'name', /under 120 characters/i],
      ['a bad date of birth', { dob: '02/04/2021' }, 'dob', /date like/i],
      ['a date of birth that is not on the calendar', { dob: '2021-02-29' }, 'dob', /real date/i],
      ['a name with a line break', { name: 'Duke\r\nX-Injected: 1' }, 'name', /one line/i],
      ['a registration with a line break', { registration: 'AKC 1\n2' }, 'registration', /one line/i],
      ['an image from another site', { imageUrl: 'https://evil.example/x.png' }, 'imageUrl', /not one of this site/i],
      ['an image path escaping the media folder', { imageUrl: '/media/../site.db' }, 'imageUrl', /not one of this site/i],
      ['a puppy image', { imageUrl: '/media/puppies/1_x.webp' }, 'imageUrl', /not one of this site/i],
    ];
    refusesEachBadInput({ bad, send: (fields) => createStudAction(IDLE, form({ ...STUD, ...fields })), message: 'Create failed', snapshot: () => backend.studs.listAll() });
  });
});

describe('stud previews (docs/scale.md: made once per photo, stored)', () => {
  const previewOf = async (id: string) => (await backend.studs.listAvailableWithPreview()).find((r) => r.stud.id === id)?.preview ?? null;

  it('saving a stud with a photo stores its blurred preview; an edit that keeps the photo reads no file', async () => {
    const image = await storedImage('preview');
    expect((await createStudAction(IDLE, form({ ...STUD, name: 'Previewed', imageUrl: image.url }))).status).toBe('ok');
    const stud = (await named('Previewed'))!;
    const made = await previewOf(stud.id);
    expect(made).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    // With the photo's file gone, an edit that keeps the photo still has its preview: nothing is read again.
    await backend.media.delete({ path: image.path });
    expect((await updateStudAction(IDLE, form({ ...STUD, id: stud.id, name: 'Previewed', notes: 'Edited.', imageUrl: image.url }))).status).toBe('ok');
    expect(await previewOf(stud.id)).toBe(made);
    // A new photo gets a new preview.
    const other = await storedImage('preview-2');
    expect((await updateStudAction(IDLE, form({ ...STUD, id: stud.id, name: 'Previewed', imageUrl: other.url }))).status).toBe('ok');
    expect(await previewOf(stud.id)).toMatch(/^data:image\/webp;base64,/);
  });

  it('a stud saved before previews were stored gets one on its first public render, stored for the next', async () => {
    const { storedStudPreview } = await import('@/lib/server/stud-preview');
    const image = await storedImage('older');
    const stud = await fixture({ name: 'Older', imageUrl: image.url });
    expect(await previewOf(stud.id)).toBeNull();
    const made = await storedStudPreview(backend, stud, null);
    expect(made).toMatch(/^data:image\/webp;base64,/);
    expect(await previewOf(stud.id)).toBe(made);
    expect(await storedStudPreview(backend, stud, made)).toBe(made);
    expect(await storedStudPreview(backend, { id: stud.id, imageUrl: null }, null)).toBeNull();
  });
});

describe('updateStudAction', () => {
  it('saves the fields and empties the fee when made unavailable', async () => {
    const target = await fixture({ name: 'Old name' });
    expect((await updateStudAction(IDLE, form({ ...STUD, id: target.id, name: 'New name', available: undefined }))).status).toBe('ok');
    expect(await backend.studs.get({ id: target.id })).toMatchObject({ name: 'New name', available: false, studFee: '', color: 'Dark golden' });
  });

  it('refuses bad input with "Update failed" and changes nothing', async () => {
    const target = await fixture();
    for (const fields of [{ name: '' }, { imageUrl: 'https://evil.example/x.png' }]) {
      expect(await updateStudAction(IDLE, form({ ...STUD, id: target.id, ...fields }))).toMatchObject({
        status: 'invalid',
        message: 'Update failed',
      });
    }
    expect(await backend.studs.get({ id: target.id })).toEqual(target);
    expect(await updateStudAction(IDLE, form({ ...STUD, id: 'missing' }))).toMatchObject({ status: 'error', message: 'Update failed' });
  });
});

describe('toggleStudAvailableAction', () => {
  it('flips the flag both ways, keeps the fee, and hides an unavailable stud from the public list', async () => {
    const target = await fixture({ name: 'Flip' });
    expect(await toggleStudAvailableAction(target.id)).toMatchObject({ status: 'ok', message: 'Flip is now unavailable' });
    expect(await backend.studs.get({ id: target.id })).toMatchObject({ available: false, studFee: '$1,000' });
    expect((await backend.studs.listAvailable()).some((s) => s.id === target.id)).toBe(false);
    await toggleStudAvailableAction(target.id);
    // Relisted as it was (docs/product.md §4, §7: the toggle flips the flag only).
    expect(await backend.studs.get({ id: target.id })).toMatchObject({ available: true, studFee: '$1,000' });
  });

  it('returns the stud as stored, so the table updates that row without reading the page again (docs/scale.md)', async () => {
    const target = await fixture({ name: 'Row' });
    const result = await toggleStudAvailableAction(target.id);
    expect(result.row).toEqual(await backend.studs.get({ id: target.id }));
    expect(result.row?.available).toBe(false);
    expect((await toggleStudAvailableAction('missing')).row).toBeUndefined();
  });

  it('answers "Update failed" for an unknown id', async () => {
    expect(await toggleStudAvailableAction('missing')).toMatchObject({ status: 'error', message: 'Update failed' });
    expect(await toggleStudAvailableAction('')).toMatchObject({ status: 'invalid', message: 'Update failed' });
  });
});

describe('deleteStudAction', () => {
  it('removes the record and its stored image', async () => {
    const image = await storedImage('bye');
    const target = await fixture({ name: 'Bye', imageUrl: image.url });
    expect(await deleteStudAction(target.id)).toMatchObject({ status: 'ok', message: 'Deleted Bye' });
    expect(await backend.studs.get({ id: target.id })).toBeNull();
    expect(await backend.media.read({ path: image.path })).toBeNull();
  });

  it('still succeeds when the image is already gone, or when deleting it fails', async () => {
    const image = await storedImage('vanished');
    const gone = await fixture({ imageUrl: image.url });
    await backend.media.delete({ path: image.path });
    expect((await deleteStudAction(gone.id)).status).toBe('ok');

    const stuck = await fixture({ imageUrl: (await storedImage('stuck')).url });
    await whileMediaDeleteFails(backend, async () => {
      expect((await deleteStudAction(stuck.id)).status).toBe('ok');
      expect(await backend.studs.get({ id: stuck.id })).toBeNull();
    });
  });

  it('answers "Delete failed" for an unknown id', async () => {
    expect(await deleteStudAction('missing')).toMatchObject({ status: 'error', message: 'Delete failed' });
  });
});
