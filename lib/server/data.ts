import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend } from '@/lib/backend';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import type { Puppy } from '@/lib/domain/puppy';
import type { PublicStud } from '@/lib/domain/stud';
import { TAGS } from '@/lib/domain/tags';
import { studPreview } from './stud-preview';

/**
 * Cached reads for public pages. Each is tagged, so an admin write that calls
 * `revalidateTag(TAGS.x)` shows on the next page load.
 */

export type GalleryImage = { name: string; url: string; width: number; height: number };

export const getPublicPuppies = unstable_cache(
  async (): Promise<Puppy[]> => (await getBackend()).puppies.listPublic(),
  ['public-puppies'],
  { tags: [TAGS.puppies] },
);

export async function getPublicEntry(id: string): Promise<Puppy | null> {
  return (await getPublicPuppies()).find((p) => p.id === id) ?? null;
}

/** Only what an anonymous visitor may see: name and a blurred preview made on the server. */
export const getPublicStuds = unstable_cache(
  async (): Promise<PublicStud[]> => {
    const backend = await getBackend();
    const studs = await backend.studs.listAvailable();
    return Promise.all(
      studs.map(async (s) => ({ id: s.id, name: s.name, preview: await studPreview(backend, s.imageUrl) })),
    );
  },
  ['public-studs'],
  { tags: [TAGS.studs] },
);

export const getGallery = unstable_cache(
  async (): Promise<GalleryImage[]> => {
    const items = await (await getBackend()).media.list({ folder: MEDIA_FOLDERS.gallery });
    return items
      .filter((i) => i.contentType.startsWith('image/'))
      .map((i) => ({ name: i.name, url: i.url, width: i.width ?? 1200, height: i.height ?? 900 }));
  },
  ['gallery'],
  { tags: [TAGS.gallery] },
);

export const getBasicInfo = unstable_cache(async () => (await getBackend()).settings.getBasicInfo(), ['basic-info'], {
  tags: [TAGS.settings],
});

export const getHeroImage = unstable_cache(async () => (await getBackend()).settings.getHeroImage(), ['hero-image'], {
  tags: [TAGS.settings],
});

export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** Runs a read for a page; a backend failure is logged and becomes `{ ok: false }`, never a stack trace. */
export async function load<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (e) {
    console.error(`[data] could not load ${what}:`, e);
    return { ok: false };
  }
}
