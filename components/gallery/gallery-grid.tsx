'use client';

import Image from '@/components/ui/image';
import type { LightboxImage } from '@/components/ui/lightbox';
import { usePhotoLightbox } from '@/components/ui/use-photo-lightbox';
import styles from './gallery-grid.module.css';

/**
 * The gallery grid. Each photo is a link to the full-size image, so it can be seen larger before the
 * page's scripts run and without them; once hydrated a click opens it in the dialog instead (Escape
 * or × closes, focus returns to the photo; the arrows, the arrow keys and a swipe page through the grid).
 */
export function GalleryGrid({ images }: { images: (LightboxImage & { caption?: string })[] }) {
  const { enhanced, onClick, lightbox } = usePhotoLightbox(images);
  return (
    <>
      {/* data-enhanced: set once the script runs (a click then opens the dialog): browser tests wait for it (docs/testing.md). */}
      <ul className={styles.grid} onClick={onClick} data-enhanced={enhanced || undefined}>
        {images.map((img, i) => (
          <li key={img.url}>
            <a href={img.url} className={styles.tile} data-photo={i}>
              <Image
                src={img.url}
                alt={img.alt}
                width={img.width}
                height={img.height}
                sizes="(max-width: 560px) 50vw, (max-width: 900px) 33vw, 280px"
                className={styles.img}
                // The first row is above the fold on every width: load it at once for a quick LCP.
                priority={i < 2}
              />
              {/* The owner's caption, else the alt text (which the image already says: hidden from AT). */}
              {img.caption ? (
                <span className={styles.caption}>{img.caption}</span>
              ) : (
                <span className={styles.caption} aria-hidden="true">
                  {img.alt}
                </span>
              )}
              <span className="visually-hidden">, open larger</span>
            </a>
          </li>
        ))}
      </ul>
      {lightbox}
    </>
  );
}
