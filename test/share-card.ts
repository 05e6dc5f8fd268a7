import sharp from 'sharp';
import { expect } from 'vitest';
import type { Metadata } from 'next';
import type { Backend } from '@/lib/backend/types';
import { tempBackend, type BackendModule } from './auth';

/** An og.png route handler of a page with an `[id]` segment (puppies, litters, parents). */
type ShareCardGet = (req: Request, ctx: { params: Promise<{ id: string }> }) => Promise<Response>;

/**
 * A share-card route test (call after useTempDataDir): `get` asks the route for `/{section}/{id}/og.png`
 * as a request for that address would, `backend` is the fresh backend to seed (tempBackend in test/auth.ts).
 */
export async function shareCardRoute(
  section: string,
  GET: ShareCardGet,
  tmp: { cleanup: () => void },
  backendModule: Promise<BackendModule>,
): Promise<{ get: (id: string) => Promise<Response>; backend: Backend }> {
  const backend = await tempBackend(tmp, backendModule);
  return { get: (id) => GET(new Request(`http://localhost/${section}/${id}/og.png`), { params: Promise.resolve({ id }) }), backend };
}

/** Stores a pure red square WebP of `size` px at `path` and returns its URL: a card showing the photo is red there. */
export async function storedRedPhoto(backend: Backend, path: string, size: number): Promise<string> {
  const photo = await sharp({ create: { width: size, height: size, channels: 3, background: { r: 220, g: 20, b: 20 } } }).webp().toBuffer();
  return (await backend.media.put({ path, bytes: new Uint8Array(photo), contentType: 'image/webp' })).url;
}

/** Expects a share card answer (200, image/png, a 1200×630 PNG) and returns a reader of its pixels' RGB. */
export async function readShareCard(res: Response): Promise<(x: number, y: number) => [number, number, number]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  const png = Buffer.from(await res.arrayBuffer());
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x, y) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
}

/** The Open Graph images of a page's metadata, as a list. */
export function openGraphImages(md: Metadata): unknown[] {
  const images = md.openGraph?.images;
  return Array.isArray(images) ? images : [images];
}
