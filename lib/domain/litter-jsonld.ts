import type { Puppy } from './entry';
import type { JsonLd } from './jsonld';

/** Structured data of the litter pages (docs/litters.md): breadcrumbs and the litter's puppies as an ItemList. */

export function litterPath(id: string): string {
  return `/litters/${encodeURIComponent(id)}`;
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(base: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${base}${c.path === '/' ? '' : c.path}` })),
  };
}

/**
 * A litter's puppies as an ItemList in Google's summary-page form: each ListItem names the puppy
 * and its own page (/puppies/<id>), where that page's Product carries the offer; so nothing here
 * states a price, and an unpriced puppy gets none anywhere (Product snippets need an offer, which
 * is why no Product is emitted for a puppy here). Adopted puppies stay in the list (the archive).
 */
export function litterPuppiesJsonLd(base: string, litter: { id: string; name: string }, puppies: readonly Pick<Puppy, 'id' | 'name'>[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${base}${litterPath(litter.id)}#puppies`,
    name: `Puppies of ${litter.name}`,
    numberOfItems: puppies.length,
    itemListElement: puppies.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${base}/puppies/${encodeURIComponent(p.id)}`,
      name: p.name,
    })),
  };
}
