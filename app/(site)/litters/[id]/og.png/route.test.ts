import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { litterLifeSchema } from '@/lib/domain/litter';
import { puppyInput } from '@/test/factories';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-litter-og-'));
process.env.DATA_DIR = dataDir;
delete process.env.BACKEND;

const { GET } = await import('./route');
const { generateMetadata } = await import('../page');
const { getBackend } = await import('@/lib/backend');

const get = (id: string) => GET(new Request(`http://localhost/litters/${id}/og.png`), { params: Promise.resolve({ id }) });

let shownId = '';
let hiddenId = '';
let puppyId = '';

beforeAll(async () => {
  const b = await getBackend();
  const shown = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Spring litter' }) });
  await b.litters.update({ id: shown.id, input: litterLifeSchema.parse({ stage: 'expected', expectedDate: '2027-04-01' }) });
  shownId = shown.id;
  hiddenId = (await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Secret litter', public: false }) })).id;
  puppyId = (await b.puppies.create({ input: puppyInput({ name: 'Not a litter' }) })).id;
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('/litters/[id]/og.png: the litter share card', () => {
  it('is a 1200×630 PNG with the pages’ CDN lifetime', async () => {
    const res = await get(shownId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('s-maxage=30, stale-while-revalidate=30');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('answers 404 for a hidden litter, a puppy entry and an unknown id', async () => {
    for (const id of [hiddenId, puppyId, 'nope']) expect((await get(id)).status).toBe(404);
  });

  it('is the page’s share image, its version following the litter', async () => {
    const md = await generateMetadata({ params: Promise.resolve({ id: shownId }) });
    const images = (md.openGraph as { images: { url: string; width: number; height: number; alt: string }[] }).images;
    expect(images[0]).toMatchObject({ width: 1200, height: 630, alt: 'Spring litter' });
    expect(images[0]!.url).toMatch(new RegExp(`^/litters/${shownId}/og\\.png\\?v=\\d+-expected$`));
    expect(md.alternates?.canonical).toBe(`/litters/${shownId}`);
  });
});
