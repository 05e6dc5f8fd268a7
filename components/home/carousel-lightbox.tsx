'use client';

import type { ImgHTMLAttributes } from 'react';
import type { LightboxImage } from '@/components/ui/lightbox';
import { usePhotoLightbox } from '@/components/ui/use-photo-lightbox';
import styles from './gallery-carousel.module.css';

/** A carousel photo: what the Lightbox shows, and its thumbnail's <img> attributes (made on the server). */
export type CarouselPhoto = LightboxImage & { thumb: ImgHTMLAttributes<HTMLImageElement> };

type Props = { photos: CarouselPhoto[]; className?: string; trackStyle?: React.CSSProperties };

/**
 * The carousel's strip and its only client code: each photo is a link to its full-size image that
 * opens in the Lightbox once the script runs, as every photo list opens them (usePhotoLightbox).
 *
 * The strip is rendered here from the photos (server-rendered into the HTML all the same) rather
 * than handed in as server-rendered children: children of a client island travel as a second copy
 * in the page's RSC payload, and the list is there twice (docs/scale.md: most of the home page's bytes
 * and of its cache-missing render). The photos' data is in the payload once.
 */
export function CarouselLightbox({ photos, className, trackStyle }: Props) {
  // One photo at a time: the strip loops, so the Lightbox does not page through it.
  const { enhanced, onClick, lightbox } = usePhotoLightbox(photos, { paged: false });

  // The second copy only exists for the seamless loop: hidden from assistive tech and out of the tab order.
  const copy = (duplicate: boolean) => (
    <ul className={styles.copy} role="list" aria-hidden={duplicate || undefined}>
      {photos.map((photo, index) => (
        <li key={`${duplicate ? 'b' : 'a'}-${photo.url}`} className={styles.item}>
          <a
            href={photo.url}
            className={styles.thumb}
            data-photo={index}
            tabIndex={duplicate ? -1 : undefined}
            aria-label={`Enlarge photo: ${photo.alt}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- components/ui/image's attributes (alt "" included), made on the server */}
            <img {...photo.thumb} />
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      {/* Delegation only: the links inside are the interactive elements. data-enhanced: set once the
          script runs (a click then opens the dialog): browser tests wait for it (docs/testing.md). */}
      <div className={className} onClick={onClick} data-enhanced={enhanced || undefined}>
        <div className={styles.track} style={trackStyle}>
          {copy(false)}
          {copy(true)}
        </div>
      </div>
      {lightbox}
    </>
  );
}
