import { describe, expect, it } from 'vitest';
import { toPuppy } from './entry';
import { validateJsonLd } from './jsonld-schema';
import { breadcrumbJsonLd, litterPuppiesJsonLd } from './litter-jsonld';

const base = 'https://example.com';

describe('litter structured data', () => {
  it('lists the puppies as a summary ItemList (name and page each, no price anywhere), valid by the site’s schema.org/Google rules', () => {
    const priced = toPuppy('p1', { name: 'Sunny', price: 2800, status: 'Reserved' });
    const unpriced = toPuppy('p2', { name: 'Maple', price: null });
    const adopted = toPuppy('p3', { name: 'Gone', price: 2500, status: 'Adopted' });
    const ld = litterPuppiesJsonLd(base, { id: 'L1', name: 'Spring' }, [priced, unpriced, adopted]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      '@id': 'https://example.com/litters/L1#puppies',
      name: 'Puppies of Spring',
      numberOfItems: 3,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://example.com/puppies/p1', name: 'Sunny' },
        { '@type': 'ListItem', position: 2, url: 'https://example.com/puppies/p2', name: 'Maple' },
        { '@type': 'ListItem', position: 3, url: 'https://example.com/puppies/p3', name: 'Gone' },
      ],
    });
    expect(JSON.stringify(ld)).not.toMatch(/price|offers/i);
    expect(validateJsonLd(ld)).toEqual([]);
  });

  it('makes breadcrumbs with absolute addresses, valid by the same rules', () => {
    const crumbs = breadcrumbJsonLd(base, [
      { name: 'Home', path: '/' },
      { name: 'Litters', path: '/litters' },
      { name: 'Spring', path: '/litters/L1' },
    ]);
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com' },
        { '@type': 'ListItem', position: 2, name: 'Litters', item: 'https://example.com/litters' },
        { '@type': 'ListItem', position: 3, name: 'Spring', item: 'https://example.com/litters/L1' },
      ],
    });
    expect(validateJsonLd(crumbs)).toEqual([]);
  });
});
