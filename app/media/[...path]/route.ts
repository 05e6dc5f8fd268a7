import { sanitizeMediaPath } from '@/lib/domain/media';
import { parseByteRange } from '@/lib/server/byte-range';
import { storedMediaFile } from '@/lib/server/media-files';
import { isFamiliesOnlyFile } from '@/lib/server/private-media';
import { currentUser } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * Serves uploaded files of the embedded backend from DATA_DIR/uploads. Names are checked
 * segment by segment (`..`, absolute paths, NUL, odd characters → 404). URLs carry a version
 * query, so the bytes behind one URL never change and may be cached for a year (not the files of
 * families-only journal posts: docs/security.md). Any other query
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
  // Files of families-only journal posts are served to families by /api/journal-media (signed,
  // checked per request); here only to the owner (the post editor), never cacheable.
  const privateFile = await isFamiliesOnlyFile(clean);
  if (privateFile && (await currentUser())?.role !== 'admin') return notFound();
  const file = await storedMediaFile(clean, new URL(req.url).search);
  if (!file) return notFound();
  const size = file.bytes.byteLength;
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Content-Length': String(size),
    'Cache-Control': privateFile ? 'private, no-store' : 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    'Accept-Ranges': 'bytes',
  };
  // Media-set videos: browsers ask for byte ranges to play and seek (docs/media-sets.md).
  const range = parseByteRange(req.headers.get('range'), size);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}`, 'Cache-Control': 'no-store' } });
  }
  if (range) {
    const part = file.bytes.subarray(range.start, range.end + 1);
    return new Response(Buffer.from(part), {
      status: 206,
      headers: { ...headers, 'Content-Length': String(part.byteLength), 'Content-Range': `bytes ${range.start}-${range.end}/${size}` },
    });
  }
  return new Response(Buffer.from(file.bytes), { headers });
}
