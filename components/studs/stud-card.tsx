import Link from '@/components/ui/link';
import type { PublicStud } from '@/lib/domain/stud';
import { LockIcon } from './icons';
import styles from './stud-card.module.css';

export function BookLink({ stud }: { stud: Pick<PublicStud, 'id' | 'name'> }) {
  return (
    <Link href={`/book/${encodeURIComponent(stud.id)}`} prefetch={false} className={`btn btn-outline ${styles.book}`}>
      Book this stud<span className="visually-hidden">: {stud.name}</span>
    </Link>
  );
}

type LockedMode = 'anonymous' | 'loading' | 'unavailable';

/** The login prompt: its words and its address, both made on the server (lib/domain/return-to.ts). */
export type LoginPrompt = { text: string; href: string };

/**
 * What a visitor without details sees: the server-made blurred preview (already low-resolution,
 * scaled up and softened further by CSS), the name, a lock and the login prompt.
 */
export function LockedStudCard({ stud, mode, login }: { stud: PublicStud; mode: LockedMode; login: LoginPrompt }) {
  return (
    <article className={styles.card}>
      <div className={`${styles.media} ${styles.locked}`}>
        <div
          className={styles.blur}
          style={stud.preview ? { backgroundImage: `url("${stud.preview}")` } : undefined}
          aria-hidden="true"
        />
        <div className={styles.shade} aria-hidden="true" />
        <span className={styles.lock} aria-hidden="true">
          <LockIcon />
        </span>
        <div className={styles.overlay}>
          <h3 className={styles.name}>{stud.name}</h3>
          {mode === 'anonymous' && (
            <Link href={login.href} className={styles.login}>
              {login.text}
            </Link>
          )}
          {mode === 'loading' && <p className={styles.hint}>Loading details…</p>}
          {mode === 'unavailable' && <p className={styles.hint}>Details are unavailable right now.</p>}
        </div>
      </div>
      <div className={styles.actions}>
        <BookLink stud={stud} />
      </div>
    </article>
  );
}

