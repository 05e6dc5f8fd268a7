'use client';

import { useState } from 'react';
import { LazyLightbox } from '@/components/ui/lazy-lightbox';
import type { LightboxImage } from '@/components/ui/lightbox';

type Props = { photos: LightboxImage[]; className?: string; children: React.ReactNode };

/**
 * The carousel's only client code: one delegated click listener that opens the chosen photo
 * (buttons carry `data-photo`) in the Lightbox. The Lightbox returns focus to the button on close.
 */
export function CarouselLightbox({ photos, className, children }: Props) {
  const [open, setOpen] = useState<LightboxImage | null>(null);

  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    const button = event.target instanceof Element ? event.target.closest('button[data-photo]') : null;
    if (!button || !event.currentTarget.contains(button)) return;
    const photo = photos[Number(button.getAttribute('data-photo'))];
    if (photo) setOpen(photo);
  }

  return (
    <>
      {/* Delegation only: the buttons inside are the interactive elements. */}
      <div className={className} onClick={onClick}>
        {children}
      </div>
      <LazyLightbox image={open} onClose={() => setOpen(null)} />
    </>
  );
}
