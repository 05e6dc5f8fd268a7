import Link from '@/components/ui/link';
import { LockIcon } from '@/components/studs/icons';
import studStyles from '@/components/studs/stud-card.module.css';
import { MESSAGES } from '@/lib/domain/messages';
import { signInHref } from '@/lib/domain/return-to';

/**
 * A sire that is one of the studs, as /studs shows a stud to visitors (docs/product.md §2): the server-made
 * blurred preview, the name and "Login to view details". Nothing else of him is on the page.
 */
export function StudParentCard({ name, preview, headingLevel = 'h3' }: { name: string; preview: string | null; headingLevel?: 'h1' | 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={studStyles.card}>
      <div className={`${studStyles.media} ${studStyles.locked}`}>
        <div className={studStyles.blur} style={preview ? { backgroundImage: `url("${preview}")` } : undefined} aria-hidden="true" />
        <div className={studStyles.shade} aria-hidden="true" />
        <span className={studStyles.lock} aria-hidden="true">
          <LockIcon />
        </span>
        <div className={studStyles.overlay}>
          <Heading className={studStyles.name}>{name}</Heading>
          <Link href={signInHref('/studs')} className={studStyles.login}>
            {MESSAGES.studs.loginToView}
          </Link>
        </div>
      </div>
    </article>
  );
}
