import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteStoredImage, isStoredIn } from './stored-image';

/** A media store's two methods the helpers use, over a set of stored paths. */
function media(paths: string[], fail = false) {
  const stored = new Set(paths);
  return {
    stored,
    pathFromUrl: (url: string) => (url.startsWith('/media/') ? url.slice('/media/'.length) : null),
    delete: async ({ path }: { path: string }) => {
      if (fail) throw new Error('storage is down');
      return stored.delete(path);
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('isStoredIn', () => {
  it('is true only for this store\'s files inside the folder', () => {
    const m = media([]);
    expect(isStoredIn(m, 'puppies', '/media/puppies/1_a.jpg')).toBe(true);
    expect(isStoredIn(m, 'puppies', '/media/adminGallery/1_a.jpg')).toBe(false);
    expect(isStoredIn(m, 'puppies', '/media/puppies-old/1_a.jpg')).toBe(false);
    expect(isStoredIn(m, 'puppies', 'https://elsewhere.example/puppies/1_a.jpg')).toBe(false);
  });
});

describe('deleteStoredImage', () => {
  it("deletes the record's image when it is one of the folder's uploads", async () => {
    const m = media(['studs/1_a.jpg', 'adminGallery/2_b.jpg']);
    await deleteStoredImage(m, 'studs', { name: 'Rex', imageUrl: '/media/studs/1_a.jpg' }, 'stud');
    expect([...m.stored]).toEqual(['adminGallery/2_b.jpg']);
  });

  it('never touches a file outside the folder (a gallery or hero file), a foreign URL or a missing image', async () => {
    const m = media(['adminGallery/2_b.jpg', 'hero-image.jpg']);
    await deleteStoredImage(m, 'studs', { name: 'Rex', imageUrl: '/media/adminGallery/2_b.jpg' }, 'stud');
    await deleteStoredImage(m, 'studs', { name: 'Rex', imageUrl: '/media/hero-image.jpg' }, 'stud');
    await deleteStoredImage(m, 'studs', { name: 'Rex', imageUrl: 'https://elsewhere.example/studs/1.jpg' }, 'stud');
    await deleteStoredImage(m, 'studs', { name: 'Rex', imageUrl: null }, 'stud');
    expect([...m.stored].sort()).toEqual(['adminGallery/2_b.jpg', 'hero-image.jpg']);
  });

  it('only logs a warning when the store fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(deleteStoredImage(media(['parents/1.jpg'], true), 'parents', { name: 'Daisy', imageUrl: '/media/parents/1.jpg' }, 'parent')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain('could not delete the image of parent "Daisy"');
  });
});
