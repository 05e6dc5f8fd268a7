'use client';

import Image from '@/components/ui/image';
import { Modal } from './modal';
import styles from './lightbox.module.css';

export type LightboxImage = { url: string; alt: string; width: number; height: number };

/** An enlarged image in a modal, closed by Escape, the close mark or a click on the backdrop. */
export function Lightbox({ image, onClose }: { image: LightboxImage | null; onClose: () => void }) {
  return (
    <Modal open={image !== null} onClose={onClose} title={image?.alt ?? 'Image'} hideTitle variant="image">
      {image && (
        <figure className={styles.figure}>
          <Image
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(max-width: 1200px) 100vw, 1200px"
            className={styles.img}
          />
          <figcaption className={styles.caption}>{image.alt}</figcaption>
        </figure>
      )}
    </Modal>
  );
}
