import { siteUrl } from '@/lib/config/site-origin';
import { buildSitemapChild } from '@/lib/seo/sitemap';
import { SITEMAP_SOURCES } from '@/lib/seo/sitemap-sources';
import { load } from '@/lib/server/data';

// Each child is rendered on its first request and cached like the public pages (tagged reads).
export const revalidate = 30;
export const dynamic = 'force-static';
export const dynamicParams = true;

export function generateStaticParams(): { file: string }[] {
  return [];
}

/** One child sitemap (/sitemaps/<source>-<n>.xml): reads that slice of its source only. */
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const xml = await load(`sitemap ${file}`, () => buildSitemapChild(siteUrl(), SITEMAP_SOURCES, file));
  if (!xml.ok) return new Response('The sitemap is unavailable right now.', { status: 503, headers: { 'Retry-After': '60' } });
  if (xml.data === null) return new Response('Not found', { status: 404 });
  return new Response(xml.data, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
