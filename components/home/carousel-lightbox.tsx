'use client';

import { useState, type ImgHTMLAttributes } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { LazyLightbox } from '@/components/ui/lazy-lightbox';
import type { LightboxImage } from '@/components/ui/lightbox';
import styles from './gallery-carousel.module.css';

/** A carousel photo: what the Lightbox shows, and its thumbnail's <img> attributes (made on the server). */
export type CarouselPhoto = LightboxImage & { thumb: ImgHTMLAttributes<HTMLImageElement> };

type Props = { photos: CarouselPhoto[]; className?: string; trackStyle?: React.CSSProperties };

/**
 * The carousel's strip and its only client code: one delegated click listener that opens the chosen
 * photo (links carry `data-photo`) in the Lightbox, which returns focus to the link on close. Each
 * photo is a link to its full-size image, so before hydration and without JavaScript a tap shows it
 * larger all the same.
 *
 * The strip is rendered here from the photos (server-rendered into the HTML all the same) rather
 * than handed in as server-rendered children: children of a client island travel as a second copy
 * in the page's RSC payload, and the list is there twice (docs/scale.md: most of the home page's bytes
 * and of its cache-missing render). The photos' data is in the payload once.
 */
export function CarouselLightbox({ photos, className, trackStyle }: Props) {
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
    setOpen({ url: photo.url, alt: photo.alt, width: photo.width, height: photo.height });
  }

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
      <LazyLightbox image={open} onClose={() => setOpen(null)} />
    </>
  );
}
