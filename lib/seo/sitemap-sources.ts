import 'server-only';
import { entryPath } from '@/lib/domain/entry-details';
import { getSitemapEntryCount, getSitemapEntrySlice } from '@/lib/server/data';
import { gallerySource } from './gallery-source';
import { littersSource } from './litters-source';
import { parentsSource } from './parents-source';
import type { SitemapSource, SitemapUrl } from './sitemap';

/**
 * THE list of what the sitemap holds (docs/scale.md; docs/seo.md). To add a kind of page (/litters…,
 * /parents…), write a source beside these and append it to SITEMAP_SOURCES: `count()` is read by
 * the index only and must be a count query (or a constant), `list()` by one child only and must
 * read that slice only. Tag the cached reads with the tag the admin writes revalidate.
 */

type Freq = SitemapUrl['changefreq'];

const PAGES: { path: string; priority: number; changefreq: Freq }[] = [
  { path: '/', priority: 1, changefreq: 'weekly' },
  { path: '/puppies', priority: 0.9, changefreq: 'daily' },
  { path: '/studs', priority: 0.7, changefreq: 'monthly' },
  // /gallery and its older pages: gallery-source.ts.
  { path: '/about', priority: 0.6, changefreq: 'yearly' },
  { path: '/contact', priority: 0.7, changefreq: 'yearly' },
  { path: '/apply', priority: 0.6, changefreq: 'yearly' },
  { path: '/privacy', priority: 0.2, changefreq: 'yearly' },
  { path: '/terms', priority: 0.2, changefreq: 'yearly' },
];

/** The fixed pages: no read at all. */
const pagesSource: SitemapSource = {
  name: 'pages',
  count: async () => PAGES.length,
  list: async ({ offset, limit }) => PAGES.slice(offset, offset + limit).map((p) => ({ loc: p.path, changefreq: p.changefreq, priority: p.priority })),
};

/** Every public puppy and litter entry (/puppies/[id]) with its photo and last change. */
const entriesSource: SitemapSource = {
  name: 'puppies',
  count: getSitemapEntryCount,
  list: async ({ offset, limit }) =>
    (await getSitemapEntrySlice(offset, limit)).map((e) => ({
      loc: entryPath(e),
      lastmod: e.updatedAt,
      changefreq: 'weekly',
      priority: 0.8,
      images: e.imageUrl ? [{ loc: e.imageUrl }] : [],
    })),
};

export const SITEMAP_SOURCES: readonly SitemapSource[] = [pagesSource, entriesSource, littersSource, parentsSource, gallerySource];
