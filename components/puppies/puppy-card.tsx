import Image from '@/components/ui/image';
import Link from '@/components/ui/link';
import type { Puppy } from '@/lib/domain/entry';
import { EntryBadges } from './entry-badges';
import { actionLabel, entryPath, entrySummary, inquiryHref, priceText } from '@/lib/domain/entry-details';
import { EntryFacts } from './entry-facts';
import { PawMark } from './paw-mark';
import styles from './puppy-card.module.css';

type Props = {
  entry: Puppy;
  /** MESSAGES.puppies.contactForPricing, from the server (see `priceText`). */
  unpricedLabel: string;
  /** Preload the photo: only for the first cards of the first page (a likely LCP element). */
  priority?: boolean;
  /** Load the photo at once without preloading it (the rest of the first row on a wide screen). */
  eager?: boolean;
  /** A litter's stage label (LITTER_STAGE_LABELS), the words /litters uses; its status otherwise. */
  stage?: string;
};

/**
 * One puppy or litter. No hooks and no browser APIs: the server renders it inside the listing's
 * first page and the island re-renders it, so both outputs must be identical.
 */
export function PuppyCard({ entry, unpricedLabel, priority = false, eager = false, stage }: Props) {
  const price = priceText(entry, unpricedLabel);
  const href = entryPath(entry);
  const summary = entrySummary(entry);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {entry.imageUrl ? (
          <Image
            src={entry.imageUrl}
            alt={entry.name}
            fill
            sizes="(min-width: 1152px) 360px, (min-width: 1000px) 31vw, (min-width: 640px) 46vw, 92vw"
            className={styles.image}
            priority={priority}
            loading={eager ? 'eager' : undefined}
          />
        ) : (
          <div className={styles.placeholder}>
            <PawMark />
            <span className="visually-hidden">No photo yet</span>
          </div>
        )}
        <EntryBadges entry={entry} className={styles.badges} stage={stage} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {/* No viewport prefetch: a page of 12 cards would fetch and decode 12 detail pages at
              load, on the listing's busiest moment. The detail pages are static and quick anyway. */}
          <Link href={href} className={styles.nameLink} prefetch={false}>
            {entry.name}
          </Link>
        </h3>
        {price ? (
          <p className={price.startsWith('$') ? styles.price : styles.priceNote}>{price}</p>
        ) : null}
        {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
        {/* Phones show one line of facts instead of the description and the full list (puppy-card.module.css). */}
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        <EntryFacts entry={entry} className={styles.facts} itemClassName={styles.fact} />
        <div className={styles.actions}>
          <Link href={inquiryHref(entry)} className={`btn btn-dark ${styles.action}`} prefetch={false}>
            {actionLabel(entry)}
            <span className="visually-hidden">
              {entry.entryType === 'litter' ? ` for ${entry.name}` : ` about ${entry.name}`}
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
