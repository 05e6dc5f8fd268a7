import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matrixIdentities, useTempDataDir, type Who } from '@/test/auth';
import { puppyInput } from '@/test/factories';
import { revalidated } from '@/test/setup';

/** Media sets through the upload route (kind=media) and the admin actions, on the embedded backend. */
const tmp = useTempDataDir('breeder-media-sets-');
const { POST } = await import('@/app/api/admin/uploads/route');
const { reorderMediaSetAction, setMediaCoverAction, updateMediaItemAction, deleteMediaItemAction, saveMediaLabelsFormAction } = await import('./actions');
const { deletePuppyAction } = await import('@/components/admin/puppies/actions');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();

let admin: Who;
let others: Who[];
let png: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  ({ admin, others } = await matrixIdentities(await getBackend()));
  png = new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8902e' } }).png().toBuffer());
});
beforeEach(async () => {
  revalidated.length = 0;
  await admin.signIn();
});
afterAll(tmp.cleanup);

/** The start of a real MP4 (ftyp box, brand isom) followed by filler: the server checks content, not playback. */
const MP4 = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2'), 0, 0, 0, 8, ...Buffer.from('free'), ...new Uint8Array(200)]);

function send(fields: Record<string, string | File>) {
  const form = new FormData();
  form.set('kind', 'media');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return POST(new Request('http://localhost/api/admin/uploads?kind=media', { method: 'POST', body: form }));
}
const photo = (name: string) => new File([png], name, { type: 'image/png' });

async function newPuppy(imageUrl: string | null = null) {
  return backend.puppies.create({ input: puppyInput({ imageUrl }) });
}

type Body = { error?: string; item: { id: string; url: string; type: string; path: string; poster: { path: string } | null }; set: { items: { id: string; url: string }[] } };

describe('media-set uploads (POST /api/admin/uploads, kind=media)', () => {
  it('stores photos re-encoded under media/puppy/<id>/, in order; the first is the card image; tags revalidated', async () => {
    const pup = await newPuppy();
    const urls: string[] = [];
    for (const n of ['one', 'two', 'three']) {
      const res = await send({ ownerKind: 'puppy', ownerId: pup.id, file: photo(`${n}.png`) });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Body;
      expect(body.item.path).toMatch(new RegExp(`^media/puppy/${pup.id}/\\d{13}_${n}\\.webp$`));
      expect((await sharp((await backend.media.read({ path: body.item.path }))!.bytes).metadata()).format).toBe('webp');
      urls.push(body.item.url);
    }
    expect((await backend.mediaSets.get({ owner: { kind: 'puppy', id: pup.id } })).items.map((i) => i.url)).toEqual(urls);
    expect((await backend.puppies.get({ id: pup.id }))?.imageUrl).toBe(urls[0]);
    // The card changed once (first photo); the gallery's tag on every upload.
    expect(revalidated.filter((t) => t === 'tag:puppies')).toHaveLength(1);
    expect(revalidated.filter((t) => t === `tag:media-set:puppy:${pup.id}`)).toHaveLength(3);
  });

  it('stores an MP4 as sent with its poster re-encoded; a video alone never becomes the card image', async () => {
    const pup = await newPuppy();
    const res = await send({ ownerKind: 'puppy', ownerId: pup.id, file: new File([MP4], 'Play Time.mp4', { type: 'video/mp4' }), poster: photo('frame.png') });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.item).toMatchObject({ type: 'video', poster: { path: expect.stringMatching(/^media\/puppy\/.+-poster\.webp$/) } });
    const stored = await backend.media.read({ path: body.item.path });
    expect(stored?.contentType).toBe('video/mp4');
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(MP4))).toBe(true);
    expect((await backend.puppies.get({ id: pup.id }))?.imageUrl).toBeNull();
  });

  it('refuses a file that is neither a photo nor an MP4/WebM video by its bytes, and stores nothing', async () => {
    const pup = await newPuppy();
    const before = await backend.media.listAll();
    for (const file of [
      new File(['<html>not a video</html>'], 'clip.mp4', { type: 'video/mp4' }),
      new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...Buffer.from('matroska')])], 'clip.webm', { type: 'video/webm' }),
    ]) {
      const res = await send({ ownerKind: 'puppy', ownerId: pup.id, file });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Body).error).toMatch(/MP4 or WebM/);
    }
    // A real video with a poster that is not an image: the video stored first is removed again.
    const res = await send({ ownerKind: 'puppy', ownerId: pup.id, file: new File([MP4], 'a.mp4'), poster: new File(['nope'], 'p.png') });
    expect(res.status).toBe(400);
    expect(await backend.media.listAll()).toEqual(before);
    expect((await backend.mediaSets.get({ owner: { kind: 'puppy', id: pup.id } })).items).toEqual([]);
  });

  it('refuses an unknown owner, an owner of the wrong kind and a malformed one', async () => {
    const pup = await newPuppy();
    for (const [ownerKind, ownerId, status] of [
      ['puppy', 'nosuchpuppy', 404],
      ['litter', pup.id, 404],
      ['stud', pup.id, 400],
      ['puppy', '../x', 400],
    ] as const) {
      const res = await send({ ownerKind, ownerId, file: photo('x.png') });
      expect(res.status, `${ownerKind} ${ownerId}`).toBe(status);
      expect(((await res.json()) as Body).error).toBeTruthy();
    }
    expect(await backend.mediaSets.listAll()).not.toContainEqual(expect.objectContaining({ owner: { kind: 'litter', id: pup.id } }));
  });

  it('refuses everyone but an admin and stores nothing', async () => {
    const pup = await newPuppy();
    for (const who of others) {
      await who.signIn();
      const before = await backend.media.listAll();
      const res = await send({ ownerKind: 'puppy', ownerId: pup.id, file: photo('x.png') });
      expect([401, 403], who.label).toContain(res.status);
      expect(await backend.media.listAll()).toEqual(before);
      expect((await backend.mediaSets.get({ owner: { kind: 'puppy', id: pup.id } })).items, who.label).toEqual([]);
    }
  });

  it('adopts an entry’s existing card image as the first photo of a new set', async () => {
    const old = await backend.media.put({ path: `puppies/${Date.now()}_old.webp`, bytes: new Uint8Array(await sharp(png).webp().toBuffer()), contentType: 'image/webp' });
    const pup = await newPuppy(old.url);
    const body = (await (await send({ ownerKind: 'puppy', ownerId: pup.id, file: photo('new.png') })).json()) as Body;
    expect(body.set.items.map((i) => i.url)).toEqual([old.url, body.item.url]);
    expect((await backend.puppies.get({ id: pup.id }))?.imageUrl).toBe(old.url);
  });
});

