import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { coverOf, MEDIA_SET_MAX_ITEMS, type MediaOwner, type NewMediaSetItem } from '@/lib/domain/media-set';
import { puppyInput as puppy } from '@/test/factories';
import type { Backend } from '../types';

const photo = (n: string, extra: Partial<NewMediaSetItem> = {}): NewMediaSetItem => ({
  type: 'photo',
  url: `/media/media/puppy/p1/${n}.webp`,
  path: `media/puppy/p1/${n}.webp`,
  contentType: 'image/webp',
  width: 1200,
  height: 900,
  caption: '',
  alt: '',
  poster: null,
  ...extra,
});

const video = (n: string): NewMediaSetItem => ({
  type: 'video',
  url: `/media/media/puppy/p1/${n}.mp4`,
  path: `media/puppy/p1/${n}.mp4`,
  contentType: 'video/mp4',
  width: null,
  height: null,
  caption: 'Playing',
  alt: 'Puppies playing in the grass',
  poster: { url: `/media/media/puppy/p1/${n}-poster.webp`, path: `media/puppy/p1/${n}-poster.webp`, width: 640, height: 360 },
});

const rejectsWith = (p: Promise<unknown>, code: 'not_found' | 'invalid_input') => expect(p).rejects.toSatisfy((e) => isAppError(e, code));

