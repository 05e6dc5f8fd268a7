'use client';

import Image from '@/components/ui/image';
import { useState } from 'react';
import { LazyLightbox } from '@/components/ui/lazy-lightbox';
import type { LightboxImage } from '@/components/ui/lightbox';
import styles from './gallery-grid.module.css';

/** The gallery grid; each photo is a button that opens it enlarged (Escape or × closes, focus returns). */
export function GalleryGrid({ images }: { images: (LightboxImage & { caption?: string })[] }) {
  const [open, setOpen] = useState<LightboxImage | null>(null);
  return (
    <>
      <ul className={styles.grid}>
        {images.map((img, i) => (
          <li key={img.url}>
            <button type="button" className={styles.tile} onClick={() => setOpen(img)}>
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
            </button>
          </li>
        ))}
      </ul>
      <LazyLightbox image={open} onClose={() => setOpen(null)} />
    </>
  );
}
