import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentInput } from '@/test/factories';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-parent-og-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKEND;

const { GET } = await import('./route');
const { generateMetadata } = await import('../page');
const { getBackend } = await import('@/lib/backend');

const get = (id: string) => GET(new Request(`http://localhost/parents/${id}/og.png`), { params: Promise.resolve({ id }) });

let damId = '';
let damUpdatedAt = '';
let studParentId = '';
let hiddenId = '';

beforeAll(async () => {
  const b = await getBackend();
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 220, g: 20, b: 20 } } }).webp().toBuffer();
  const url = (await b.media.put({ path: 'parents/og-test.webp', bytes: new Uint8Array(photo), contentType: 'image/webp' })).url;
  const dam = await b.parents.create({ input: parentInput({ name: 'Maple', imageUrl: url, clearances: [{ test: 'Hips', result: 'OFA Good', date: null, registryUrl: null }] }) });
  damId = dam.id;
  damUpdatedAt = dam.updatedAt;
  studParentId = (await b.parents.create({ input: parentInput({ name: 'Duke', sex: 'sire', stud: { available: true }, imageUrl: url }) })).id;
  hiddenId = (await b.parents.create({ input: parentInput({ name: 'Secret', public: false }) })).id;
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('/parents/[id]/og.png: the parent share card', () => {
  it('is a 1200×630 PNG with the photo for a dam, and without it for a stud-parent (the stud rule)', async () => {
    const pixelAt = async (res: Response): Promise<[number, number, number]> => {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 630]);
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const i = (315 * info.width + 200) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [r, g, b] = await pixelAt(await get(damId));
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(100);
    const [r2, g2, b2] = await pixelAt(await get(studParentId));
    expect(r2 > 180 && g2 + b2 < 100).toBe(false);
  }, 60_000);

  it('answers 404 for a hidden or unknown parent', async () => {
    expect((await get(hiddenId)).status).toBe(404);
    expect((await get('no-such-parent')).status).toBe(404);
  });

  it("is the page's Open Graph image, versioned by the dam's updatedAt", async () => {
    const meta = await generateMetadata({ params: Promise.resolve({ id: damId }) });
    const images = meta.openGraph?.images;
    expect(Array.isArray(images) ? images : [images]).toEqual([{ url: `/parents/${damId}/og.png?v=${Date.parse(damUpdatedAt)}`, width: 1200, height: 630, alt: 'Maple' }]);
  });
});
