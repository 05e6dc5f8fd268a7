import { describe, expect, it } from 'vitest';
import { CAROUSEL_PHOTOS, GALLERY_PAGE_SIZE, galleryOffset, galleryPageCount, galleryPageExists, galleryPageHref, gallerySlice, parseGalleryPage } from './gallery-pages';

describe('gallery pages', () => {
  it('counts pages: at least one, a partial last page included', () => {
    expect(galleryPageCount(0)).toBe(1);
    expect(galleryPageCount(1)).toBe(1);
    expect(galleryPageCount(GALLERY_PAGE_SIZE)).toBe(1);
    expect(galleryPageCount(GALLERY_PAGE_SIZE + 1)).toBe(2);
    expect(galleryPageCount(5000)).toBe(Math.ceil(5000 / GALLERY_PAGE_SIZE));
  });

  it('gives each page one URL: /gallery for the first, /gallery/page/N after', () => {
    expect(galleryPageHref(1)).toBe('/gallery');
    expect(galleryPageHref(2)).toBe('/gallery/page/2');
    expect(galleryPageHref(209)).toBe('/gallery/page/209');
  });

  it('reads only plain page numbers from 2 up (page 1 has no second URL)', () => {
    expect(parseGalleryPage('2')).toBe(2);
    expect(parseGalleryPage('150')).toBe(150);
    for (const bad of ['1', '0', '-2', '02', '2.0', '2e1', 'abc', '', '9999999']) expect(parseGalleryPage(bad), bad).toBeNull();
  });

  it('maps a page to the offset of its first photo; the bounds are whole rows', () => {
    expect(galleryOffset(1)).toBe(0);
    expect(galleryOffset(3)).toBe(2 * GALLERY_PAGE_SIZE);
    for (const columns of [2, 3, 4, 6]) expect(GALLERY_PAGE_SIZE % columns).toBe(0);
    expect(CAROUSEL_PHOTOS).toBeLessThanOrEqual(GALLERY_PAGE_SIZE);
  });

  it('reads one page as one slice, and knows the pages past the last one', () => {
    expect(gallerySlice(3)).toEqual({ offset: 2 * GALLERY_PAGE_SIZE, limit: GALLERY_PAGE_SIZE });
    expect(galleryPageExists(2, GALLERY_PAGE_SIZE + 1)).toBe(true);
    expect(galleryPageExists(2, GALLERY_PAGE_SIZE)).toBe(false);
    expect(galleryPageExists(1, 0)).toBe(true);
  });
});
