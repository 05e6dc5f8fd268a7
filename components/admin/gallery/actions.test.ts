import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matrixIdentities, useTempDataDir, type Who } from '@/test/auth';
import { revalidated } from '@/test/setup';

const tmp = useTempDataDir();
const { deleteGalleryImageAction, updateGalleryTextAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const { FORBIDDEN_MESSAGE } = await import('@/lib/server/admin-action');

let admin: Who;
let others: Who[];

beforeAll(async () => {
  const b = await getBackend();
  ({ admin, others } = await matrixIdentities(b));
  // Files outside the gallery that a forged path might aim at.
  await b.media.put({ path: 'puppies/x.webp', bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
});
beforeEach(() => {
  revalidated.length = 0;
});
afterAll(tmp.cleanup);

async function galleryPaths() {
  return (await (await getBackend()).media.list({ folder: 'adminGallery' })).map((m) => m.fullPath);
}

describe('deleteGalleryImageAction', () => {
  it('refuses everyone but an admin and deletes nothing', async () => {
    const before = await galleryPaths();
    expect(before.length).toBeGreaterThan(0);
    for (const who of others) {
      await who.signIn();
      expect(await deleteGalleryImageAction(before[0]!), who.label).toEqual({ status: 'error', message: FORBIDDEN_MESSAGE });
      expect(await galleryPaths(), who.label).toEqual(before);
      expect(revalidated, who.label).toEqual([]);
    }
  });

  it('deletes a gallery image for an admin and revalidates the gallery', async () => {
    const before = await galleryPaths();
    const target = before[0]!;
    const name = target.split('/')[1]!;
    await admin.signIn();
    expect(await deleteGalleryImageAction(target)).toEqual({ status: 'ok', message: `Deleted ${name}` });
    expect(await galleryPaths()).toEqual(before.slice(1));
    expect(await (await getBackend()).media.read({ path: target })).toBeNull();
    expect(revalidated).toEqual(['tag:gallery']);
  });

  it('reports a file that is already gone', async () => {
    await admin.signIn();
    expect(await deleteGalleryImageAction('adminGallery/never-there_1.webp')).toEqual({
      status: 'error',
      message: 'An error occurred during deletion.',
    });
  });

  it.each([
    ['../site.db'],
    ['puppies/x.webp'],
    ['adminGallery/../puppies/x.webp'],
    ['adminGallery/../../site.db'],
    ['adminGallery'],
    ['adminGallery/'],
    ['adminGallery/sub/deeper.webp'],
    ['/etc/passwd'],
    ['adminGallery/a\\..\\..\\site.db'],
    [''],
  ])('refuses the path %j and deletes nothing', async (path) => {
    await admin.signIn();
    const before = await galleryPaths();
    expect(await deleteGalleryImageAction(path)).toEqual({ status: 'invalid', message: 'An error occurred during deletion.' });
    expect(await galleryPaths()).toEqual(before);
    expect(await (await getBackend()).media.read({ path: 'puppies/x.webp' })).not.toBeNull();
    expect(revalidated).toEqual([]);
  });

  it('refuses a value that is not a string', async () => {
    await admin.signIn();
    const res = await deleteGalleryImageAction({ path: 'adminGallery/x.webp' } as unknown as string);
    expect(res.status).toBe('invalid');
  });
});

describe('updateGalleryTextAction', () => {
  const form = (fields: Record<string, string>) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(fields)) fd.set(k, v);
    return fd;
  };
  const meta = async (path: string) => (await (await getBackend()).media.list({ folder: 'adminGallery' })).find((m) => m.fullPath === path)?.customMetadata;

  it('refuses everyone but an admin and changes nothing', async () => {
    const [target] = await galleryPaths();
    const before = await meta(target!);
    for (const who of others) {
      await who.signIn();
      const result = await updateGalleryTextAction({ status: 'idle' }, form({ path: target!, caption: 'Hacked', alt: 'Hacked' }));
      expect(result, who.label).toEqual({ status: 'error', message: FORBIDDEN_MESSAGE });
      expect(await meta(target!), who.label).toEqual(before);
      expect(revalidated, who.label).toEqual([]);
    }
  });

  it("saves an admin's caption and alt text (trimmed), keeps the size metadata, and an empty value clears it", async () => {
    const [target] = await galleryPaths();
    await admin.signIn();
    const result = await updateGalleryTextAction({ status: 'idle' }, form({ path: target!, caption: '  Summer swim ', alt: 'Two puppies by the pond' }));
    expect(result).toEqual({ status: 'ok', message: 'Caption and alt text saved for Summer swim' });
    expect(await meta(target!)).toMatchObject({ caption: 'Summer swim', alt: 'Two puppies by the pond' });
    expect(revalidated).toEqual(['tag:gallery']);
    await updateGalleryTextAction({ status: 'idle' }, form({ path: target!, caption: '', alt: '' }));
    const cleared = await meta(target!);
    expect(cleared?.caption).toBeUndefined();
    expect(cleared?.alt).toBeUndefined();
  });

  it('refuses paths outside the gallery, missing files and over-long text, storing nothing', async () => {
    await admin.signIn();
    const [target] = await galleryPaths();
    for (const path of ['puppies/x.webp', '../site.db', 'adminGallery/../puppies/x.webp']) {
      expect((await updateGalleryTextAction({ status: 'idle' }, form({ path, caption: 'x', alt: 'x' }))).status, path).toBe('invalid');
    }
    const puppies = await (await getBackend()).media.list({ folder: 'puppies' });
    expect(puppies.filter((m) => 'caption' in m.customMetadata || 'alt' in m.customMetadata)).toEqual([]);
    expect(await updateGalleryTextAction({ status: 'idle' }, form({ path: 'adminGallery/never-there_1.webp', caption: 'x', alt: '' }))).toEqual({
      status: 'error',
      message: 'Could not save the caption and alt text.',
    });
    const long = await updateGalleryTextAction({ status: 'idle' }, form({ path: target!, caption: 'x'.repeat(201), alt: '' }));
    expect(long).toMatchObject({ status: 'invalid', fieldErrors: { caption: 'At most 200 characters.' } });
  });
});
