import 'server-only';
import { litterPath } from '@/lib/domain/litter-jsonld';
import { getListingPage } from '@/lib/server/data';
import type { SitemapSource, SitemapUrl } from './sitemap';

/**
 * /litters and every public litter page (docs/litters.md). Reads through the public listing index (issue
 * 13): the index's count is one page of the Litters tab (its `total`), a child reads its own slice
 * only, so neither grows with the catalogue. Cached and tagged like the listing (puppies tag).
 */
const LITTERS_PAGE: SitemapUrl = { loc: '/litters', changefreq: 'weekly', priority: 0.8 };

async function litterCount(): Promise<number> {
  return (await getListingPage({ type: 'litters', q: '', sort: 'featured', page: 1, pageSize: 1 })).total;
}

/** Litters [from, from + n) in the listing's Featured order, as sitemap URLs. */
async function litterUrls(from: number, n: number): Promise<SitemapUrl[]> {
  if (n <= 0) return [];
  const first = Math.floor(from / n) + 1;
  const pages = await Promise.all([first, first + 1].map((page) => getListingPage({ type: 'litters', q: '', sort: 'featured', page, pageSize: n })));
  // A page past the end is pulled back to the last one: keep only the pages asked for.
  const items = pages.filter((p, i) => p.page === first + i).flatMap((p) => p.items);
  const skip = from - (first - 1) * n;
  return items.slice(skip, skip + n).map(
    (l): SitemapUrl => ({ loc: litterPath(l.id), lastmod: l.updatedAt, changefreq: 'weekly', priority: 0.8, images: l.imageUrl ? [{ loc: l.imageUrl }] : [] }),
  );
}

export const littersSource: SitemapSource = {
  name: 'litters',
  count: async () => 1 + (await litterCount()),
  list: async ({ offset, limit }) => {
    const head = offset === 0 && limit > 0 ? [LITTERS_PAGE] : [];
    return [...head, ...(await litterUrls(Math.max(0, offset - 1), limit - head.length))];
  },
};
