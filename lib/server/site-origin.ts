/**
 * next-auth reads NEXTAUTH_URL for its callback and redirect URLs, and without it assumes
 * http://localhost:3000 whatever the port or address. When it is unset it becomes the site's own
 * origin (lib/domain/site.ts siteUrl): NEXT_PUBLIC_SITE_URL, else http://localhost:$PORT. One
 * setting for every absolute link. Runs once at server start (instrumentation-node.ts), before
 * any request.
 */
export function applySiteOrigin(env: Record<string, string | undefined> = process.env): void {
  if (env.NEXTAUTH_URL) return;
  const site = env.NEXT_PUBLIC_SITE_URL || env.SITE_URL || `http://localhost:${env.PORT || 3000}`;
  env.NEXTAUTH_URL = site.replace(/\/+$/, '');
}
