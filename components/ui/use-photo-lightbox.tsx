'use client';

import { useState } from 'react';
import { LazyLightbox } from '@/components/ui/lazy-lightbox';
import type { LightboxImage } from '@/components/ui/lightbox';
import { useHydrated } from '@/components/ui/use-hydrated';

/** A plain left click, which opens the photo here; a modified one (new tab, download) follows the link. */
function opensInPlace(e: React.MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * How every list of photos opens one in the Lightbox (the gallery, the home page's strip, a puppy's,
 * litter's or parent's photos). The server renders each photo as a link to its full-size image with
 * `data-photo` = its place in `photos`, so before the script runs, and without it, a tap shows it
 * larger all the same. Once hydrated, `onClick` (one delegated listener on the list's wrapper) opens
 * the photo in the Lightbox instead, which returns focus to the link on close; `enhanced` is for the
 * wrapper's `data-enhanced` mark, which browser tests wait for (docs/testing.md), and `lightbox` is the
 * element to render beside the list. `paged`: the Lightbox pages through all of `photos`.
 */
export function usePhotoLightbox(photos: readonly LightboxImage[], { paged = true }: { paged?: boolean } = {}) {
  const [open, setOpen] = useState<LightboxImage | null>(null);
  const enhanced = useHydrated();

  function onClick(event: React.MouseEvent<HTMLElement>) {
    const link = event.target instanceof Element ? event.target.closest('a[data-photo]') : null;
    if (!link || !event.currentTarget.contains(link) || !opensInPlace(event)) return;
    const photo = photos[Number(link.getAttribute('data-photo'))];
    if (!photo) return;
    event.preventDefault();
    setOpen({ url: photo.url, alt: photo.alt, width: photo.width, height: photo.height });
  }

  const lightbox = <LazyLightbox image={open} images={paged ? photos : undefined} onImage={setOpen} onClose={() => setOpen(null)} />;
  return { enhanced, onClick, lightbox };
}
