import { siteUrl } from '@/lib/config/site-origin';
import { buildSitemapIndex } from '@/lib/seo/sitemap';
import { SITEMAP_SOURCES } from '@/lib/seo/sitemap-sources';
import { load } from '@/lib/server/data';

// Static, regenerated like the public pages (docs/caching.md): its reads are tagged, so an admin
// edit shows on the next request; a literal, as Next reads it at build time.
export const revalidate = 30;
export const dynamic = 'force-static';

/** The sitemap index (robots.txt points here): one child per 50,000 URLs of each source; counts only. */
export async function GET(): Promise<Response> {
  const xml = await load('sitemap index', () => buildSitemapIndex(siteUrl(), SITEMAP_SOURCES));
  if (!xml.ok) return new Response('The sitemap is unavailable right now.', { status: 503, headers: { 'Retry-After': '60' } });
  return new Response(xml.data, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
