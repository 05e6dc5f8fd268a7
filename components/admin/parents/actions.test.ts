import { describe, expect, it } from 'vitest';
import type { Parent } from '@/lib/domain/parent';
import { adminActionSession, useTempDataDir } from '@/test/auth';
import { parentInput } from '@/test/factories';
import { revalidated } from '@/test/setup';
import { TEST_WEBP as WEBP } from '@/test/action-matrix';
import type { ParentFormState } from './actions';

const tmp = useTempDataDir();
const { createParentAction, updateParentAction, deleteParentAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();
const IDLE: ParentFormState = { status: 'idle' };

await adminActionSession(backend, tmp.cleanup);

/** A form as the browser sends it: fields, then one value per clearance row and cell. */
function form(fields: Record<string, string>, rows: [string, string, string, string][] = []): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  for (const [test, result, date, url] of rows) {
    fd.append('clearanceTest', test);
    fd.append('clearanceResult', result);
    fd.append('clearanceDate', date);
    fd.append('clearanceUrl', url);
  }
  return fd;
}

async function named(name: string): Promise<Parent | undefined> {
  return (await backend.parents.listAll()).find((p) => p.name === name);
}

describe('createParentAction', () => {
  it('creates a dam with her clearances (blank rows dropped), revalidates the parents pages', async () => {
    const result = await createParentAction(
      IDLE,
      form({ name: 'Willow', sex: 'dam', registration: 'AKC SR9', dob: '2020-02-03', color: 'Cream', bio: 'Sweet.', public: 'on' }, [
        ['Hips', 'OFA Excellent', '2022-03-01', 'https://ofa.org/advanced-search?q=willow'],
        ['', '', '', ''],
        ['Eyes', 'Normal', '', ''],
      ]),
    );
    expect(result).toMatchObject({ status: 'ok', message: 'Parent created: Willow' });
    const willow = await named('Willow');
    expect(willow).toMatchObject({
      sex: 'dam',
      registration: 'AKC SR9',
      public: true,
      retired: false,
      stud: null,
      clearances: [
        { test: 'Hips', result: 'OFA Excellent', date: '2022-03-01', registryUrl: 'https://ofa.org/advanced-search?q=willow' },
        { test: 'Eyes', result: 'Normal', date: null, registryUrl: null },
      ],
    });
    expect((result as ParentFormState).id).toBe(willow!.id);
    expect(revalidated).toContain('tag:parents');
  });

  it('refuses bad input with a message beside the field or the clearance cell, storing nothing', async () => {
    const before = await backend.parents.listAll();
    const noName = await createParentAction(IDLE, form({ name: ' ', sex: 'dam' }));
    expect(noName).toMatchObject({ status: 'invalid', fieldErrors: { name: 'Name is required.' } });
    const badSex = await createParentAction(IDLE, form({ name: 'X', sex: 'cat' }));
    expect(badSex).toMatchObject({ status: 'invalid', fieldErrors: { sex: 'Choose dam or sire.' } });
    // Row 2 of the form (after a blank row 1) is the one flagged.
    const badRow = await createParentAction(
      IDLE,
      form({ name: 'X', sex: 'dam' }, [
        ['', '', '', ''],
        ['Hips', 'Good', '2022-02-30', 'javascript:alert(1)'],
      ]),
    );
    expect(badRow).toMatchObject({
      status: 'invalid',
      fieldErrors: { 'clearances.1.date': 'Use a real date like 2026-05-01.', 'clearances.1.registryUrl': 'Use a full web address starting with https://.' },
    });
    const noResult = await createParentAction(IDLE, form({ name: 'X', sex: 'dam' }, [['Heart', '', '', '']]));
    expect(noResult).toMatchObject({ status: 'invalid', fieldErrors: { 'clearances.0.result': 'Give the result.' } });
    const foreignImage = await createParentAction(IDLE, form({ name: 'X', sex: 'dam', imageUrl: 'https://evil.example/x.webp' }));
    expect(foreignImage).toMatchObject({ status: 'invalid', fieldErrors: { imageUrl: expect.stringContaining('not one of this site') } });
    const longFee = await createParentAction(IDLE, form({ name: 'X', sex: 'sire', studOffered: 'on', available: 'on', studFee: 'x'.repeat(61) }));
    expect(longFee).toMatchObject({ status: 'invalid', fieldErrors: { stud: expect.any(String) } });
    expect(await backend.parents.listAll()).toEqual(before);
    expect(revalidated).toEqual([]);
  });

  it('offers a sire as a stud (one record: he is in Admin › Studs too); a dam is never a stud', async () => {
    expect(await createParentAction(IDLE, form({ name: 'Ranger', sex: 'sire', studOffered: 'on', available: 'on', studFee: '$1,200', ofaCertified: 'on', public: 'on' }))).toMatchObject({ status: 'ok' });
    const ranger = (await named('Ranger'))!;
    expect(ranger.stud).toEqual({ available: true, studFee: '$1,200', ofaCertified: true });
    expect(await backend.studs.get({ id: ranger.id })).toMatchObject({ name: 'Ranger', available: true, studFee: '$1,200', ofaCertified: true });
    expect(revalidated).toEqual(expect.arrayContaining(['tag:parents', 'tag:studs']));
    // Not available: the fee is saved empty (docs/product.md §5); the facet fields without the box: no stud.
    expect(await createParentAction(IDLE, form({ name: 'Scout', sex: 'sire', studOffered: 'on', studFee: '$900' }))).toMatchObject({ status: 'ok' });
    expect((await named('Scout'))?.stud).toEqual({ available: false, studFee: '', ofaCertified: false });
    expect(await createParentAction(IDLE, form({ name: 'Moss', sex: 'sire', available: 'on', studFee: '$900' }))).toMatchObject({ status: 'ok' });
    expect((await named('Moss'))?.stud).toBeNull();
    expect(await createParentAction(IDLE, form({ name: 'Hazel', sex: 'dam', studOffered: 'on', available: 'on' }))).toMatchObject({ status: 'ok' });
    expect(await named('Hazel')).toMatchObject({ stud: null, public: false });
  });
});

