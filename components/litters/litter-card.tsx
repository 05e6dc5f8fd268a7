import Image from '@/components/ui/image';
import Link from '@/components/ui/link';
import { PawMark } from '@/components/puppies/paw-mark';
import { countOf, formatDate } from '@/lib/domain/format';
import { litterPath } from '@/lib/domain/litter-jsonld';
import type { PublicLitter } from '@/lib/server/litters';
import { LitterStageBadge } from './litter-stage';
import styles from './litters.module.css';

/** The date that says most about where a litter is: born on, or expected on. */
export function litterDateLine(l: Pick<PublicLitter, 'life'>): string | null {
  if (l.life.birthDate) return `Born ${formatDate(l.life.birthDate)}`;
  if (l.life.expectedDate) return `Expected ${formatDate(l.life.expectedDate)}`;
  return null;
}

export function parentsLine(l: Pick<PublicLitter, 'dam' | 'sire'>): string | null {
  const names = [l.dam.name, l.sire.name].filter((n) => n.trim() !== '');
  return names.length ? names.join(' × ') : null;
}

/** One litter on /litters: cover, name (the link), stage, date, dam × sire, puppies. */
export function LitterCard({ litter }: { litter: PublicLitter }) {
  const date = litterDateLine(litter);
  const parents = parentsLine(litter);
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.cardMedia}>
        {litter.imageUrl ? <Image src={litter.imageUrl} alt="" fill sizes="(min-width: 1152px) 360px, (min-width: 640px) 46vw, 92vw" /> : <PawMark />}
      </div>
      <div className={styles.cardBody}>
        <h3>
          <Link href={litterPath(litter.id)}>{litter.name}</Link>
        </h3>
        <LitterStageBadge stage={litter.stage} />
        {date && <p className={styles.muted}>{date}</p>}
        {parents && <p className={styles.muted}>{parents}</p>}
        {litter.puppies.length > 0 && (
          <p className={styles.muted}>
            {countOf(litter.puppies.length, 'puppy', 'puppies')}
          </p>
        )}
      </div>
    </article>
  );
}
