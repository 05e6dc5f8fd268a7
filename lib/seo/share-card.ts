import { entryPath } from '@/lib/domain/entry-details';
import type { Puppy } from '@/lib/domain/puppy';

/** The share card's size (Open Graph's recommended 1.91:1). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/**
 * An entry's share card (its /puppies/[id]/og.png, made by lib/seo/share-image.tsx) for the page's
 * metadata. `?v=` changes with the entry, so sites that keep a card by URL fetch the new one.
 */
export function entryShareImage(e: Pick<Puppy, 'id' | 'name' | 'updatedAt'>): { url: string; width: number; height: number; alt: string; type: string } {
  const v = Date.parse(e.updatedAt);
  return { url: `${entryPath(e)}/og.png${Number.isNaN(v) ? '' : `?v=${v}`}`, ...SHARE_CARD, alt: e.name, type: 'image/png' };
}
