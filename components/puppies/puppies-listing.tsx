import { ListingError } from '@/components/puppies/listing-error';
import { ListingSection } from '@/components/puppies/listing-section';
import { PuppiesHero } from '@/components/puppies/puppies-hero';
import { ListingBrowser } from '@/components/puppies/listing-browser';
import { toPageQuery, usesServerPaging, type ListingQuery } from '@/lib/domain/listing';
import { MESSAGES } from '@/lib/domain/messages';
import { siteUrl } from '@/lib/config/site-origin';
import { getListingPage, getPublicPuppies, load } from '@/lib/server/data';
import { LITTER_STAGE_LABELS } from '@/lib/domain/litter';
import { getPublicLitterPage } from '@/lib/server/litters';

/**
 * The /puppies listing for one view (server component). One cached backend query answers the view
 * and says how big the catalogue is: up to SERVER_PAGING_THRESHOLD entries the whole catalogue goes
 * to the browser, which filters instantly (the HTML is this view, rendered from the same entries by
 * the same rules, so it is what a visitor without JavaScript gets); past it, only this view's page
 * is sent and every change asks the server (docs/listing.md).
 */
export async function PuppiesListing({ view }: { view: ListingQuery }) {
  const base = siteUrl();
  const [page, litters] = await Promise.all([load('puppies', () => getListingPage(toPageQuery(view))), load('litters', getPublicLitterPage)]);
  // A litter card says where the litter is in the words of /litters (its stage), not its status; a
  // litter past /litters' bounded page, or a failed read, keeps its status word.
  const stages = litters.ok ? Object.fromEntries(litters.data.litters.map((l) => [l.id, LITTER_STAGE_LABELS[l.stage]])) : undefined;
  let body: React.ReactNode;
  if (!page.ok) {
    body = <ListingError />;
  } else if (!usesServerPaging(page.data.all)) {
    const all = await load('puppies', () => getPublicPuppies());
    body = all.ok ? (
      <ListingBrowser mode="in-browser" props={{ entries: all.data, base, view, unpricedLabel: MESSAGES.puppies.contactForPricing, stages }} />
    ) : (
      <ListingError />
    );
  } else {
    body = (
      <ListingBrowser
        mode="server-paged"
        props={{
          view: { ...view, q: view.q.trim(), page: page.data.page, from: page.data.page },
          items: page.data.items,
          total: page.data.total,
          base,
          unpricedLabel: MESSAGES.puppies.contactForPricing,
          stages,
        }}
      />
    );
  }
  return (
    <>
      <PuppiesHero />
      <ListingSection>{body}</ListingSection>
    </>
  );
}
