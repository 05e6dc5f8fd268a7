import { VERIFY_TEXTS } from '@/lib/domain/verify-texts';
import styles from './verify-banner.module.css';

export type VerificationOutcome = 'sent' | 'verified' | 'limited' | 'failed' | null;

/**
 * For a signed-in account whose address is not confirmed yet: what it means and "Send the link
 * again" (a plain form posting to /api/account/verification, working without scripts), in both
 * backends' modes. `outcome` is what the last request did.
 */
export function VerifyBanner({ email, outcome }: { email: string; outcome: VerificationOutcome }) {
  const note =
    outcome === 'sent'
      ? VERIFY_TEXTS.sentAgain(email)
      : outcome === 'limited'
        ? VERIFY_TEXTS.tooMany
        : outcome === 'failed'
          ? VERIFY_TEXTS.failed
          : null;
  return (
    <section className={styles.banner} aria-labelledby="verify-banner-title">
      <h2 id="verify-banner-title">{VERIFY_TEXTS.bannerTitle}</h2>
      <p>{VERIFY_TEXTS.banner(email)}</p>
      {note ? (
        <p role={outcome === 'sent' ? 'status' : 'alert'}>
          <strong>{note}</strong>
        </p>
      ) : null}
      <form method="post" action="/api/account/verification">
        <button type="submit" className="btn btn-primary">
          {VERIFY_TEXTS.sendAgain}
        </button>
      </form>
    </section>
  );
}