/** Media sets (docs/media-sets.md): the same tests on every adapter, called by suite.ts. */
export function mediaSetsContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: media sets`, () => {
    const owner: MediaOwner = { kind: 'puppy', id: 'p1' };

    it('starts empty, appends in order, and the first photo is the cover', () =>
      withBackend(async (b) => {
        expect(await b.mediaSets.get({ owner })).toEqual({ owner, items: [], updatedAt: null });
        await b.mediaSets.addItem({ owner, item: video('v') });
        await b.mediaSets.addItem({ owner, item: photo('a', { caption: 'First', alt: 'A puppy asleep' }) });
        const set = await b.mediaSets.addItem({ owner, item: photo('b') });
        expect(set.items.map((i) => i.path)).toEqual(['media/puppy/p1/v.mp4', 'media/puppy/p1/a.webp', 'media/puppy/p1/b.webp']);
        expect(new Set(set.items.map((i) => i.id)).size).toBe(3);
        expect(set.items.every((i) => /^[A-Za-z0-9_-]+$/.test(i.id) && !Number.isNaN(Date.parse(i.createdAt)))).toBe(true);
        expect(Date.parse(set.updatedAt!)).not.toBeNaN();
        // A video is never the cover: the first photo is.
        expect(coverOf(set.items)?.path).toBe('media/puppy/p1/a.webp');
        expect(await b.mediaSets.get({ owner })).toEqual(set);
        // Other owners (even with the same id) are separate.
        expect((await b.mediaSets.get({ owner: { kind: 'litter', id: 'p1' } })).items).toEqual([]);
      }));

    it('keeps a video with its poster, caption and alt text', () =>
      withBackend(async (b) => {
        const set = await b.mediaSets.addItem({ owner, item: video('clip') });
        expect(set.items[0]).toMatchObject({
          type: 'video',
          contentType: 'video/mp4',
          caption: 'Playing',
          alt: 'Puppies playing in the grass',
          poster: { path: 'media/puppy/p1/clip-poster.webp', width: 640, height: 360 },
        });
        await rejectsWith(b.mediaSets.setCover({ owner, itemId: set.items[0]!.id }), 'invalid_input');
      }));

    it('reorders by a permutation of the ids, and refuses anything else', () =>
      withBackend(async (b) => {
        for (const n of ['a', 'b', 'c']) await b.mediaSets.addItem({ owner, item: photo(n) });
        const ids = (await b.mediaSets.get({ owner })).items.map((i) => i.id);
        const reordered = await b.mediaSets.reorder({ owner, itemIds: [ids[2]!, ids[0]!, ids[1]!] });
        expect(reordered.items.map((i) => i.path.slice(-6))).toEqual(['c.webp', 'a.webp', 'b.webp']);
        expect((await b.mediaSets.get({ owner })).items.map((i) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
        await rejectsWith(b.mediaSets.reorder({ owner, itemIds: [ids[0]!, ids[1]!] }), 'invalid_input');
        await rejectsWith(b.mediaSets.reorder({ owner, itemIds: [ids[0]!, ids[0]!, ids[1]!] }), 'invalid_input');
        await rejectsWith(b.mediaSets.reorder({ owner, itemIds: [ids[0]!, ids[1]!, 'someoneElse'] }), 'invalid_input');
        expect((await b.mediaSets.get({ owner })).items.map((i) => i.id)).toEqual([ids[2], ids[0], ids[1]]);
      }));

    it('makes a photo the cover by moving it first; the others keep their order', () =>
      withBackend(async (b) => {
        for (const n of ['a', 'b', 'c', 'd']) await b.mediaSets.addItem({ owner, item: photo(n) });
        const ids = (await b.mediaSets.get({ owner })).items.map((i) => i.id);
        const set = await b.mediaSets.setCover({ owner, itemId: ids[2]! });
        expect(set.items.map((i) => i.id)).toEqual([ids[2], ids[0], ids[1], ids[3]]);
        expect(coverOf(set.items)?.id).toBe(ids[2]);
        await rejectsWith(b.mediaSets.setCover({ owner, itemId: 'missing' }), 'not_found');
      }));

    it('edits caption and alt text of one item', () =>
      withBackend(async (b) => {
        await b.mediaSets.addItem({ owner, item: photo('a') });
        const { items } = await b.mediaSets.addItem({ owner, item: photo('b') });
        const set = await b.mediaSets.updateItem({ owner, itemId: items[1]!.id, caption: 'At 6 weeks', alt: 'A red puppy on a blanket' });
        expect(set.items.map((i) => [i.caption, i.alt])).toEqual([
          ['', ''],
          ['At 6 weeks', 'A red puppy on a blanket'],
        ]);
        expect((await b.mediaSets.get({ owner })).items[1]).toMatchObject({ caption: 'At 6 weeks', alt: 'A red puppy on a blanket' });
        await rejectsWith(b.mediaSets.updateItem({ owner, itemId: 'missing', caption: '', alt: '' }), 'not_found');
      }));

    it('removes one item (returned for its files) and deletes a whole set', () =>
      withBackend(async (b) => {
        await b.mediaSets.addItem({ owner, item: photo('a') });
        await b.mediaSets.addItem({ owner, item: video('v') });
        const { items } = await b.mediaSets.addItem({ owner, item: photo('b') });
        const { set, removed } = await b.mediaSets.removeItem({ owner, itemId: items[0]!.id });
        expect(removed.path).toBe('media/puppy/p1/a.webp');
        expect(set.items.map((i) => i.id)).toEqual([items[1]!.id, items[2]!.id]);
        expect(coverOf(set.items)?.id).toBe(items[2]!.id);
        await rejectsWith(b.mediaSets.removeItem({ owner, itemId: items[0]!.id }), 'not_found');

        const other: MediaOwner = { kind: 'parent', id: 'dam1' };
        await b.mediaSets.addItem({ owner: other, item: photo('x') });
        const gone = await b.mediaSets.deleteSet({ owner });
        expect(gone.map((i) => i.path)).toEqual(['media/puppy/p1/v.mp4', 'media/puppy/p1/b.webp']);
        expect(await b.mediaSets.get({ owner })).toEqual({ owner, items: [], updatedAt: null });
        expect(await b.mediaSets.deleteSet({ owner })).toEqual([]);
        expect((await b.mediaSets.get({ owner: other })).items).toHaveLength(1);
      }));

    it('refuses more than the cap and unknown owner ids', () =>
      withBackend(async (b) => {
        const full: MediaOwner = { kind: 'litter', id: 'big' };
        const item = { ...photo('a'), path: 'media/litter/big/a.webp' };
        const ids = Array.from({ length: MEDIA_SET_MAX_ITEMS }, (_, i) => `i${i}`);
        // Written as a whole through import (one write), then one more is refused.
        await b.mediaSets.importSet({
          set: { owner: full, updatedAt: '2026-01-01T00:00:00.000Z', items: ids.map((id) => ({ ...item, id, createdAt: '2026-01-01T00:00:00.000Z' })) },
        });
        await rejectsWith(b.mediaSets.addItem({ owner: full, item }), 'invalid_input');
        await rejectsWith(b.mediaSets.addItem({ owner: { kind: 'puppy', id: '../x' }, item }), 'invalid_input');
      }));

    it('lists every set for export and imports one as given', () =>
      withBackend(async (b) => {
        await b.mediaSets.addItem({ owner, item: photo('a') });
        const litter: MediaOwner = { kind: 'litter', id: 'l1' };
        const imported = {
          owner: litter,
          updatedAt: '2025-06-01T10:00:00.123Z',
          items: [{ ...video('v'), id: 'vid1', createdAt: '2025-06-01T09:00:00.000Z' }, { ...photo('p'), id: 'pho1', createdAt: '2025-06-01T09:30:00.000Z' }],
        };
        expect(await b.mediaSets.importSet({ set: imported })).toEqual(imported);
        expect(await b.mediaSets.get({ owner: litter })).toEqual(imported);
        const all = await b.mediaSets.listAll();
        expect(all.map((s) => `${s.owner.kind}:${s.owner.id}:${s.items.length}`)).toEqual(['litter:l1:2', 'puppy:p1:1']);
      }));

    it('puppies.setImage writes only the card image (the cover)', () =>
      withBackend(async (b) => {
        const p = await b.puppies.create({ input: puppy({ imageUrl: null, description: 'Kept' }) });
        const set = await b.puppies.setImage({ id: p.id, imageUrl: '/media/media/puppy/x/a.webp' });
        expect(set).toMatchObject({ imageUrl: '/media/media/puppy/x/a.webp', description: 'Kept', name: p.name });
        expect((await b.puppies.get({ id: p.id }))?.imageUrl).toBe('/media/media/puppy/x/a.webp');
        expect((await b.puppies.setImage({ id: p.id, imageUrl: null })).imageUrl).toBeNull();
        await rejectsWith(b.puppies.setImage({ id: 'missing1', imageUrl: null }), 'not_found');
      }));
  });
}
