import { describe, expect, it } from 'vitest';
import { toPuppy } from './entry';
import { breadcrumbJsonLd, litterPuppiesJsonLd } from './litter-jsonld';

const base = 'https://example.com';

describe('litter structured data', () => {
  it('lists the puppies as an ItemList of Products, with an offer only when there is a price', () => {
    const priced = toPuppy('p1', { name: 'Sunny', price: 2800, status: 'Reserved', imageUrl: '/media/puppies/a.webp', color: 'Red' });
    const unpriced = toPuppy('p2', { name: 'Maple', price: null });
    const zero = toPuppy('p3', { name: 'Zero', price: 0 });
    const adopted = toPuppy('p4', { name: 'Gone', price: 2500, status: 'Adopted' });
    const ld = litterPuppiesJsonLd(base, { id: 'L1', name: 'Spring' }, [priced, unpriced, zero, adopted]);
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 4, '@id': 'https://example.com/litters/L1#puppies' });
    const items = ld.itemListElement as { position: number; item: Record<string, unknown> }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    expect(items[0]!.item).toMatchObject({
      '@type': 'Product',
      name: 'Sunny',
      url: 'https://example.com/puppies/p1',
      image: 'https://example.com/media/puppies/a.webp',
      offers: { price: '2800.00', priceCurrency: 'USD', availability: 'https://schema.org/PreOrder' },
    });
    expect(items[1]!.item).not.toHaveProperty('offers');
    expect(items[1]!.item).not.toHaveProperty('image');
    expect(items[2]!.item).not.toHaveProperty('offers');
    expect(items[3]!.item).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('makes breadcrumbs with absolute addresses', () => {
    expect(breadcrumbJsonLd(base, [{ name: 'Home', path: '/' }, { name: 'Litters', path: '/litters' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com' },
        { '@type': 'ListItem', position: 2, name: 'Litters', item: 'https://example.com/litters' },
      ],
    });
  });
});
