import Link from '@/components/ui/link';
import { LitterCard } from '@/components/litters/litter-card';
import styles from '@/components/litters/litters.module.css';
import { ListingError } from '@/components/puppies/listing-error';
import { LITTERS_CRUMB, trailTo } from '@/components/seo/crumbs';
import { BreadcrumbJsonLd } from '@/components/seo/page-json-ld';
import { KeyedList } from '@/components/ui/keyed-list';
import { siteUrl } from '@/lib/config/site-origin';
import { pageMetadata } from '@/lib/domain/page-metadata';
import { load } from '@/lib/server/data';
import { getPublicLitterPage } from '@/lib/server/litters';
import { SubscribeForm } from '@/components/subscribe/subscribe-form';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Golden Retriever Litters';
const description =
  'Current and upcoming golden retriever litters from our family home in Albion, NY: parents, due dates, puppies and updates. Past litters stay in the archive.';

export const metadata = pageMetadata({ path: '/litters', title, description });

/** /litters (docs/litters.md): current litters in the owner's order, then Past litters (all placed). */
export default async function LittersPage() {
  // A bounded page of litters (docs/scale.md): a breeder has tens; a larger archive continues on /puppies' Litters tab.
  const loaded = await load('litters', () => getPublicLitterPage());
  const current = loaded.ok ? loaded.data.litters.filter((l) => l.stage !== 'placed') : [];
  const past = loaded.ok ? loaded.data.litters.filter((l) => l.stage === 'placed') : [];
  const more = loaded.ok && loaded.data.total > loaded.data.litters.length;
  return (
    <>
      <BreadcrumbJsonLd
        base={siteUrl()}
        crumbs={trailTo(LITTERS_CRUMB)}
      />
      <header className={`container ${styles.head}`}>
        <span className="eyebrow">Our litters</span>
        <h1>Golden retriever litters</h1>
        <p className="lead">Follow each litter from the planned pairing to the day the puppies go home. Join the waitlist for a litter through our contact page.</p>
      </header>
      <div className="container">
        {!loaded.ok ? (
          <ListingError />
        ) : (
          <>
            <section className={styles.group} aria-labelledby="current-litters">
              <h2 id="current-litters">Current litters</h2>
              {current.length === 0 ? (
                <p className={styles.empty}>No litters right now. Contact us to hear about the next one.</p>
              ) : (
                <KeyedList items={current} className={styles.grid} render={(l) => <LitterCard litter={l} />} />
              )}
            </section>
            {past.length > 0 && (
              <section className={styles.group} aria-labelledby="past-litters">
                <h2 id="past-litters">Past litters</h2>
                <KeyedList items={past} className={styles.grid} render={(l) => <LitterCard litter={l} />} />
              </section>
            )}
            {more && (
              <p className={styles.empty}>
                <Link href="/puppies?type=litters">See every litter</Link>
              </p>
            )}
          </>
        )}
      </div>
      <div className="container">
        <SubscribeForm id="litters-subscribe" />
      </div>
    </>
  );
}
