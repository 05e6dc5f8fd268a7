import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../types';

/**
 * Contract section for `MediaStore.listNewest` (docs/scale.md: /gallery pages and the home carousel read
 * one page, newest first). Called from the media section of suite.ts, so the Firebase
 * adapter runs it against the Storage emulator.
 */
export function mediaPagingContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: media pages, newest first`, () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]);

    it('hands out pages newest first with the total, filtered by type, and nothing past the end', () =>
      withBackend(async (b) => {
        // A folder of its own: the Storage emulator's bucket is shared by every test of a run.
        const folder = `gallery-${randomBytes(4).toString('hex')}`;
        expect(await b.media.listNewest({ folder, offset: 0, limit: 3 })).toEqual({ items: [], total: 0 });
        const paths: string[] = [];
        for (let i = 0; i < 7; i++) {
          const path = `${folder}/photo-${i}_${1_700_000_000_000 + i}.png`;
          await b.media.put({ path, bytes: png, contentType: 'image/png', customMetadata: { width: '4', height: '3' } });
          paths.push(path);
          // Distinct creation times, so "newest" is the upload order on every store.
          await new Promise((r) => setTimeout(r, 5));
        }
        await b.media.put({ path: `${folder}/notes_1.txt`, bytes: png, contentType: 'text/plain' });
        await b.media.put({ path: `${folder}/nested/deeper_1.png`, bytes: png, contentType: 'image/png' });
        const newest = [...paths].reverse();

        const pages = [
          await b.media.listNewest({ folder, offset: 0, limit: 3, contentTypePrefix: 'image/' }),
          await b.media.listNewest({ folder, offset: 3, limit: 3, contentTypePrefix: 'image/' }),
          await b.media.listNewest({ folder, offset: 6, limit: 3, contentTypePrefix: 'image/' }),
        ];
        expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
        expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
        expect(pages.flatMap((p) => p.items.map((i) => i.fullPath))).toEqual(newest);
        // Items are whole: size, type, dimensions and a URL the store maps back.
        const first = pages[0]!.items[0]!;
        expect(first).toMatchObject({ name: 'photo-6_1700000000006.png', contentType: 'image/png', width: 4, height: 3, size: png.byteLength });
        expect(b.media.pathFromUrl(first.url)).toBe(paths[6]);
        // Past the end: no items, the same total. Without a type filter the text file counts too (a subfolder's never).
        expect(await b.media.listNewest({ folder, offset: 9, limit: 3, contentTypePrefix: 'image/' })).toEqual({ items: [], total: 7 });
        const any = await b.media.listNewest({ folder: `${folder}/`, offset: 0, limit: 1 });
        expect(any.total).toBe(8);
        expect(any.items.map((i) => i.fullPath)).toEqual([`${folder}/notes_1.txt`]);
        // A deleted file leaves the pages at once.
        await b.media.delete({ path: paths[6]! });
        const after = await b.media.listNewest({ folder, offset: 0, limit: 2, contentTypePrefix: 'image/' });
        expect(after.total).toBe(6);
        expect(after.items.map((i) => i.fullPath)).toEqual([paths[5], paths[4]]);
        for (const path of [...paths.slice(0, 6), `${folder}/notes_1.txt`, `${folder}/nested/deeper_1.png`]) await b.media.delete({ path });
      }));
  });
}
