import Link from '@/components/ui/link';
import styles from './auth.module.css';

/** Shown for the 0.4 s before a signed-in visitor is sent home from /login or /register. */
export function AlreadySignedIn() {
  return (
    <div className={styles.status}>
      <div role="status" aria-live="polite" className={styles.notice} data-tone="info">
        <p>You are already signed in. Taking you to the home page…</p>
      </div>
      <Link href="/" className="btn btn-dark">
        Go to the home page
      </Link>
    </div>
  );
}
