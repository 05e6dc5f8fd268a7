import 'server-only';
import { litterPath } from '@/lib/domain/litter-jsonld';
import { getPublicLitters } from '@/lib/server/litters';
import type { SitemapSource, SitemapUrl } from './sitemap';

/**
 * /litters and every public litter page (issue 14). A breeder has tens of litters, not thousands:
 * both count and list read the one cached public litters list (tagged puppies + parents, the tags
 * the admin writes revalidate), so the index costs no backend read when that list is cached.
 */
async function urls(): Promise<SitemapUrl[]> {
  const litters = await getPublicLitters();
  return [
    { loc: '/litters', changefreq: 'weekly', priority: 0.8 },
    ...litters.map(
      (l): SitemapUrl => ({
        loc: litterPath(l.id),
        lastmod: l.updatedAt,
        changefreq: l.stage === 'placed' ? 'monthly' : 'weekly',
        priority: l.stage === 'placed' ? 0.5 : 0.8,
        images: l.imageUrl ? [{ loc: l.imageUrl }] : [],
      }),
    ),
  ];
}

export const littersSource: SitemapSource = {
  name: 'litters',
  count: async () => (await urls()).length,
  list: async ({ offset, limit }) => (await urls()).slice(offset, offset + limit),
};
