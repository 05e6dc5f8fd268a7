import Link from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import styles from '@/components/gallery/gallery-page.module.css';
import { galleryOffset, galleryPageCount, galleryPageExists, galleryPageHref, gallerySlice } from '@/lib/domain/gallery-pages';
import { MESSAGES } from '@/lib/domain/messages';
import { getGalleryPage, load } from '@/lib/server/data';
import { groupDigits } from '@/lib/domain/format';

/**
 * One page of the gallery (/gallery is page 1, /gallery/page/N the older photos): reads that page
 * only, newest first. A page past the last one is a 404 (the page count comes with the read).
 */
export async function GalleryPageView({ page }: { page: number }) {
  const gallery = await load('gallery', () => getGalleryPage(gallerySlice(page)));
  const total = gallery.ok ? gallery.data.total : 0;
  const pageCount = galleryPageCount(total);
  if (gallery.ok && !galleryPageExists(page, total)) notFound();
  // docs/product.md §2: "Loading gallery..." whenever the list is empty, including when it could not be read.
  const images = gallery.ok ? gallery.data.images.map((g) => ({ url: g.url, alt: g.alt, caption: g.caption, width: g.width, height: g.height })) : [];
  const first = galleryOffset(page) + 1;

  return (
    <>
      <header className={`container ${styles.hero}`}>
        <span className="eyebrow">Gallery</span>
        <h1>{page === 1 ? 'Life with our goldens' : `Life with our goldens, page ${page}`}</h1>
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
        {pageCount > 1 && (
          <nav className={styles.pager} aria-label="Gallery pages">
            {page > 1 ? (
              <Link className="btn btn-outline" href={galleryPageHref(page - 1)} rel="prev">
                <span aria-hidden="true">←</span> Newer photos
              </Link>
            ) : (
              <span />
            )}
            <p className={styles.pageOf}>
              Photos {first}–{first + images.length - 1} of {groupDigits(total)} · page {page} of {pageCount}
            </p>
            {page < pageCount ? (
              <Link className="btn btn-outline" href={galleryPageHref(page + 1)} rel="next">
                Older photos <span aria-hidden="true">→</span>
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </>
  );
}
