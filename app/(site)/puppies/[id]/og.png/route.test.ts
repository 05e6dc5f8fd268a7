import { describe, expect, it } from 'vitest';
import { useTempDataDir } from '@/test/auth';
import { puppyInput } from '@/test/factories';
import { openGraphImages, readShareCard, shareCardRoute, storedRedPhoto } from '@/test/share-card';

const tmp = useTempDataDir('breeder-og-');

const { GET } = await import('./route');
const { generateMetadata } = await import('../page');
const { get, backend: b } = await shareCardRoute('puppies', GET, tmp, import('@/lib/backend'));

// A pure red WebP photo: the card's left panel must show it (satori reads no WebP: it is converted).
const url = await storedRedPhoto(b, 'puppies/og-test.webp', 800);
const shown = await b.puppies.create({ input: puppyInput({ name: 'Sunny', imageUrl: url }) });
const shownId = shown.id;
const updatedAt = shown.updatedAt;
const hiddenId = (await b.puppies.create({ input: puppyInput({ name: 'Secret', public: false, imageUrl: url }) })).id;

describe('/puppies/[id]/og.png: the entry share card', () => {
  it('is a 1200×630 PNG with the entry photo on the left and the site green on the right', async () => {
    const res = await get(shownId);
    expect(res.headers.get('cache-control')).toBe('s-maxage=30, stale-while-revalidate=30');
    const pixel = await readShareCard(res);
    const [r, g, b] = pixel(200, 315);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(100);
    // Far right edge, between the lines of text: #1f3d2b.
    const [r2, g2, b2] = pixel(1190, 5);
    expect(Math.abs(r2 - 0x1f) + Math.abs(g2 - 0x3d) + Math.abs(b2 - 0x2b)).toBeLessThan(12);
  }, 60_000);

  it('answers 404 for a hidden or unknown entry', async () => {
    for (const id of [hiddenId, 'no-such-entry']) expect((await get(id)).status).toBe(404);
  });

  it("is the page's Open Graph image, with its size, alt text and a version that changes with the entry", async () => {
    const meta = await generateMetadata({ params: Promise.resolve({ id: shownId }) });
    expect(openGraphImages(meta)).toEqual([
      { url: `/puppies/${shownId}/og.png?v=${Date.parse(updatedAt)}`, width: 1200, height: 630, alt: 'Sunny', type: 'image/png' },
    ]);
  });
});
