import { PUPPIES_TEXT } from '@/lib/domain/puppies-texts';
import styles from './listing-error.module.css';

type Props = {
  /** Offered by error.tsx, where React can retry the render. */
  onRetry?: () => void;
};

/** The docs/product.md §8 message when the listings cannot be read; never a stack trace. */
export function ListingError({ onRetry }: Props) {
  return (
    <div className={styles.box} role="alert">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={styles.icon}>
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="16.5" r="1.2" fill="currentColor" />
      </svg>
      <div>
        <p className={styles.message}>{PUPPIES_TEXT.loadError}</p>
        {onRetry ? (
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A detail page (a puppy, a litter) whose record could not be read: the message, in the page's column. */
export function DetailLoadError() {
  return (
    <div className="container section">
      <ListingError />
    </div>
  );
}
