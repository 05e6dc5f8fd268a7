import { currentUser } from '@/lib/auth/session';
import { parseByteRange } from '@/lib/server/byte-range';
import { privateJournalFile } from '@/lib/server/private-media';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' } as const;
const notFound = () => new Response('Not found', { status: 404, headers: PRIVATE });

/**
 * A photo or video of a families-only journal post, by the signed URL the family was given
 * (lib/server/private-media.ts): checked against the session or the status link's application on
 * every request, never cached (`private, no-store`), in the same sandbox as /media.
 */
export async function GET(req: Request, ctx: { params: Promise<{ postId: string; index: string }> }) {
  const { postId, index } = await ctx.params;
  const q = new URL(req.url).searchParams;
  const file = await privateJournalFile({ postId, index, part: q.get('part'), v: q.get('v'), exp: q.get('exp'), sig: q.get('sig') }, await currentUser()).catch((e: unknown) => {
    console.error('[journal] private media failed', e);
    return null;
  });
  if (!file) return notFound();
  const size = file.bytes.byteLength;
  const headers: Record<string, string> = {
    ...PRIVATE,
    'Content-Type': file.contentType,
    'Content-Length': String(size),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    'Accept-Ranges': 'bytes',
  };
  const range = parseByteRange(req.headers.get('range'), size);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...PRIVATE, 'Content-Range': `bytes */${size}` } });
  if (range) {
    const part = file.bytes.subarray(range.start, range.end + 1);
    return new Response(Buffer.from(part), { status: 206, headers: { ...headers, 'Content-Length': String(part.byteLength), 'Content-Range': `bytes ${range.start}-${range.end}/${size}` } });
  }
  return new Response(Buffer.from(file.bytes), { headers });
}