describe('media-set admin actions', () => {
  async function puppyWithPhotos(n: number) {
    const pup = await newPuppy();
    for (let i = 0; i < n; i++) await send({ ownerKind: 'puppy', ownerId: pup.id, file: photo(`p${i}.png`) });
    const owner = { kind: 'puppy' as const, id: pup.id };
    return { pup, owner, items: (await backend.mediaSets.get({ owner })).items };
  }

  it('reorders, and the new first photo becomes the card image', async () => {
    const { pup, owner, items } = await puppyWithPhotos(3);
    revalidated.length = 0;
    const result = await reorderMediaSetAction({ owner, itemIds: [items[2]!.id, items[0]!.id, items[1]!.id] });
    expect(result).toMatchObject({ status: 'ok' });
    expect(result.items?.map((i) => i.id)).toEqual([items[2]!.id, items[0]!.id, items[1]!.id]);
    expect((await backend.puppies.get({ id: pup.id }))?.imageUrl).toBe(items[2]!.url);
    expect(revalidated).toEqual([`tag:media-set:puppy:${pup.id}`, 'tag:puppies']);
    expect(await reorderMediaSetAction({ owner, itemIds: [items[0]!.id] })).toMatchObject({ status: 'invalid' });
  });

  it('makes a photo the cover, saves caption and alt (zod-checked), deletes one item with its file', async () => {
    const { pup, owner, items } = await puppyWithPhotos(2);
    expect(await setMediaCoverAction({ owner, itemId: items[1]!.id })).toMatchObject({ status: 'ok' });
    expect((await backend.puppies.get({ id: pup.id }))?.imageUrl).toBe(items[1]!.url);

    expect(await updateMediaItemAction({ owner, itemId: items[0]!.id, caption: 'At 6 weeks', alt: 'A red puppy asleep' })).toMatchObject({ status: 'ok' });
    expect((await backend.mediaSets.get({ owner })).items[1]).toMatchObject({ caption: 'At 6 weeks', alt: 'A red puppy asleep' });
    // The same form posted by the browser before its script runs: same rules, same store.
    const posted = new FormData();
    for (const [k, v] of Object.entries({ ownerKind: owner.kind, ownerId: owner.id, itemId: items[0]!.id, caption: 'At 7 weeks', alt: 'A red puppy awake' })) posted.set(k, v);
    expect(await saveMediaLabelsFormAction(posted)).toMatchObject({ status: 'ok' });
    expect((await backend.mediaSets.get({ owner })).items[1]).toMatchObject({ caption: 'At 7 weeks', alt: 'A red puppy awake' });
    posted.set('caption', 'x'.repeat(301));
    expect((await saveMediaLabelsFormAction(posted)).status).toBe('invalid');
    const bad = await updateMediaItemAction({ owner, itemId: items[0]!.id, caption: 'x'.repeat(301), alt: 'line\nbreak' });
    expect(bad.status).toBe('invalid');
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['alt', 'caption']);

    expect(await deleteMediaItemAction({ owner, itemId: items[1]!.id })).toMatchObject({ status: 'ok' });
    expect(await backend.media.read({ path: items[1]!.path })).toBeNull();
    // The remaining photo is the cover now.
    expect((await backend.puppies.get({ id: pup.id }))?.imageUrl).toBe(items[0]!.url);
    expect(await deleteMediaItemAction({ owner, itemId: items[0]!.id })).toMatchObject({ status: 'ok' });
    expect((await backend.puppies.get({ id: pup.id }))?.imageUrl).toBeNull();
  });

  it('deleting a puppy deletes its set and every file', async () => {
    const { pup, owner, items } = await puppyWithPhotos(2);
    expect(await deletePuppyAction(pup.id)).toMatchObject({ status: 'ok' });
    expect((await backend.mediaSets.get({ owner })).items).toEqual([]);
    for (const i of items) expect(await backend.media.read({ path: i.path })).toBeNull();
  });

  it('refuses actions on an owner that does not exist', async () => {
    const owner = { kind: 'litter' as const, id: 'nosuchlitter' };
    expect(await reorderMediaSetAction({ owner, itemIds: ['a'] })).toMatchObject({ status: 'invalid' });
    expect(await setMediaCoverAction({ owner: { kind: 'dog', id: 'x' }, itemId: 'a' })).toMatchObject({ status: 'invalid' });
  });
});
