type Env = Record<string, string | undefined>;

/**
 * The site's public origin, from one setting: NEXT_PUBLIC_SITE_URL, else SITE_URL, else
 * http://localhost:$PORT (the port the server runs on, 3000 by default). No trailing slash.
 * (lib/config/env.ts checks these variables' shape at start-up.)
 */
function siteOriginOf(env: Env): string {
  const raw = env.NEXT_PUBLIC_SITE_URL || env.SITE_URL || `http://localhost:${env.PORT || 3000}`;
  return raw.replace(/\/+$/, '');
}

/**
 * The site's public origin for canonical links, sitemap, JSON-LD, reset emails and next-auth.
 * NEXT_PUBLIC_SITE_URL is spelled out so Next inlines it at build time; read on each call, no cache.
 */
export function siteUrl(): string {
  return siteOriginOf({ NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL, SITE_URL: process.env.SITE_URL, PORT: process.env.PORT });
}

/**
 * next-auth reads NEXTAUTH_URL for its callback and redirect URLs, and without it assumes
 * http://localhost:3000 whatever the port or address. When it is unset it becomes the site's own
 * origin (siteOriginOf above). One setting for every absolute link. Runs once at server start
 * (instrumentation-node.ts), before any request.
 */
export function applySiteOrigin(env: Env = process.env): void {
  if (env.NEXTAUTH_URL) return;
  env.NEXTAUTH_URL = siteOriginOf(env);
}
