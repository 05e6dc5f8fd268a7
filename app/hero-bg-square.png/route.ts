import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The default hero image (lib/domain/site.ts DEFAULT_HERO_IMAGE), served by this route instead of
 * from public/ (docs/images.md, "A visitor who leaves mid-resize"). The image optimizer fetches a
 * local source through the server itself; a public/ file answered that way is tied to the first
 * visitor's connection, and one visitor who leaves mid-resize left that size hanging for everyone
 * until a restart. A route's answer is not, like the uploads' /media route. Same URL, same bytes.
 *
 * The file sits beside this route; next.config.ts adds it to the standalone server's files.
 */
export const dynamic = 'force-dynamic';

const FILE = path.join(process.cwd(), 'app', 'hero-bg-square.png', 'hero.png');

/** Read once per process (108 KB); the file changes only with a new deploy. */
let bytes: Promise<Buffer> | null = null;

export async function GET(): Promise<Response> {
  bytes ??= readFile(FILE).catch((e: unknown) => {
    bytes = null;
    throw e;
  });
  const body = await bytes;
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(body.byteLength),
      // A deploy may change the artwork behind this URL: an hour, as for other unversioned files.
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
