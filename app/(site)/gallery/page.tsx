import { GalleryGrid } from '@/components/gallery/gallery-grid';
import styles from '@/components/gallery/gallery-page.module.css';
import { MESSAGES } from '@/lib/domain/messages';
import { SITE } from '@/lib/domain/site';
import { getGallery, load } from '@/lib/server/data';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Photo Gallery';
const description = `Photos of our golden retrievers, puppies and farm life at ${SITE.name} in Albion, NY.`;

export const metadata = pageMetadata({ path: '/gallery', title, description, imageAlt: 'Golden retrievers in Albion, NY' });

export default async function GalleryPage() {
  const gallery = await load('gallery', getGallery);
  // SPEC.md §2: "Loading gallery..." whenever the list is empty, including when it could not be read.
  const images = gallery.ok
    ? gallery.data.map((g) => ({ url: g.url, alt: g.alt, caption: g.caption, width: g.width, height: g.height }))
    : [];

  return (
    <>
      <header className={`container ${styles.hero}`}>
        <span className="eyebrow">Gallery</span>
        <h1>Life with our goldens</h1>
        <p className="lead">
          Puppies, parents and everyday moments on the farm. Select a photo to see it larger.
        </p>
      </header>
      <section className={`container ${styles.body}`} aria-label="Photos">
        {images.length === 0 ? (
          <p className={styles.loading} role="status">
            {MESSAGES.gallery.loading}
          </p>
        ) : (
          <GalleryGrid images={images} />
        )}
      </section>
    </>
  );
}
