import Link from '@/components/ui/link';
import { LitterStageBadge } from '@/components/litters/litter-stage';
import { litterDateLine } from '@/components/litters/litter-card';
import { PawMark } from '@/components/puppies/paw-mark';
import Image from '@/components/ui/image';
import { hasPrice, type Puppy } from '@/lib/domain/entry';
import { entryPath } from '@/lib/domain/entry-details';
import { formatDate, formatPrice } from '@/lib/domain/format';
import { litterPath } from '@/lib/domain/litter-jsonld';
import type { PublicLitter } from '@/lib/server/litters';
import styles from './available-now.module.css';

type Props = {
  /** A few Available puppies in the site's order. */
  puppies: Puppy[];
  /** The first current litter, or null. */
  litter: PublicLitter | null;
};

/**
 * The home page's first section under the hero: the available puppies and the current litter, so a
 * family sees a puppy on the first phone screen (docs/listing.md). Server-rendered, no script.
 */
export function AvailableNow({ puppies, litter }: Props) {
  if (puppies.length === 0 && !litter) return null;
  const litterDate = litter ? litterDateLine(litter) : null;
  return (
    <section className={styles.section} aria-labelledby="available-title">
      <div className="container">
        <div className={styles.head}>
          <h2 id="available-title" className={styles.title}>
            Available now
          </h2>
          <Link href="/puppies" className={styles.all}>
            See all puppies
          </Link>
        </div>
        {puppies.length > 0 ? (
          <ul className={styles.grid}>
            {puppies.map((p) => (
              <li key={p.id} className={styles.tile}>
                <div className={styles.photo}>
                  {p.imageUrl ? (
                    <Image src={p.imageUrl} alt={p.name} fill sizes="(min-width: 900px) 270px, (min-width: 640px) 30vw, 46vw" className={styles.image} />
                  ) : (
                    <PawMark />
                  )}
                </div>
                <h3 className={styles.name}>
                  <Link href={entryPath(p)} className={styles.link} prefetch={false}>
                    {p.name}
                  </Link>
                </h3>
                <p className={styles.meta}>
                  {[hasPrice(p) ? formatPrice(p.price) : null, p.sex].filter(Boolean).join(' · ')}
                </p>
                {p.availableDate ? <p className={styles.meta}>Ready to go home {formatDate(p.availableDate)}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {litter ? (
          <article className={styles.litter} aria-labelledby="current-litter-title">
            <div className={styles.litterPhoto}>
              {litter.imageUrl ? <Image src={litter.imageUrl} alt="" fill sizes="120px" className={styles.image} /> : <PawMark />}
            </div>
            <div className={styles.litterText}>
              <p className={styles.kicker}>Current litter</p>
              <h3 id="current-litter-title" className={styles.name}>
                <Link href={litterPath(litter.id)} className={styles.link} prefetch={false}>
                  {litter.name}
                </Link>
              </h3>
              <LitterStageBadge stage={litter.stage} />
              {litterDate ? <p className={styles.meta}>{litterDate}</p> : null}
            </div>
          </article>
        ) : null}
      </div>
    </section>
  );
}