describe('updateParentAction and deleteParentAction', () => {
  it('saves edits and keeps the stored card image when the form did not touch it (the media set may have changed it)', async () => {
    const photo = await backend.media.put({ path: `parents/${Date.now()}_juniper.webp`, bytes: WEBP, contentType: 'image/webp' });
    const p = await backend.parents.create({ input: parentInput({ name: 'Juniper', imageUrl: photo.url }) });
    // Meanwhile the cover changes elsewhere.
    const cover = '/media/media/parent/x/1_cover.webp';
    await backend.parents.setImage({ id: p.id, imageUrl: cover });
    const result = await updateParentAction(
      IDLE,
      form({ id: p.id, name: 'Juniper', sex: 'dam', retired: 'on', imageUrl: photo.url, imageUrlBefore: photo.url }, [['Elbows', 'Normal', '', '']]),
    );
    expect(result).toMatchObject({ status: 'ok', message: 'Parent saved: Juniper' });
    expect(await backend.parents.get({ id: p.id })).toMatchObject({ retired: true, public: false, imageUrl: cover, clearances: [{ test: 'Elbows', result: 'Normal' }] });
    expect(revalidated).toContain('tag:parents');
  });

  it('replaces an uploaded photo (the old file is deleted) and deletes a parent with the product’s wording', async () => {
    const old = await backend.media.put({ path: `parents/${Date.now()}_old.webp`, bytes: WEBP, contentType: 'image/webp' });
    const next = await backend.media.put({ path: `parents/${Date.now() + 1}_new.webp`, bytes: WEBP, contentType: 'image/webp' });
    const p = await backend.parents.create({ input: parentInput({ name: 'Aspen', imageUrl: old.url }) });
    expect(await updateParentAction(IDLE, form({ id: p.id, name: 'Aspen', sex: 'dam', imageUrl: next.url, imageUrlBefore: old.url }))).toMatchObject({ status: 'ok' });
    expect((await backend.parents.get({ id: p.id }))?.imageUrl).toBe(next.url);
    expect(await backend.media.read({ path: old.fullPath })).toBeNull();

    expect(await updateParentAction(IDLE, form({ id: 'missing', name: 'Aspen', sex: 'dam' }))).toMatchObject({ status: 'error', message: 'That parent no longer exists.' });
    expect(await deleteParentAction(p.id)).toEqual({ status: 'ok', message: 'Deleted Aspen' });
    expect(await backend.parents.get({ id: p.id })).toBeNull();
    expect(await backend.media.read({ path: next.fullPath })).toBeNull();
    expect(await deleteParentAction('../etc')).toMatchObject({ status: 'invalid' });
  });
});
