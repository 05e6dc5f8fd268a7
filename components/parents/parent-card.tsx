import Image from '@/components/ui/image';
import Link from '@/components/ui/link';
import { parentPath, parentRoleLabel } from '@/lib/domain/parent-pages';
import type { PublicParent } from '@/lib/domain/parent';
import { PawMark } from '@/components/puppies/paw-mark';
import { StudParentCard } from './stud-parent-card';
import styles from './parents.module.css';

const SIZES = '(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 380px';

/** A parent on /parents: photo, name, role and how many clearances; a stud-parent as /studs shows it. */
export function ParentCard({ parent }: { parent: PublicParent }) {
  if (parent.kind === 'stud') {
    return (
      <div className={styles.studCell}>
        <StudParentCard name={parent.name} preview={parent.preview} />
        <Link href={parentPath(parent.id)} className={styles.more}>
          About {parent.name}
        </Link>
      </div>
    );
  }
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {parent.imageUrl ? (
          <Image src={parent.imageUrl} alt={`${parent.name}, golden retriever ${parent.sex}`} fill sizes={SIZES} className={styles.photo} />
        ) : (
          <div className={styles.noPhoto} aria-hidden="true">
            <PawMark />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.role}>{parentRoleLabel(parent)}</p>
        <h3 className={styles.name}>
          <Link href={parentPath(parent.id)} className={styles.cardLink}>
            {parent.name}
          </Link>
        </h3>
        {parent.color && <p className={styles.meta}>{parent.color}</p>}
        <p className={styles.meta}>
          {parent.clearances.length === 0
            ? 'Clearances to come'
            : `${parent.clearances.length} health clearance${parent.clearances.length === 1 ? '' : 's'}`}
        </p>
      </div>
    </article>
  );
}
