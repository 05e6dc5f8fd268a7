import Image from '@/components/ui/image';
import IntentLink from '@/components/ui/intent-link';
import { SITE } from '@/lib/domain/site';
import styles from './hero.module.css';

const SEALS = [
  { src: '/seals/akc.svg', alt: 'AKC registered' },
  { src: '/seals/ofa.svg', alt: 'OFA health tested' },
  { src: '/seals/vet.svg', alt: 'Vet checked' },
  { src: '/seals/family.svg', alt: 'Family raised' },
] as const;

/** The home hero: the owner's hero image (settings/heroImage) behind a dark overlay for contrast. */
export function Hero({ imageUrl }: { imageUrl: string }) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Image src={imageUrl} alt="" fill priority sizes="100vw" className={styles.bg} />
      <div className={styles.overlay} aria-hidden="true" />
      <div className={`container ${styles.inner}`}>
        <div className={styles.content}>
          <p className={styles.eyebrow}>AKC-registered · {SITE.yearsExperience} years</p>
          <h1 id="home-title" className={styles.title}>
            Family-raised golden retriever puppies in Albion, NY
          </h1>
          <p className={styles.copy}>
            We are a family breeder of AKC-registered golden retrievers with {SITE.yearsExperience} years of
            experience. Our puppies grow up in our home, with children, gentle handling and everyday farm life, so they
            are ready for yours.
          </p>
          <div className={styles.actions}>
            <IntentLink href="/puppies" className="btn btn-primary">
              Meet Your Puppy
            </IntentLink>
            <IntentLink href="/contact" className={`btn ${styles.ghost}`}>
              Plan a farm visit
            </IntentLink>
          </div>
          <ul className={styles.seals} aria-label="Our certifications">
            {SEALS.map((seal) => (
              <li key={seal.src}>
                {/* Small SVG seals: a plain <img> keeps them crisp and out of the image optimiser. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={seal.src} alt={seal.alt} width={72} height={72} className={styles.seal} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
