import { hasPrice, type Puppy } from './entry';
import type { BasicInfo } from './settings';
import { SITE } from './site';

/** Structured data builders (schema.org), pure so they can be unit-tested. */

export type JsonLd = Record<string, unknown>;

/** Reserved maps to pre-order availability, anything else to in stock (SPEC.md §2). */
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
    image: absolute(base, e.imageUrl),
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

export function localBusinessJsonLd(base: string, info: BasicInfo | null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${base}/#business`,
    name: SITE.name,
    description: `Family breeder of AKC-registered golden retriever puppies with ${SITE.yearsExperience} years of experience. Farm visits by appointment only.`,
    url: base,
    image: `${base}/og-default.png`,
    ...(info?.phone ? { telephone: info.phone } : {}),
    ...(info?.email ? { email: info.email } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(info?.address ? { streetAddress: info.address.split(',')[0]?.trim() } : {}),
      addressLocality: SITE.locality,
      addressRegion: SITE.region,
      addressCountry: SITE.country,
    },
    ...(info?.facebook ? { sameAs: [info.facebook] } : {}),
  };
}

/** Serialises for a <script type="application/ld+json">, escaping `<` so no tag can be closed early. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
