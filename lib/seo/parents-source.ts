import 'server-only';
import { parentPath } from '@/lib/domain/parent-pages';
import { getPublicParents } from '@/lib/server/parents';
import type { SitemapSource, SitemapUrl } from './sitemap';

/**
 * /parents and every public parent page (docs/litters.md). A breeder has tens of parents: count and list
 * read the one cached public parents list (tagged parents), so the index costs no backend read when
 * it is cached. A stud-parent's photo is for signed-in visitors only: no image entry for him.
 */
async function urls(): Promise<SitemapUrl[]> {
  const parents = await getPublicParents();
  return [
    { loc: '/parents', changefreq: 'monthly', priority: 0.7 },
    ...parents.map(
      (p): SitemapUrl => ({
        loc: parentPath(p.id),
        lastmod: p.kind === 'full' ? p.updatedAt : null,
        changefreq: 'monthly',
        priority: 0.6,
        images: p.kind === 'full' && p.imageUrl ? [{ loc: p.imageUrl }] : [],
      }),
    ),
  ];
}

export const parentsSource: SitemapSource = {
  name: 'parents',
  count: async () => (await urls()).length,
  list: async ({ offset, limit }) => (await urls()).slice(offset, offset + limit),
};
