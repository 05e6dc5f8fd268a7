import Image from '@/components/ui/image';
import { formatDate } from '@/lib/domain/format';
import type { PublicJournalPost } from '@/lib/domain/journal';
import styles from './journal.module.css';

/**
 * One journal post: date, optional title, text (paragraphs at blank lines), photos and videos.
 * Shared by the static public list and the families' client island (no server-only imports).
 */
function JournalPostView({ post }: { post: PublicJournalPost }) {
  const when = formatDate(post.date);
  const paragraphs = post.body.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <article className={styles.post} aria-labelledby={`journal-post-${post.id}`} data-journal-post={post.id}>
      <header className={styles.postHead}>
        <h3 id={`journal-post-${post.id}`} className={styles.postTitle}>
          {post.title || when}
        </h3>
        <p className={styles.meta}>
          {post.title ? <time dateTime={post.date}>{when}</time> : null}
          {post.visibility === 'families' ? <span className={styles.badge}>Reserved families only</span> : null}
        </p>
      </header>
      {paragraphs.map((p, i) => (
        <p key={i} className={styles.body}>
          {p}
        </p>
      ))}
      {post.media.length > 0 && (
        <ul className={styles.media} aria-label={`Photos and videos of ${when}`}>
          {post.media.map((m, i) => (
            <li key={`${m.url}-${i}`} className={styles.mediaItem}>
              {m.kind === 'video' ? (
                <video
                  className={styles.video}
                  controls
                  playsInline
                  preload="none"
                  poster={m.posterUrl ?? undefined}
                  width={m.width ?? undefined}
                  height={m.height ?? undefined}
                  aria-label={m.alt || `Video from ${when}`}
                >
                  <source src={m.url} type={m.url.split('?')[0]!.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
                </video>
              ) : (
                <Image
                  src={m.url}
                  alt={m.alt || `Photo from ${when}`}
                  width={m.width ?? 1200}
                  height={m.height ?? 900}
                  sizes="(min-width: 900px) 280px, (min-width: 560px) 45vw, 92vw"
                  // A families-only photo comes from a signed private URL the image optimizer must not fetch or keep.
                  unoptimized={post.visibility === 'families'}
                  className={styles.photo}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** Posts in the order given (newest first), one list item each: the litter page, its families' island and /account/journey. */
export function JournalPostList({ posts, className }: { posts: readonly PublicJournalPost[]; className?: string }) {
  return (
    <ol className={className}>
      {posts.map((p) => (
        <li key={p.id}>
          <JournalPostView post={p} />
        </li>
      ))}
    </ol>
  );
}
