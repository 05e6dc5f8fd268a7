import { describe, expect, it } from 'vitest';
import { litterLifeSchema } from '@/lib/domain/litter';
import { useTempDataDir } from '@/test/auth';
import { puppyInput } from '@/test/factories';
import { openGraphImages, readShareCard, shareCardRoute } from '@/test/share-card';

const tmp = useTempDataDir('breeder-litter-og-');

const { GET } = await import('./route');
const { generateMetadata } = await import('../page');
const { get, backend: b } = await shareCardRoute('litters', GET, tmp, import('@/lib/backend'));

const shown = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Spring litter' }) });
await b.litters.update({ id: shown.id, input: litterLifeSchema.parse({ stage: 'expected', expectedDate: '2027-04-01' }) });
const shownId = shown.id;
const hiddenId = (await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Secret litter', public: false }) })).id;
const puppyId = (await b.puppies.create({ input: puppyInput({ name: 'Not a litter' }) })).id;

describe('/litters/[id]/og.png: the litter share card', () => {
  it('is a 1200×630 PNG with the pages’ CDN lifetime', async () => {
    const res = await get(shownId);
    expect(res.headers.get('cache-control')).toBe('s-maxage=30, stale-while-revalidate=30');
    await readShareCard(res);
  });

  it('answers 404 for a hidden litter, a puppy entry and an unknown id', async () => {
    for (const id of [hiddenId, puppyId, 'nope']) expect((await get(id)).status).toBe(404);
  });

  it('is the page’s share image, its version following the litter', async () => {
    const md = await generateMetadata({ params: Promise.resolve({ id: shownId }) });
    const images = openGraphImages(md) as { url: string }[];
    expect(images[0]).toMatchObject({ width: 1200, height: 630, alt: 'Spring litter' });
    expect(images[0]!.url).toMatch(new RegExp(`^/litters/${shownId}/og\\.png\\?v=\\d+-expected$`));
    expect(md.alternates?.canonical).toBe(`/litters/${shownId}`);
  });
});
