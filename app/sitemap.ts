import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config/site-origin';
import { getPublicPuppies, load } from '@/lib/server/data';

export const revalidate = 3600;

const PAGES: { path: string; priority: number; changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency'] }[] = [
  { path: '/', priority: 1, changeFrequency: 'weekly' },
  { path: '/puppies', priority: 0.9, changeFrequency: 'daily' },
  { path: '/studs', priority: 0.7, changeFrequency: 'monthly' },
  { path: '/gallery', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/about', priority: 0.6, changeFrequency: 'yearly' },
  { path: '/contact', priority: 0.7, changeFrequency: 'yearly' },
  { path: '/privacy', priority: 0.2, changeFrequency: 'yearly' },
  { path: '/terms', priority: 0.2, changeFrequency: 'yearly' },
];

/** All public pages and every public puppy or litter. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const entries = await load('sitemap entries', getPublicPuppies);
  return [
    ...PAGES.map((p) => ({ url: `${base}${p.path === '/' ? '' : p.path}`, changeFrequency: p.changeFrequency, priority: p.priority })),
    ...(entries.ok ? entries.data : []).map((e) => ({
      url: `${base}/puppies/${encodeURIComponent(e.id)}`,
      lastModified: e.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
  ];
}
