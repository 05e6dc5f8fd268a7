import Image from '@/components/ui/image';
import { NextStepLinks } from '@/components/ui/next-step-links';
import { AboutCards } from '@/components/about/about-cards';
import styles from '@/components/about/about.module.css';
import { Testimonials } from '@/components/testimonials/testimonials';
import { DEFAULT_HERO_IMAGE, SITE } from '@/lib/domain/site';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'About the breeder';
const description =
  'Meet the family behind Albion Golden Retrievers: 30+ years of raising health-tested, AKC-registered golden retrievers in our home in Albion, NY.';

export const metadata = pageMetadata({ path: '/about', title, description, shareTitle: `${title} | ${SITE.name}` });

export default function AboutPage() {
  return (
    <>
      <section className={styles.intro} aria-labelledby="about-title">
        <div className="container">
          <p className="eyebrow">About the breeder</p>
          <h1 id="about-title">Three decades of golden retrievers, one family farm</h1>
          <p className="lead">
            We are a family in Albion, New York, and golden retrievers have been part of our household for more than 30
            years.
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="story-title">
        <div className={`container ${styles.story}`}>
          <div className={styles.text}>
            <h2 id="story-title">Our story</h2>
            <p>
              It started with one golden who followed us everywhere on the farm: to the barn, the garden and the pond
              she was never supposed to swim in. When she had her first litter, the families who took her puppies kept
              calling with photos and questions, and we realized how much we enjoyed being part of their dogs&apos;
              lives. That was more than 30 years ago.
            </p>
            <p>
              Today we still raise only a few litters a year. Our dogs live with us, in the house and on the land
              around it, not in a kennel building. Puppies are born in a quiet corner of our home and spend their first
              weeks hearing the washing machine, the screen door and the voices of our children and grandchildren, who
              help with the daily handling.
            </p>
            <p>
              Before any of our dogs is bred, we have their hips, elbows, eyes and heart screened, and we keep those
              results on file for every family that asks. Each puppy is examined by our veterinarian, starts its
              vaccinations and deworming on schedule, and goes home with AKC registration papers and its records.
            </p>
            <p>
              We are not a large operation and we do not try to be. We would rather know each family by name, answer the
              phone when you call years later, and see a photo of your dog on its tenth birthday.
            </p>
          </div>
          <figure className={styles.figure}>
            <Image
              src={DEFAULT_HERO_IMAGE}
              alt="Two golden retrievers sitting in the meadow by our fence at sunset, with the red barn behind them"
              width={1600}
              height={1600}
              sizes="(min-width: 56rem) 28rem, 100vw"
              className={styles.photo}
            />
            <figcaption className={styles.caption}>Evening on the farm in Albion, NY.</figcaption>
          </figure>
        </div>
      </section>

      <section className={`section ${styles.tight}`} aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title" className={styles.sectionTitle}>
            What you can expect from us
          </h2>
          <AboutCards />
        </div>
      </section>

      <Testimonials />

      <section className={`section ${styles.tight}`} aria-label="A word from our family">
        <div className="container">
          <figure className={styles.quote}>
            <blockquote>
              <p>
                &ldquo;A good puppy is not made in eight weeks, but those eight weeks matter. We want every one of ours
                to leave our kitchen curious, confident and already used to being loved.&rdquo;
              </p>
            </blockquote>
            <figcaption>— The family at {SITE.name}</figcaption>
          </figure>
          <NextStepLinks className={styles.actions} />
        </div>
      </section>
    </>
  );
}
