import Link from '@/components/ui/link';
import { StudList } from '@/components/studs/stud-list';
import { StudProcess } from '@/components/studs/stud-process';
import { StudsContactButtons } from '@/components/studs/studs-contact';
import styles from '@/components/studs/studs-page.module.css';
import { MESSAGES } from '@/lib/domain/messages';
import { SITE } from '@/lib/domain/site';
import { getBasicInfo, getPublicStuds, load } from '@/lib/server/data';
import { pageMetadata } from '@/lib/domain/page-metadata';
import { signInHref } from '@/lib/domain/return-to';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Golden Retriever Stud Services';
const description = `Health-tested AKC golden retriever studs at ${SITE.name} in Albion, NY. See our five-step stud process; stud services are scheduled by phone.`;

export const metadata = pageMetadata({ path: '/studs', title, description, imageAlt: 'Golden retrievers in Albion, NY' });

export default async function StudsPage() {
  // Only {id, name, preview} is read here: no stud detail can reach the static HTML or its payload.
  const [studs, info] = await Promise.all([load('studs', getPublicStuds), load('basic info', getBasicInfo)]);
  const phone = (info.ok && info.data?.phone) || '';

  return (
    <>
      <section className={styles.hero} aria-labelledby="studs-title">
        <div className={`container ${styles.heroGrid}`}>
          <div>
            <span className="eyebrow">Stud services</span>
            <h1 id="studs-title">Proven golden retriever studs</h1>
            <p className="lead">
              Our studs are AKC-registered, health-tested and raised with our family, with gentle temperaments we are proud
              to pass on. Every breeding is planned personally with you: stud services are scheduled by phone.
            </p>
            <StudsContactButtons phone={phone} />
          </div>
          <ul className={styles.glance} aria-label="At a glance">
            <li>
              <strong>AKC-registered</strong>
              <span>Pedigrees and paperwork ready for your litter.</span>
            </li>
            <li>
              <strong>Health-tested</strong>
              <span>Clearances on file before every breeding.</span>
            </li>
            <li>
              <strong>{SITE.yearsExperience} years</strong>
              <span>of raising and breeding golden retrievers in Albion.</span>
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="process-title">
        <div className="container">
          <header className={styles.sectionHead}>
            <span className="eyebrow">How it works</span>
            <h2 id="process-title">Our stud process in five steps</h2>
            <p className="lead">From the first call to registering the litter, we are with you at every step.</p>
          </header>
          <StudProcess />
        </div>
      </section>

      <section className={`section ${styles.alt}`} aria-labelledby="available-title">
        <div className="container">
          <header className={styles.sectionHead}>
            <span className="eyebrow">Available now</span>
            <h2 id="available-title">Our studs</h2>
            <p className="lead">Signed-in visitors see each stud&apos;s color, fee, health certification and registration.</p>
          </header>
          {!studs.ok ? (
            <div className={`${styles.message} ${styles.error}`} role="alert">
              <p>{MESSAGES.studs.loadError}</p>
            </div>
          ) : studs.data.length === 0 ? (
            <div className={styles.message} role="status">
              <p>{MESSAGES.studs.empty}</p>
              <Link href="/contact">Contact us</Link>
            </div>
          ) : (
            <StudList
              studs={studs.data}
              phone={phone}
              texts={{ loadError: MESSAGES.studs.loadError, login: { text: MESSAGES.studs.loginToView, href: signInHref('/studs') } }}
            />
          )}

          <div className={styles.band}>
            <h2>Ready to talk about your female?</h2>
            <p>
              Stud services are scheduled by phone, so we can time everything around her cycle. Call us, or send a
              message and we will call you back.
            </p>
            <StudsContactButtons phone={phone} tone="dark" />
          </div>
        </div>
      </section>
    </>
  );
}
