import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config/site-origin';

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/book/', '/register', '/forgot-password', '/reset-password'] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
