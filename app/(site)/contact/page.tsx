import { ContactDetails } from '@/components/contact/contact-details';
import { MESSAGES } from '@/lib/domain/messages';
import { ContactForm } from '@/components/contact/contact-form';
import { ContactMap } from '@/components/contact/contact-map';
import styles from '@/components/contact/contact.module.css';
import applyStyles from '@/components/apply/apply.module.css';
import { BusinessJsonLd } from '@/components/seo/business-json-ld';
import { businessContact } from '@/lib/domain/business-jsonld';
import { SITE } from '@/lib/domain/site';
import { siteUrl } from '@/lib/config/site-origin';
import { getBasicInfo, load } from '@/lib/server/data';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Contact Us';
const description = `Contact ${SITE.name} in Albion, NY about puppies, upcoming litters and stud services. Farm visits by appointment only.`;

export const metadata = pageMetadata({ path: '/contact', title, description, imageAlt: 'Golden retrievers in Albion, NY' });

export default async function ContactPage() {
  const loaded = await load('basic info', getBasicInfo);
  const info = loaded.ok ? loaded.data : null;

  return (
    <>
      <BusinessJsonLd base={siteUrl()} contact={businessContact(info)} />
      <header className={styles.hero}>
        <div className="container">
          <span className="eyebrow">Contact</span>
          <h1>Let&apos;s talk goldens</h1>
          <p className="lead">
            Questions about a puppy, joining a litter waitlist or stud services? We are a family breeder in Albion, NY
            and happy to help.
          </p>
        </div>
      </header>

      <div className={`container ${styles.layout}`}>
        <ContactDetails info={info} />
        <section id="contact-form" className={`card ${styles.formSection}`} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.panelTitle}>
            Send us a message
          </h2>
          <p className={styles.formLead}>
            Tell us about the puppy, litter or stud you are interested in, and a little about your family. We read
            every message and usually reply within a day.
          </p>
          <ContactForm recipients={info?.notificationEmails ?? []} labelledBy="contact-form-title" prefillFromQuery texts={MESSAGES.contact} />
        </section>
      </div>

      {/* docs/family-journey.md: the puppy application, beside (not instead of) the message form. */}
      <div className="container">
        <div className={`card ${applyStyles.pointer}`}>
          <p>{MESSAGES.apply.pointer}</p>
          {/* A plain link: next/link would add its client chunk (3.4 kB gzip) to this page's first load (docs/scale.md: 110 kB). */}
          <a href="/apply" className="btn btn-dark">
            {MESSAGES.apply.pointerLink}
          </a>
        </div>
      </div>

      <section className={`container ${styles.mapSection}`} aria-labelledby="map-title">
        <h2 id="map-title">Our area</h2>
        <p>We are near Albion in Orleans County, New York. We share directions when your visit is booked.</p>
        <ContactMap />
      </section>
    </>
  );
}
