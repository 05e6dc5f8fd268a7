import Link from '@/components/ui/link';
import styles from './parents.module.css';

/**
 * A dam's or sire's name, a link to the parent's public page when it has one (`href`, resolved on
 * the server: lib/server/parents.ts `parentHref`, or a litter's linked parent), else the name
 * alone. No client code: cards, detail pages and litter pages share it.
 */
export function ParentLink({ name, href }: { name: string; href: string | null | undefined }) {
  return href ? (
    <Link href={href} className={styles.parentLink}>
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}
