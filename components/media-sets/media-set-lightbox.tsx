'use client';

import type { LightboxImage } from '@/components/ui/lightbox';
import { usePhotoLightbox } from '@/components/ui/use-photo-lightbox';

type Props = { photos: LightboxImage[]; className?: string; children: React.ReactNode };

/**
 * A media set's photos in the Lightbox (docs/media-sets.md), opened as every photo list opens them
 * (usePhotoLightbox): the server-rendered links inside carry `data-photo`, and the Lightbox pages
 * through the set's photos.
 */
export function MediaSetLightbox({ photos, className, children }: Props) {
  const { enhanced, onClick, lightbox } = usePhotoLightbox(photos);
  return (
    <>
      {/* Delegation only: the links inside are the interactive elements. */}
      <div className={className} onClick={onClick} data-enhanced={enhanced || undefined}>
        {children}
      </div>
      {lightbox}
    </>
  );
}
