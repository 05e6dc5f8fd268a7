'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { deleteGalleryImageAction } from './actions';
import { MESSAGES } from '@/lib/domain/messages';
import { formatSize } from './format-size';
import { GalleryTextForm } from './gallery-text-form';
import styles from './gallery-admin.module.css';
import { ScriptButton } from '../script-button';

type AdminGalleryImage = {
  path: string;
  name: string;
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The owner's words as stored ('' when none) and the alt text the site shows. */
  caption: string;
  alt: string;
  shownAlt: string;
  fallbackAlt: string;
};

/** The stored gallery images, newest first, each with its caption and alt text and a Delete button (confirmed first, by caption). */
export function GalleryAdminGrid({ images }: { images: AdminGalleryImage[] }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const [status, setStatus] = useState('');

  function remove(img: AdminGalleryImage) {
    // docs/product.md §5 "Delete {name}?": a photo's name is its caption when it has one.
    if (!window.confirm(MESSAGES.admin.confirmDelete(img.caption || img.name))) return;
    setDeleting(img.path);
    startTransition(async () => {
      const result = await deleteGalleryImageAction(img.path).catch(() => null);
      if (result?.status === 'ok') {
        const text = result.message ?? MESSAGES.gallery.deleted(img.name);
        toast.success(text);
        setStatus(text);
      } else {
        toast.error(MESSAGES.gallery.deleteError);
        setStatus(MESSAGES.gallery.deleteError);
      }
      router.refresh();
      setDeleting(null);
    });
  }

  return (
    <>
      {images.length ? (
        <ul className={styles.grid}>
          {images.map((img) => (
            <li key={img.path} className={`card ${styles.tile}`} aria-busy={deleting === img.path || undefined}>
              <div className={styles.thumb}>
                <Image
                  src={img.url}
                  alt={img.shownAlt}
                  fill
                  sizes="(max-width: 520px) 50vw, (max-width: 1100px) 30vw, 240px"
                  className={styles.thumbImg}
                />
              </div>
              <div className={styles.meta}>
                {img.caption && <span className={styles.caption}>{img.caption}</span>}
                <span className={styles.name} title={img.name}>
                  {img.name}
                </span>
                <span className={styles.size}>
                  {formatSize(img.size)}
                  {img.width && img.height ? ` · ${img.width}×${img.height}` : ''}
                </span>
              </div>
              <ScriptButton
                className={`btn btn-outline ${styles.delete}`}
                onClick={() => remove(img)}
                disabled={deleting !== null}
              >
                {deleting === img.path ? 'Deleting…' : 'Delete'}
                <span className="visually-hidden"> {img.name}</span>
              </ScriptButton>
              <GalleryTextForm path={img.path} label={img.name} caption={img.caption} alt={img.alt} fallbackAlt={img.fallbackAlt} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No gallery images yet. Upload some above and they will appear on the Gallery page.</p>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
