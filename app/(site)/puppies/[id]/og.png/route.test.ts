import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { puppyInput } from '@/test/factories';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-og-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKEND;

const { GET } = await import('./route');
const { generateMetadata } = await import('../page');
const { getBackend } = await import('@/lib/backend');

const get = (id: string) => GET(new Request(`http://localhost/puppies/${id}/og.png`), { params: Promise.resolve({ id }) });

let shownId = '';
let hiddenId = '';
let updatedAt = '';

beforeAll(async () => {
  const b = await getBackend();
  // A pure red WebP photo: the card's left panel must show it (satori reads no WebP: it is converted).
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 220, g: 20, b: 20 } } }).webp().toBuffer();
  const url = (await b.media.put({ path: 'puppies/og-test.webp', bytes: new Uint8Array(photo), contentType: 'image/webp' })).url;
  const shown = await b.puppies.create({ input: puppyInput({ name: 'Sunny', imageUrl: url }) });
  shownId = shown.id;
  updatedAt = shown.updatedAt;
  hiddenId = (await b.puppies.create({ input: puppyInput({ name: 'Secret', public: false, imageUrl: url }) })).id;
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('/puppies/[id]/og.png: the entry share card', () => {
  it('is a 1200×630 PNG with the entry photo on the left and the site green on the right', async () => {
    const res = await get(shownId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('s-maxage=30, stale-while-revalidate=30');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number): [number, number, number] => {
      const i = (y * info.width + x) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [r, g, b] = pixel(200, 315);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(100);
    // Far right edge, between the lines of text: #1f3d2b.
    const [r2, g2, b2] = pixel(1190, 5);
    expect(Math.abs(r2 - 0x1f) + Math.abs(g2 - 0x3d) + Math.abs(b2 - 0x2b)).toBeLessThan(12);
  }, 60_000);

  it('answers 404 for a hidden or unknown entry', async () => {
    expect((await get(hiddenId)).status).toBe(404);
    expect((await get('no-such-entry')).status).toBe(404);
  });

  it("is the page's Open Graph image, with its size, alt text and a version that changes with the entry", async () => {
    const meta = await generateMetadata({ params: Promise.resolve({ id: shownId }) });
    const images = meta.openGraph?.images;
    expect(Array.isArray(images) ? images : [images]).toEqual([
      { url: `/puppies/${shownId}/og.png?v=${Date.parse(updatedAt)}`, width: 1200, height: 630, alt: 'Sunny', type: 'image/png' },
    ]);
  });
});
