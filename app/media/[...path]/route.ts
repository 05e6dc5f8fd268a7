import { getBackend, type Backend } from '@/lib/backend';
import { isAppError } from '@/lib/domain/errors';
import { sanitizeMediaPath } from '@/lib/domain/media';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * The query of the URL the store hands out for this file now (`?v=<version>`), or null when there
 * is no such file. One folder listing: it runs only for requests that carry a query.
 */
async function currentQuery(media: Backend['media'], clean: string): Promise<string | null> {
  const slash = clean.lastIndexOf('/');
  let items;
  try {
    items = await media.list({ folder: slash === -1 ? '' : clean.slice(0, slash) });
  } catch (e) {
    if (isAppError(e, 'invalid_input')) return null;
    throw e;
  }
  const item = items.find((i) => i.fullPath === clean);
  return item ? new URL(item.url, 'http://media.invalid').search : null;
}

/**
 * Serves uploaded files of the embedded backend from DATA_DIR/uploads. Names are checked
 * segment by segment (`..`, absolute paths, NUL, odd characters → 404). URLs carry a version
 * query, so the bytes behind one URL never change and may be cached for a year. Any other query
 * (a made-up or outdated `?v=`, extra parameters) is a 404: the image optimizer keys its cache
 * on the full URL, and must not re-encode and store one copy per invented query.
 */
export async function GET(req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await ctx.params;
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return notFound();
  }
  const clean = sanitizeMediaPath(decoded);
  if (!clean) return notFound();
  const { media } = await getBackend();
  const query = new URL(req.url).search;
  if (query && query !== (await currentQuery(media, clean))) return notFound();
  const file = await media.read({ path: clean });
  if (!file) return notFound();
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
