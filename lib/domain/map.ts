/**
 * The map on /contact (docs/product.md §2). Free of imports: next.config.ts reads it too, to allow the
 * map's origin in the Content-Security-Policy (lib/security/headers.ts).
 *
 * The default is the town of Albion, NY, with no marker: the farm's exact location is not shown.
 * NEXT_PUBLIC_MAP_EMBED_URL overrides it with any embeddable https map URL.
 */
const DEFAULT_MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=-78.2600%2C43.2150%2C-78.1260%2C43.2770&layer=mapnik';

/** The configured map URL when it is an https URL, else the default. */
export function resolveMapEmbedUrl(configured: string | undefined): string {
  const value = configured?.trim();
  return value && /^https:\/\//.test(value) ? value : DEFAULT_MAP_EMBED_URL;
}
