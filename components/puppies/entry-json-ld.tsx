'use client';

import { entryBreadcrumbJsonLd, productJsonLd, serializeJsonLd } from '@/lib/domain/jsonld';
import type { Puppy } from '@/lib/domain/entry';

/**
 * A detail page's structured data (BreadcrumbList, and a Product/Offer when priced), built in this
 * client component from the entry so the JSON-LD text is in the HTML once: a server component's
 * <script> is repeated in the RSC payload.
 */
export function EntryJsonLd({ base, entry }: { base: string; entry: Puppy }) {
  const product = productJsonLd(base, entry);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(entryBreadcrumbJsonLd(base, entry)) }} />
      {product ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(product) }} /> : null}
    </>
  );
}
