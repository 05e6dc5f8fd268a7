'use client';

import { useState } from 'react';
import { LazyLightbox } from '@/components/ui/lazy-lightbox';
import type { LightboxImage } from '@/components/ui/lightbox';
import { useHydrated } from '@/components/ui/use-hydrated';

type Props = { photos: LightboxImage[]; className?: string; children: React.ReactNode };

/**
 * A media set's photos in the Lightbox (docs/media-sets.md). The server renders each photo as a link
 * to its full-size image (`data-photo` = its place in `photos`), so before the script runs, and
 * without it, a tap shows it larger all the same; once hydrated, one delegated click listener opens
 * it in the Lightbox, which pages through the set's photos.
 */
export function MediaSetLightbox({ photos, className, children }: Props) {
  const [open, setOpen] = useState<LightboxImage | null>(null);
  const enhanced = useHydrated();

  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest('a[data-photo]') : null;
    if (!link || !event.currentTarget.contains(link)) return;
    // A modified click (new tab, download) follows the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const photo = photos[Number(link.getAttribute('data-photo'))];
    if (!photo) return;
    event.preventDefault();
    setOpen(photo);
  }

  return (
    <>
      {/* Delegation only: the links inside are the interactive elements. data-enhanced: set once the
          script runs (a click then opens the dialog): browser tests may wait for it (docs/testing.md). */}
      <div className={className} onClick={onClick} data-enhanced={enhanced || undefined}>
        {children}
      </div>
      <LazyLightbox image={open} images={photos} onImage={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
