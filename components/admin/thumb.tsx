import Image from 'next/image';
import styles from './admin-table.module.css';

/** A small square preview for admin lists; decorative, since the name sits beside it. */
export function Thumb({ url }: { url: string | null }) {
  if (!url) {
    return (
      <span className={styles.thumbEmpty} aria-hidden="true">
        —
      </span>
    );
  }
  // Uploads of this site are served from /media/… and optimised; anything else (older data)
  // is shown as it is rather than failing next/image's host check.
  return <Image src={url} alt="" width={56} height={56} sizes="56px" className={styles.thumb} unoptimized={!url.startsWith('/')} />;
}
