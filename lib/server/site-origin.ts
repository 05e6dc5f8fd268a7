/**
 * next-auth reads NEXTAUTH_URL for its callback and redirect URLs. When only NEXT_PUBLIC_SITE_URL is
 * set, it is the same origin (lib/domain/site.ts siteUrl): one setting for every absolute link. Runs
 * once at server start (instrumentation-node.ts), before any request. Without either, next-auth
 * uses the request's own host.
 */
export function applySiteOrigin(env: Record<string, string | undefined> = process.env): void {
  const site = env.NEXT_PUBLIC_SITE_URL || env.SITE_URL;
  if (!env.NEXTAUTH_URL && site) env.NEXTAUTH_URL = site.replace(/\/+$/, '');
}
