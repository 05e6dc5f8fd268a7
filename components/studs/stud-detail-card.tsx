import Image from '@/components/ui/image';
import { blurPlaceholder } from '@/components/ui/image-blur';
import type { PublicStud, StudDetails } from '@/lib/domain/stud';
import { BookLink } from './stud-card';
import styles from './stud-card.module.css';

/** Grid columns: one on phones, two on tablets, three from ~1000px inside the 72rem container. */
const SIZES = '(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 380px';

/*
 * The signed-in visitor's card, loaded only once details arrive (docs/scale.md: anonymous visitors, whom
 * the static page is for, never download it).
 */

function OfaStatus({ certified }: { certified: boolean }) {
  return (
    <span className={certified ? styles.ofaYes : styles.ofaNo}>{certified ? 'OFA certified' : 'Not OFA certified'}</span>
  );
}

/** The signed-in view: real photo, color, fee, OFA status and registration, plus More Info. */
export function StudDetailCard({
  stud,
  details,
  onMoreInfo,
  moreInfoReady = true,
}: {
  stud: PublicStud;
  details: StudDetails;
  onMoreInfo: (details: StudDetails) => void;
  /** False while the dialog's code loads: the button is disabled and says so. */
  moreInfoReady?: boolean;
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
            style={stud.preview ? blurPlaceholder(stud.preview) : undefined}
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
        <StudFactRows details={details} />
      </dl>
      <div className={styles.actions}>
        <button type="button" className="btn btn-dark" disabled={!moreInfoReady} onClick={() => onMoreInfo(details)}>
          {moreInfoReady ? 'More Info' : 'More Info (loading…)'}
          <span className="visually-hidden"> about {details.name}</span>
        </button>
        <BookLink stud={stud} />
      </div>
    </article>
  );
}

/** A stud's color, fee, OFA status and registration as `<dl>` rows: the card's facts and the More Info dialog's. */
export function StudFactRows({ details, registrationClass }: { details: StudDetails; registrationClass?: string }) {
  return (
    <>
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
      <div className={registrationClass}>
        <dt>Registration</dt>
        <dd>{details.registration || 'Not listed'}</dd>
      </div>
    </>
  );
}
