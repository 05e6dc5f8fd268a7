import Image from '@/components/ui/image';
import Link from 'next/link';
import { MESSAGES } from '@/lib/domain/messages';
import type { PublicStud, StudDetails } from '@/lib/domain/stud';
import { LockIcon } from './icons';
import styles from './stud-card.module.css';
import { signInHref } from '@/lib/domain/return-to';

/** Grid columns: one on phones, two on tablets, three from ~1000px inside the 72rem container. */
const SIZES = '(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 380px';

function BookLink({ stud }: { stud: Pick<PublicStud, 'id' | 'name'> }) {
  return (
    <Link href={`/book/${encodeURIComponent(stud.id)}`} prefetch={false} className={`btn btn-outline ${styles.book}`}>
      Book this stud<span className="visually-hidden">: {stud.name}</span>
    </Link>
  );
}

export function OfaStatus({ certified }: { certified: boolean }) {
  return (
    <span className={certified ? styles.ofaYes : styles.ofaNo}>{certified ? 'OFA certified' : 'Not OFA certified'}</span>
  );
}

type LockedMode = 'anonymous' | 'loading' | 'unavailable';

/**
 * What a visitor without details sees: the server-made blurred preview (already low-resolution,
 * scaled up and softened further by CSS), the name, a lock and the login prompt.
 */
export function LockedStudCard({ stud, mode }: { stud: PublicStud; mode: LockedMode }) {
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
            <Link href={signInHref('/studs')} className={styles.login}>
              {MESSAGES.studs.loginToView}
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

/** The signed-in view: real photo, colour, fee, OFA status and registration, plus More Info. */
export function StudDetailCard({
  stud,
  details,
  onMoreInfo,
}: {
  stud: PublicStud;
  details: StudDetails;
  onMoreInfo: (details: StudDetails) => void;
}) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {details.imageUrl ? (
          <Image
            src={details.imageUrl}
            alt={`${details.name}, golden retriever stud`}
            fill
            sizes={SIZES}
            className={styles.photo}
            {...(stud.preview ? { placeholder: 'blur' as const, blurDataURL: stud.preview } : {})}
          />
        ) : (
          <div className={styles.noPhoto}>No photo yet</div>
        )}
        <div className={styles.shadeSoft} aria-hidden="true" />
        <div className={styles.overlay}>
          <h3 className={styles.name}>{details.name}</h3>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Color</dt>
          <dd>{details.color || 'Not listed'}</dd>
        </div>
        <div>
          <dt>Stud fee</dt>
          <dd>{details.studFee || 'Call to ask'}</dd>
        </div>
        <div>
          <dt>OFA</dt>
          <dd>
            <OfaStatus certified={details.ofaCertified} />
          </dd>
        </div>
        <div>
          <dt>Registration</dt>
          <dd>{details.registration || 'Not listed'}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <button type="button" className="btn btn-dark" onClick={() => onMoreInfo(details)}>
          More Info<span className="visually-hidden"> about {details.name}</span>
        </button>
        <BookLink stud={stud} />
      </div>
    </article>
  );
}
