import { hasPrice, type Puppy } from './entry';
import type { JsonLd } from './jsonld-core';
import { SITE } from './site';

/** Structured data builders (schema.org), pure so they can be unit-tested. */

// The serializer and the LocalBusiness block live in modules of their own so the small client
// components that print one block (components/seo/*) ship only what they use (first-load JS budget).
// The LocalBusiness block is not re-exported here: a re-export keeps its module in every client
// bundle that imports this one (the puppy pages' EntryJsonLd), used or not. Import it from
// './business-jsonld'.
export { serializeJsonLd, type JsonLd } from './jsonld-core';

/** Reserved maps to pre-order availability, anything else to in stock (docs/product.md §2). */
export function availabilityFor(status: string): string {
  return status === 'Reserved' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock';
}

function absolute(base: string, url: string | null): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function entryUrl(base: string, e: Pick<Puppy, 'id'>): string {
  return `${base}/puppies/${encodeURIComponent(e.id)}`;
}

/** The site's share image: a Product needs an image, and an entry may have no photo yet. */
function defaultImage(base: string): string {
  return `${base}/og-default.png`;
}

/**
 * Google's product snippet (visitors reserve through contact, they do not buy on the page): a
 * Product with name, image, description, sku (the entry id) and an Offer (price > 0, USD,
 * availability per docs/product.md: Reserved → PreOrder, anything else → InStock). An unpriced entry has no
 * block at all: a Product needs an offer, review or rating, and no price is invented.
 */
export function productJsonLd(base: string, e: Puppy): JsonLd | null {
  if (!hasPrice(e)) return null;
  const description =
    e.description ||
    (e.entryType === 'litter'
      ? `Golden retriever litter${e.color ? `, expected color ${e.color}` : ''}.`
      : `Golden retriever puppy${e.color ? `, ${e.color}` : ''}${e.sex ? `, ${e.sex.toLowerCase()}` : ''}.`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${entryUrl(base, e)}#product`,
    name: e.name,
    description,
    sku: e.id,
    image: absolute(base, e.imageUrl) ?? defaultImage(base),
    url: entryUrl(base, e),
    category: e.entryType === 'litter' ? 'Golden retriever litter' : 'Golden retriever puppy',
    ...(e.color ? { color: e.color } : {}),
    brand: { '@type': 'Brand', name: SITE.name },
    offers: {
      '@type': 'Offer',
      price: e.price.toFixed(2),
      priceCurrency: 'USD',
      availability: availabilityFor(e.status),
      url: entryUrl(base, e),
      seller: { '@type': 'Organization', name: SITE.name },
    },
  };
}

export function itemListJsonLd(base: string, entries: readonly Puppy[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Golden retriever puppies and litters',
    numberOfItems: entries.length,
    itemListElement: entries.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: entryUrl(base, e),
      name: e.name,
    })),
  };
}

/**
 * The structured data of one listing page: an ItemList of the cards shown and a Product/Offer for
 * each priced one (the page shown, not the whole catalogue).
 */
export function listingJsonLd(base: string, items: readonly Puppy[]): JsonLd[] {
  const products = items.map((e) => productJsonLd(base, e)).filter((p): p is JsonLd => p !== null);
  return [itemListJsonLd(base, items), ...products];
}

/** Home › Puppies › the entry, on its detail page. */
export function entryBreadcrumbJsonLd(base: string, e: Pick<Puppy, 'id' | 'name'>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: 'Puppies', item: `${base}/puppies` },
      { '@type': 'ListItem', position: 3, name: e.name, item: entryUrl(base, e) },
    ],
  };
}
