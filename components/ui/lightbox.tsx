'use client';

import { useEffect, useRef } from 'react';
import Image from '@/components/ui/image';
import { Modal } from './modal';
import styles from './lightbox.module.css';

export type LightboxImage = { url: string; alt: string; width: number; height: number };

type Props = {
  /** The photo shown, or null (closed). */
  image: LightboxImage | null;
  onClose: () => void;
  /** The photos it pages through (the open one among them, found by URL); one photo when absent. */
  images?: readonly LightboxImage[];
  /** Called with the photo to show next (previous/next buttons, arrow keys, a swipe). */
  onImage?: (image: LightboxImage) => void;
};

/** How far (CSS px) a finger or pointer must travel sideways for a swipe. */
const SWIPE_PX = 40;

/**
 * An enlarged image in a modal, closed by Escape, the close mark or a click on the backdrop (focus
 * returns to what opened it: Modal). With several photos it pages through them: Previous / Next
 * buttons, the arrow keys, a sideways swipe (touch or pointer), and a counter ("3 of 8") announced
 * politely. Paging wraps around. A new photo fades in, except with reduced motion.
 */
export function Lightbox({ image, onClose, images, onImage }: Props) {
  const list = image && images?.some((i) => i.url === image.url) ? images : image ? [image] : [];
  const index = image ? Math.max(0, list.findIndex((i) => i.url === image.url)) : 0;
  const count = list.length;
  const canPage = count > 1 && !!onImage;

  // The latest paging function for the listeners attached once per open photo.
  const go = useRef<(step: number) => void>(() => {});
  useEffect(() => {
    go.current = (step) => {
      if (!canPage) return;
      onImage!(list[(index + step + count) % count]!);
    };
  });

  // Arrow keys anywhere in the open dialog (focus may be on the close button or a paging button).
  const open = image !== null;
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'ArrowRight') go.current(1);
      else if (e.key === 'ArrowLeft') go.current(-1);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // A swipe: where a touch or pointer went down, compared where it went up. A touch fires both
  // touch and pointer events: the first end consumes the start, so one swipe pages once.
  const start = useRef<{ x: number; y: number } | null>(null);
  const down = (x: number, y: number) => {
    start.current = { x, y };
  };
  const up = (x: number, y: number) => {
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = x - s.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(y - s.y)) go.current(dx < 0 ? 1 : -1);
  };

  return (
    <Modal open={open} onClose={onClose} title={image?.alt ?? 'Image'} hideTitle variant="image">
      {image && (
        <div className={styles.viewer}>
          <figure
            className={styles.figure}
            onPointerDown={(e) => down(e.clientX, e.clientY)}
            onPointerUp={(e) => up(e.clientX, e.clientY)}
            onPointerCancel={() => (start.current = null)}
            onTouchStart={(e) => e.touches[0] && down(e.touches[0].clientX, e.touches[0].clientY)}
            onTouchEnd={(e) => e.changedTouches[0] && up(e.changedTouches[0].clientX, e.changedTouches[0].clientY)}
          >
            <Image
              key={image.url}
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes="(max-width: 1200px) 100vw, 1200px"
              className={styles.img}
              draggable={false}
            />
            <figcaption className={styles.caption}>{image.alt}</figcaption>
          </figure>
          {canPage && (
            <div className={styles.nav}>
              <button type="button" className={styles.step} onClick={() => go.current(-1)} aria-label="Previous photo">
                <span aria-hidden="true">‹</span>
              </button>
              <p className={styles.counter} aria-live="polite" aria-atomic="true">
                {index + 1} of {count}
              </p>
              <button type="button" className={styles.step} onClick={() => go.current(1)} aria-label="Next photo">
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
