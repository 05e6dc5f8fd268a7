import { describe, expect, it } from 'vitest';
import { useTempDataDir } from '@/test/auth';
import { parentInput } from '@/test/factories';
import { openGraphImages, readShareCard, shareCardRoute, storedRedPhoto } from '@/test/share-card';

const tmp = useTempDataDir('breeder-parent-og-');

const { GET } = await import('./route');
const { generateMetadata } = await import('../page');
const { get, backend: b } = await shareCardRoute('parents', GET, tmp, import('@/lib/backend'));

const url = await storedRedPhoto(b, 'parents/og-test.webp', 600);
const dam = await b.parents.create({ input: parentInput({ name: 'Maple', imageUrl: url, clearances: [{ test: 'Hips', result: 'OFA Good', date: null, registryUrl: null }] }) });
const damId = dam.id;
const damUpdatedAt = dam.updatedAt;
const studParentId = (await b.parents.create({ input: parentInput({ name: 'Duke', sex: 'sire', stud: { available: true }, imageUrl: url }) })).id;
const hiddenId = (await b.parents.create({ input: parentInput({ name: 'Secret', public: false }) })).id;

describe('/parents/[id]/og.png: the parent share card', () => {
  it('is a 1200×630 PNG with the photo for a dam, and without it for a stud-parent (the stud rule)', async () => {
    const pixelAt = async (res: Response) => (await readShareCard(res))(200, 315);
    const [r, g, b] = await pixelAt(await get(damId));
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(100);
    const [r2, g2, b2] = await pixelAt(await get(studParentId));
    expect(r2 > 180 && g2 + b2 < 100).toBe(false);
  }, 60_000);

  it('answers 404 for a hidden or unknown parent', async () => {
    for (const id of [hiddenId, 'no-such-parent']) expect((await get(id)).status).toBe(404);
  });

  it("is the page's Open Graph image, versioned by the dam's updatedAt", async () => {
    const meta = await generateMetadata({ params: Promise.resolve({ id: damId }) });
    expect(openGraphImages(meta)).toEqual([{ url: `/parents/${damId}/og.png?v=${Date.parse(damUpdatedAt)}`, width: 1200, height: 630, alt: 'Maple' }]);
  });
});
