'use client';

import { useEffect, useState } from 'react';
import styles from './basic-info.module.css';

/**
 * How a chosen hero photo will be cropped on the home page before it is uploaded: the hero fills a
 * tall box on phones and a wide one on large screens (components/home/hero.module.css, whose
 * object-position values the frames repeat).
 */
export function HeroCropPreview({ file }: { file: File }) {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    // A data: URL (no object URL to revoke, which React's development double effects would break).
    const reader = new FileReader();
    reader.onload = () => setRead({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  const url = read?.file === file ? read.url : null;
  if (!url) return null;
  return (
    <div className={styles.cropPreview} role="group" aria-label="Crop preview">
      {[
        { label: 'On phones', frame: styles.cropPhone },
        { label: 'On wide screens', frame: styles.cropWide },
      ].map((v) => (
        <figure key={v.label} className={styles.cropFigure}>
          <div className={`${styles.cropFrame} ${v.frame}`}>
            {/* The chosen file itself, not yet uploaded: next/image cannot optimise it. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={url} alt={`${file.name}, cropped as ${v.label.toLowerCase()}`} />
          </div>
          <figcaption>{v.label}</figcaption>
        </figure>
      ))}
    </div>
  );
}
