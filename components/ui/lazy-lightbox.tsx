'use client';

import { lazy, Suspense, useState } from 'react';
import type { LightboxImage } from './lightbox';

const Lightbox = lazy(() => import('./lightbox').then((m) => ({ default: m.Lightbox })));

type Props = {
  image: LightboxImage | null;
  onClose: () => void;
  /** The photos to page through (Lightbox); without them, the one photo. */
  images?: readonly LightboxImage[];
  onImage?: (image: LightboxImage) => void;
};

/**
 * The Lightbox, loaded when a photo is first opened (docs/scale.md, first-load JS): the dialog, its
 * image and the modal are not needed to show the page. Once loaded it stays mounted, so closing
 * returns focus as before.
 */
export function LazyLightbox({ image, onClose, images, onImage }: Props) {
  const [wanted, setWanted] = useState(false);
  // Derived from the props while rendering (React's pattern for it), not in an effect.
  if (image && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Lightbox image={image} onClose={onClose} images={images} onImage={onImage} />
    </Suspense>
  ) : null;
}
