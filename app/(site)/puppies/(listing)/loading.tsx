import { ListingSection } from '@/components/puppies/listing-section';
import { ListingSkeleton } from '@/components/puppies/listing-skeleton';
import { PuppiesHero } from '@/components/puppies/puppies-hero';

export default function PuppiesLoading() {
  return (
    <>
      <PuppiesHero />
      <ListingSection busy>
        <ListingSkeleton />
      </ListingSection>
    </>
  );
}
