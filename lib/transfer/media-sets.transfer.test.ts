import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaSetPaths, type MediaOwner } from '@/lib/domain/media-set';
import { puppyInput } from '@/test/factories';
import { tempBackends } from '@/test/transfer';
import { exportSite } from './export';
import { importSite } from './import';

const { local, tempDir } = tempBackends('breeder-media-transfer-');

describe('export and import carry media sets (docs/media-sets.md)', () => {
  it('round-trips a set in order, with captions, a video and its poster; every URL is the target’s own and names the same bytes', async () => {
    const a = await local();
    const pup = await a.puppies.create({ input: puppyInput() });
    const owner: MediaOwner = { kind: 'puppy', id: pup.id };
    const put = (p: string, bytes: number[], contentType: string) => a.media.put({ path: p, bytes: Uint8Array.from(bytes), contentType });
    const photo = await put(mediaSetPaths.file(owner, 'one', 'webp', 1700000000001), [0x52, 0x49, 0x46, 0x46, 1], 'image/webp');
    const video = await put(mediaSetPaths.file(owner, 'clip', 'mp4', 1700000000002), [0, 0, 0, 24, 2, 3], 'video/mp4');
    const poster = await put(mediaSetPaths.poster(owner, 'clip', 'webp', 1700000000002), [0x52, 0x49, 0x46, 0x46, 4], 'image/webp');
    await a.mediaSets.addItem({ owner, item: { type: 'video', url: video.url, path: video.fullPath, contentType: 'video/mp4', width: 640, height: 360, caption: 'Play', alt: 'Puppies playing', poster: { url: poster.url, path: poster.fullPath, width: 640, height: 360 } } });
    await a.mediaSets.addItem({ owner, item: { type: 'photo', url: photo.url, path: photo.fullPath, contentType: 'image/webp', width: 10, height: 8, caption: 'Asleep', alt: 'A puppy asleep', poster: null } });
    await a.puppies.setImage({ id: pup.id, imageUrl: photo.url });

    const file = path.join(tempDir(), 'site.tar.gz');
    expect((await exportSite(a, file)).warnings).toEqual([]);
    const b = await local();
    await importSite(b, file);

    const [sa, sb] = [await a.mediaSets.get({ owner }), await b.mediaSets.get({ owner })];
    const strip = (s: typeof sa) => s.items.map((i) => ({ ...i, url: '', poster: i.poster ? { ...i.poster, url: '' } : null }));
    expect(strip(sb)).toEqual(strip(sa));
    expect(sb.updatedAt).toBe(sa.updatedAt);
    for (const [i, item] of sb.items.entries()) {
      for (const [url, p] of [[item.url, sa.items[i]!.path], ...(item.poster ? [[item.poster.url, sa.items[i]!.poster!.path]] : [])]) {
        expect(b.media.pathFromUrl(url!)).toBe(p);
        expect(Array.from((await b.media.read({ path: p! }))!.bytes)).toEqual(Array.from((await a.media.read({ path: p! }))!.bytes));
      }
    }
    // The card image is still the cover.
    expect((await b.puppies.get({ id: pup.id }))?.imageUrl).toBe(sb.items[1]!.url);
  });
});
