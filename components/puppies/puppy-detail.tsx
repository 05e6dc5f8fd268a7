import Image from '@/components/ui/image';
import Link from '@/components/ui/link';
import { MESSAGES } from '@/lib/domain/messages';
import type { Puppy } from '@/lib/domain/entry';
import { EntryBadges } from './entry-badges';
import { actionLabel, inquiryHref, priceText, typeLabel } from '@/lib/domain/entry-details';
import { EntryFacts } from './entry-facts';
import { PawMark } from './paw-mark';
import styles from './puppy-detail.module.css';

/** The /puppies/[id] page body: large photo, every field, and the call to action. */
export function PuppyDetail({ entry, stage, parentHrefs }: { entry: Puppy; stage?: string; parentHrefs?: { dam: string | null; sire: string | null } }) {
  const price = priceText(entry, MESSAGES.puppies.contactForPricing);
  const isLitter = entry.entryType === 'litter';
  // A puppy who went home is not offered (nothing to inquire about or apply for); the listing's
  // card keeps the product's Inquire button. A litter or an open puppy also links the application
  // (its litter preselected), beside the product's button to /contact.
  const adopted = !isLitter && entry.status === 'Adopted';
  const litterId = isLitter ? entry.id : entry.litterId;
  const applyHref = litterId ? `/apply?litter=${encodeURIComponent(litterId)}` : '/apply';
  return (
    <article className={`container ${styles.detail}`}>
      <nav aria-label="Breadcrumb" className={styles.back}>
        <Link href="/puppies">
          <span aria-hidden="true">←</span> Back to all puppies and litters
        </Link>
      </nav>
      <div className={styles.layout}>
        <div className={styles.media}>
          {entry.imageUrl ? (
            <Image
              src={entry.imageUrl}
              alt={entry.name}
              fill
              priority
              sizes="(min-width: 1152px) 620px, (min-width: 900px) 54vw, 100vw"
              className={styles.image}
            />
          ) : (
            <div className={styles.placeholder}>
              <PawMark size={96} />
              <span className="visually-hidden">No photo yet</span>
            </div>
          )}
        </div>
        <div className={styles.info}>
          <EntryBadges entry={entry} stage={stage} />
          <h1 className={styles.name}>{entry.name}</h1>
          <p className={styles.kind}>Golden retriever {typeLabel(entry).toLowerCase()}</p>
          {price ? <p className={price.startsWith('$') ? styles.price : styles.priceNote}>{price}</p> : null}
          {entry.description ? <p className={styles.description}>{entry.description}</p> : null}
          <EntryFacts entry={entry} className={styles.facts} itemClassName={styles.fact} parentHrefs={parentHrefs} />
          <div className={styles.actions}>
            {adopted ? null : (
              <>
                <Link href={inquiryHref(entry)} className="btn btn-primary">
                  {actionLabel(entry)}
                  <span className="visually-hidden">{isLitter ? ` for ${entry.name}` : ` about ${entry.name}`}</span>
                </Link>
                <Link href={applyHref} className="btn btn-outline">
                  {MESSAGES.apply.pointerLink}
                </Link>
              </>
            )}
            <Link href="/puppies" className="btn btn-outline">
              See all puppies
            </Link>
          </div>
          <p className={styles.note}>
            {isLitter
              ? 'Send us a message to join the waitlist, and we will keep you posted as the litter arrives.'
              : adopted
                ? `${entry.name} has gone home with their family.`
                : 'A non-refundable deposit reserves a puppy, and full payment is due before the puppy goes home. Puppies are not held without a deposit.'}
          </p>
        </div>
      </div>
    </article>
  );
}
