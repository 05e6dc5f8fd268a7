'use client';

import { listingJsonLd, serializeJsonLd } from '@/lib/domain/jsonld';
import type { Puppy } from '@/lib/domain/entry';

/**
 * The structured data of the page shown (ItemList + a Product/Offer per priced item), built here
 * from the cards' own entries, which the page's RSC payload carries anyway: the JSON-LD text is in
 * the HTML once (a server component's <script> is also repeated in the payload).
 */
export function ListingJsonLd({ base, items }: { base: string; items: readonly Puppy[] }) {
  return (
    <>
      {listingJsonLd(base, items).map((block, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
    </>
  );
}
