import Image from '@/components/ui/image';
import type { MediaOwner } from '@/lib/domain/media-set';
import { load } from '@/lib/server/data';
import { getPublicMediaSet } from '@/lib/server/media-sets';
import { MediaSetLightbox } from './media-set-lightbox';
import styles from './media-set-gallery.module.css';

type Props = {
  owner: MediaOwner;
  /** The section's heading. */
  title?: string;
  /** The owner's name, for alt text the owner has not written ("Sunny, photo 2"). */
  name?: string;
};

/**
 * The public photos and videos of a puppy, litter or parent (docs/media-sets.md): a cached read
 * tagged with the owner's media-set tag, so it suits static/ISR pages. Renders nothing for an empty
 * set or a failed read. Photos through next/image (sized per breakpoint, lazy), each a link to its
 * full-size image that opens in the Lightbox once the script runs (MediaSetLightbox: previous/next,
 * arrow keys, swipe, "2 of 3"); videos with their poster, controls, preload="none", never autoplaying.
 */
export async function MediaSetGallery({ owner, title = 'Photos and videos', name }: Props) {
  const loaded = await load(`media set ${owner.kind} ${owner.id}`, () => getPublicMediaSet(owner));
  if (!loaded.ok || loaded.data.length === 0) return null;
  const items = loaded.data;
  const headingId = `media-set-${owner.kind}-${owner.id}`;
  const altOf = (item: (typeof items)[number], n: number) => item.alt || `${name ?? 'Golden retriever'}, ${item.type === 'video' ? 'video' : 'photo'} ${n + 1}`;
  // The photos the Lightbox pages through, and each photo's place among them (videos play in place).
  const photos = items.flatMap((item, n) => (item.type === 'photo' ? [{ url: item.url, alt: altOf(item, n), width: item.width ?? 1200, height: item.height ?? 900 }] : []));
  const photoIndex = new Map(photos.map((p, i) => [p.url, i] as const));
  return (
    <section className={`container ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <MediaSetLightbox photos={photos}>
        <ul className={styles.grid}>
          {items.map((item, n) => {
            const alt = altOf(item, n);
            return (
              <li key={item.id} className={styles.item}>
                <figure className={styles.figure}>
                  {item.type === 'photo' ? (
                    <a href={item.url} className={styles.frame} data-photo={photoIndex.get(item.url)}>
                      <Image src={item.url} alt={alt} fill sizes="(min-width: 1152px) 360px, (min-width: 700px) 45vw, 100vw" className={styles.photo} />
                      <span className="visually-hidden">, open larger</span>
                    </a>
                  ) : (
                    <video
                      className={styles.video}
                      controls
                      preload="none"
                      playsInline
                      poster={item.poster?.url}
                      width={item.width ?? undefined}
                      height={item.height ?? undefined}
                      aria-label={alt}
                    >
                      <source src={item.url} type={item.contentType} />
                      <a href={item.url}>Download the video</a>
                    </video>
                  )}
                  {item.caption ? <figcaption className={styles.caption}>{item.caption}</figcaption> : null}
                </figure>
              </li>
            );
          })}
        </ul>
      </MediaSetLightbox>
    </section>
  );
}
