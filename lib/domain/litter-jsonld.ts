import { availabilityFor, type JsonLd } from './jsonld';
import { hasPrice, type Puppy } from './entry';
import { SITE } from './site';

/** Structured data of the litter pages (issue 14): breadcrumbs and the litter's puppies as an ItemList. */

function absolute(base: string, url: string | null): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

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
 * A litter's puppies as an ItemList: each a Product with its page, photo and colour; an Offer
 * only for a puppy with a price (no price, no offer: nothing invented). Adopted puppies stay in the
 * list (the archive) and are offered only when priced, as SoldOut.
 */
export function litterPuppiesJsonLd(base: string, litter: { id: string; name: string }, puppies: readonly Puppy[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${base}${litterPath(litter.id)}#puppies`,
    name: `Puppies of ${litter.name}`,
    numberOfItems: puppies.length,
    itemListElement: puppies.map((p, i) => {
      const url = `${base}/puppies/${encodeURIComponent(p.id)}`;
      const product: JsonLd = {
        '@type': 'Product',
        name: p.name,
        url,
        ...(p.imageUrl ? { image: absolute(base, p.imageUrl) } : {}),
        ...(p.color ? { color: p.color } : {}),
        brand: { '@type': 'Brand', name: SITE.name },
      };
      if (hasPrice(p)) {
        product.offers = {
          '@type': 'Offer',
          price: p.price.toFixed(2),
          priceCurrency: 'USD',
          availability: p.status === 'Adopted' ? 'https://schema.org/SoldOut' : availabilityFor(p.status),
          url,
        };
      }
      return { '@type': 'ListItem', position: i + 1, item: product };
    }),
  };
}
