import Link from '@/components/ui/link';
import { imgAttributes } from '@/components/ui/image';
import { MESSAGES } from '@/lib/domain/messages';
import { TIMINGS } from '@/lib/domain/site';
import type { GalleryImage } from '@/lib/server/data';
import { CarouselLightbox, type CarouselPhoto } from './carousel-lightbox';
import styles from './gallery-carousel.module.css';

/** Rendered height of a carousel photo in CSS pixels (the CSS sets the same). */
const THUMB_HEIGHT = 240;

/**
 * An endless strip of gallery photos, server-rendered: the list is rendered twice and the track
 * slides by exactly half its width per cycle, so the loop has no seam. The strip is drawn by the
 * client island (CarouselLightbox) from the photos' data, so the page's RSC payload carries each
 * photo once instead of both copies' markup; the HTML is the same.
 */
export function GalleryCarousel({ images }: { images: GalleryImage[] }) {
  const photos: CarouselPhoto[] = images.map((img) => {
    const width = Math.round((THUMB_HEIGHT * img.width) / Math.max(img.height, 1));
    return {
      url: img.url,
      alt: img.alt,
      width: img.width,
      height: img.height,
      // A fixed size: a 1x/2x srcset of two URLs (no `sizes`). A `sizes` in px listed all 13
      // configured widths per photo, 48 times in the HTML (docs/scale.md, the home page's cache-missing time).
      thumb: imgAttributes({ src: img.url, alt: '', width, height: THUMB_HEIGHT }),
    };
  });

  return (
    <section className={`section ${styles.section}`} aria-labelledby="carousel-title">
      <div className={`container ${styles.head}`}>
        <div>
          <p className="eyebrow">Life on the farm</p>
          <h2 id="carousel-title">Moments from our farm</h2>
          <p className={styles.hint}>Select a photo to see it larger.</p>
          {/* WCAG 2.2.2: moving content that runs longer than 5 s can be paused. A check box the
              browser runs by itself (the CSS pauses the strip while it is ticked), so it works from
              the first paint and without JavaScript; hidden with reduced motion, where nothing moves. */}
          <label>
            <input type="checkbox" />
            {MESSAGES.gallery.pauseCarousel}
          </label>
        </div>
        <Link href="/gallery" className="btn btn-outline">
          See the full gallery
        </Link>
      </div>
      <CarouselLightbox photos={photos} className={styles.viewport} trackStyle={{ animationDuration: `${TIMINGS.carouselCycle}ms` }} />
    </section>
  );
}
