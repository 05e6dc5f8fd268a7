import { NextStepLinks } from '@/components/ui/next-step-links';
import { PawMark } from './paw-mark';
import styles from './puppy-missing.module.css';

/** The 404 of /puppies/[id]: unknown ids and hidden entries. */
export function PuppyMissing() {
  return (
    <section className={`container ${styles.missing}`} aria-labelledby="puppy-missing">
      <span className={styles.icon}>
        <PawMark size={64} />
      </span>
      <h1 id="puppy-missing">We couldn’t find that puppy</h1>
      <p className={`lead ${styles.text}`}>
        This puppy or litter may have found its home already, or the link is out of date.
      </p>
      <NextStepLinks className={styles.actions} as="p" tone="dark" />
    </section>
  );
}
