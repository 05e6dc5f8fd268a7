import 'server-only';
import { galleryPageCount, galleryPageHref } from '@/lib/domain/gallery-pages';
import { getGalleryPage } from '@/lib/server/data';
import type { SitemapSource, SitemapUrl } from './sitemap';

/**
 * The gallery's pages (docs/scale.md): /gallery, then /gallery/page/2 … /gallery/page/N for the older
 * photos. The count is the number of pages (one cached gallery read of one photo and the count,
 * tagged gallery), at least 1, so the child is never empty; a child lists page URLs only.
 */
async function pages(): Promise<number> {
  return galleryPageCount((await getGalleryPage({ offset: 0, limit: 1 })).total);
}

export const gallerySource: SitemapSource = {
  name: 'gallery',
  count: pages,
  list: async ({ offset, limit }) => {
    const n = Math.max(0, Math.min(limit, (await pages()) - offset));
    return Array.from({ length: n }, (_, i): SitemapUrl => {
      const page = offset + i + 1;
      return page === 1 ? { loc: galleryPageHref(1), changefreq: 'weekly', priority: 0.6 } : { loc: galleryPageHref(page), changefreq: 'weekly', priority: 0.4 };
    });
  },
};
