'use client';

import { lazy, Suspense, useState } from 'react';
import type { LightboxImage } from './lightbox';

const Lightbox = lazy(() => import('./lightbox').then((m) => ({ default: m.Lightbox })));

/**
 * The Lightbox, loaded when a photo is first opened (docs/scale.md, first-load JS): the dialog, its
 * image and the modal are not needed to show the page. Once loaded it stays mounted, so closing
 * returns focus as before.
 */
export function LazyLightbox({ image, onClose }: { image: LightboxImage | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  // Derived from the props while rendering (React's pattern for it), not in an effect.
  if (image && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Lightbox image={image} onClose={onClose} />
    </Suspense>
  ) : null;
}
