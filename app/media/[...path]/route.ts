import { getBackend } from '@/lib/backend';
import { sanitizeMediaPath } from '@/lib/domain/media';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * Serves uploaded files of the embedded backend from DATA_DIR/uploads. Names are checked
 * segment by segment (`..`, absolute paths, NUL, odd characters → 404). URLs carry a version
 * query, so the bytes behind one URL never change and may be cached for a year.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await ctx.params;
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return notFound();
  }
  const clean = sanitizeMediaPath(decoded);
  if (!clean) return notFound();
  const file = await (await getBackend()).media.read({ path: clean });
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
