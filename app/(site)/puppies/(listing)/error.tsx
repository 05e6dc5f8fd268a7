'use client';

import { ListingError } from '@/components/puppies/listing-error';
import { ListingSection } from '@/components/puppies/listing-section';
import { PuppiesHero } from '@/components/puppies/puppies-hero';

/** An unexpected render failure shows the same §8 message as a failed read, with a retry. */
export default function PuppiesError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <>
      <PuppiesHero />
      <ListingSection>
        <ListingError onRetry={reset} />
      </ListingSection>
    </>
  );
}
