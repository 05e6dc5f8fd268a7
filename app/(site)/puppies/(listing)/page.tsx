import { JsonLd } from '@/components/puppies/json-ld';
import { ListingError } from '@/components/puppies/listing-error';
import { ListingSection } from '@/components/puppies/listing-section';
import { PuppiesHero } from '@/components/puppies/puppies-hero';
import { PuppyBrowser } from '@/components/puppies/puppy-browser';
import { itemListJsonLd, productJsonLd } from '@/lib/domain/jsonld';
import { MESSAGES } from '@/lib/domain/messages';
import { siteUrl } from '@/lib/config/site-origin';
import { getPublicPuppies, load } from '@/lib/server/data';
import { pageMetadata } from '@/lib/domain/page-metadata';

// Every public page regenerates within 30 s (docs/caching.md); a literal, as Next reads it at build time.
export const revalidate = 30;

const title = 'Golden Retriever Puppies & Litters';
const description =
  'Browse available AKC-registered golden retriever puppies and upcoming litters from our family home in Albion, NY. Search, filter, and inquire or join a waitlist.';

export const metadata = pageMetadata({ path: '/puppies', title, description });

export default async function PuppiesPage() {
  const loaded = await load('puppies', () => getPublicPuppies());
  const base = siteUrl();
  return (
    <>
      <PuppiesHero />
      <ListingSection>
        {loaded.ok ? (
          <>
            <JsonLd data={itemListJsonLd(base, loaded.data)} />
            {loaded.data.map((entry) => {
              const product = productJsonLd(base, entry);
              return product ? <JsonLd key={entry.id} data={product} /> : null;
            })}
            <PuppyBrowser entries={loaded.data} unpricedLabel={MESSAGES.puppies.contactForPricing} />
          </>
        ) : (
          <ListingError />
        )}
      </ListingSection>
    </>
  );
}
