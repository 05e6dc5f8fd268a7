import IntentLink from '@/components/ui/intent-link';
import { SITE } from '@/lib/domain/site';
import styles from './puppies-hero.module.css';

/** The /puppies hero; static, so loading.tsx shows the same one and nothing shifts. */
export function PuppiesHero() {
  return (
    <section className={styles.hero} aria-labelledby="puppies-title">
      <div className={`container ${styles.inner}`}>
        <p className={`eyebrow ${styles.eyebrow}`}>Puppies &amp; Litters</p>
        <h1 id="puppies-title" className={styles.title}>
          Find your golden companion
        </h1>
        <p className={styles.lead}>
          Meet our AKC-registered golden retriever puppies and reserve a place in an upcoming litter. Every puppy is
          raised in our family home in Albion, NY.
        </p>
        <ul className={styles.points}>
          <li>AKC-registered</li>
          <li>{SITE.yearsExperience} years of experience</li>
          <li>Lifetime support</li>
          <li>Farm visits by appointment only</li>
        </ul>
        <p className={styles.note}>
          A non-refundable deposit reserves your puppy; puppies are not held without a deposit.{' '}
          <IntentLink href="/contact" className={styles.link}>
            Ask us a question
          </IntentLink>
        </p>
      </div>
    </section>
  );
}
