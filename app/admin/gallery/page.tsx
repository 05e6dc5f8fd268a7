import type { Metadata } from 'next';
import { GalleryAdminGrid } from '@/components/admin/gallery/gallery-admin-grid';
import styles from '@/components/admin/gallery/gallery-admin.module.css';
import { GalleryUploader } from '@/components/admin/gallery/gallery-uploader';
import { requireAdminPage } from '@/lib/auth/guard';
import { altFromName, galleryLabels } from '@/lib/domain/gallery-alt';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Gallery' };

export default async function AdminGalleryPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const data = await adminPageLoad('admin gallery', async (backend) => {
    const items = await backend.media.list({ folder: MEDIA_FOLDERS.gallery });
    // Newest first: what was just uploaded is what the owner wants to check.
    return items
      .filter((i) => i.contentType.startsWith('image/'))
      .reverse()
      .map((i) => ({
        path: i.fullPath,
        name: i.name,
        url: i.url,
        size: i.size,
        width: i.width,
        height: i.height,
        caption: i.customMetadata.caption ?? '',
        alt: i.customMetadata.alt ?? '',
        shownAlt: galleryLabels(i).alt,
        fallbackAlt: altFromName(i.name),
      }));
  });

  return (
    <>
      <header className={styles.header}>
        <h1>Gallery</h1>
        <p>Photos on the Gallery page and in the home page carousel.</p>
      </header>
      <GalleryUploader />
      <section aria-labelledby="gallery-images-title" className={styles.listSection}>
        <h2 id="gallery-images-title">
          Images{data.ok ? <span className={styles.count}> ({data.data.length})</span> : null}
        </h2>
        {data.ok ? (
          <GalleryAdminGrid images={data.data} />
        ) : (
          <p role="alert" className={styles.statusError}>
            {MESSAGES.admin.loadEntries}
          </p>
        )}
      </section>
    </>
  );
}
