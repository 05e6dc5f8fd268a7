import Image from '@/components/ui/image';
import Link from 'next/link';
import type { LightboxImage } from '@/components/ui/lightbox';
import { TIMINGS } from '@/lib/domain/site';
import type { GalleryImage } from '@/lib/server/data';
import { CarouselLightbox } from './carousel-lightbox';
import styles from './gallery-carousel.module.css';

/** Rendered height of a carousel photo in CSS pixels (the CSS sets the same). */
const THUMB_HEIGHT = 240;

/**
 * An endless strip of gallery photos. The markup is server-rendered: the list is rendered
 * twice and the track slides by exactly half its width per cycle, so the loop has no seam.
 * Only the open-photo state lives in the client island around it.
 */
export function GalleryCarousel({ images }: { images: GalleryImage[] }) {
  const photos: LightboxImage[] = images.map((img) => ({
    url: img.url,
    alt: img.alt,
    width: img.width,
    height: img.height,
  }));

  // The second copy only exists for the seamless loop: hidden from assistive tech and out of the tab order.
  const copy = (duplicate: boolean) => (
    <ul className={styles.copy} role="list" aria-hidden={duplicate || undefined}>
      {photos.map((photo, index) => {
        const width = Math.round((THUMB_HEIGHT * photo.width) / Math.max(photo.height, 1));
        return (
          <li key={`${duplicate ? 'b' : 'a'}-${photo.url}`} className={styles.item}>
            <button
              type="button"
              className={styles.thumb}
              data-photo={index}
              tabIndex={duplicate ? -1 : undefined}
              aria-label={`Enlarge photo: ${photo.alt}`}
            >
              {/* A fixed size: a 1x/2x srcset of two URLs (no `sizes`). A `sizes` in px listed all 13
                  configured widths per photo, 48 times in the HTML and again in the RSC payload:
                  most of the home page's 264 kB (issue 13, the home page's cache-missing time). */}
              <Image src={photo.url} alt="" width={width} height={THUMB_HEIGHT} />
            </button>
          </li>
        );
      })}
    </ul>
  );

  return (
    <section className={`section ${styles.section}`} aria-labelledby="carousel-title">
      <div className={`container ${styles.head}`}>
        <div>
          <p className="eyebrow">Life on the farm</p>
          <h2 id="carousel-title">Moments from our farm</h2>
          <p className={styles.hint}>Select a photo to see it larger.</p>
        </div>
        <Link href="/gallery" className="btn btn-outline">
          See the full gallery
        </Link>
      </div>
      <CarouselLightbox photos={photos} className={styles.viewport}>
        <div className={styles.track} style={{ animationDuration: `${TIMINGS.carouselCycle}ms` }}>
          {copy(false)}
          {copy(true)}
        </div>
      </CarouselLightbox>
    </section>
  );
}
