import { describe, expect, it } from 'vitest';
import { businessContact, localBusinessJsonLd } from './business-jsonld';
import { availabilityFor, entryBreadcrumbJsonLd, entryUrl, itemListJsonLd, listingJsonLd, productJsonLd, serializeJsonLd } from './jsonld';
import { validateJsonLd } from './jsonld-schema';
import { toPuppy } from './puppy';

const base = 'https://goldens.example';

describe('availabilityFor', () => {
  it('maps Reserved to pre-order', () => {
    expect(availabilityFor('Reserved')).toBe('https://schema.org/PreOrder');
  });
  it.each(['Available', 'Hold', 'Adopted', '', 'reserved'])('maps %o to in stock', (status) => {
    expect(availabilityFor(status)).toBe('https://schema.org/InStock');
  });
});

describe('productJsonLd', () => {
  const sunny = toPuppy('sunny-1', {
    name: 'Sunny',
    price: 3200,
    status: 'Available',
    color: 'Light Golden',
    description: 'Bold and cuddly.',
    imageUrl: '/media/puppies/sunny.webp?v=1',
  });

  it('is absent for an entry without a price', () => {
    expect(productJsonLd(base, toPuppy('a', { name: 'A' }))).toBeNull();
    expect(productJsonLd(base, toPuppy('b', { name: 'B', price: 0 }))).toBeNull();
  });

  it('describes a priced entry as a Product with a USD Offer in stock', () => {
    const ld = productJsonLd(base, sunny);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Sunny',
      description: 'Bold and cuddly.',
      url: 'https://goldens.example/puppies/sunny-1',
      image: 'https://goldens.example/media/puppies/sunny.webp?v=1',
      color: 'Light Golden',
      offers: {
        '@type': 'Offer',
        price: '3200.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://goldens.example/puppies/sunny-1',
      },
    });
  });

  it('offers a Reserved entry as a pre-order', () => {
    const ld = productJsonLd(base, { ...sunny, status: 'Reserved' });
    expect(ld?.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
  });

  it('keeps an absolute image URL and uses the site image for an entry without a photo (a Product needs one)', () => {
    const remote = productJsonLd(base, { ...sunny, imageUrl: 'https://cdn.example/s.webp' });
    expect(remote?.image).toBe('https://cdn.example/s.webp');
    const none = productJsonLd(base, { ...sunny, imageUrl: null });
    expect(none?.image).toBe('https://goldens.example/og-default.png');
  });

  it('carries the entry id as sku', () => {
    expect(productJsonLd(base, sunny)?.sku).toBe('sunny-1');
  });

  it('writes a description when the entry has none', () => {
    const ld = productJsonLd(base, { ...sunny, description: '', sex: 'Male' });
    expect(ld?.description).toBe('Golden retriever puppy, Light Golden, male.');
  });
});

describe('itemListJsonLd', () => {
  it('lists every entry in order with its position and URL', () => {
    const entries = [toPuppy('a', { name: 'Alpha' }), toPuppy('b c', { name: 'Beta', entryType: 'litter' })];
    const ld = itemListJsonLd(base, entries);
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 });
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://goldens.example/puppies/a', name: 'Alpha' },
      { '@type': 'ListItem', position: 2, url: 'https://goldens.example/puppies/b%20c', name: 'Beta' },
    ]);
  });

  it('encodes ids in entry URLs', () => {
    expect(entryUrl(base, { id: 'a/b' })).toBe('https://goldens.example/puppies/a%2Fb');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element early and still parses back', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const out = serializeJsonLd(data);
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe('listingJsonLd (one page of /puppies)', () => {
  const page = [
    toPuppy('p1', { name: 'Priced', price: 2500, status: 'Reserved', imageUrl: '/media/p1.webp' }),
    toPuppy('p2', { name: 'Unpriced' }),
    toPuppy('l1', { name: 'Litter', entryType: 'litter', expectedDate: '2027-01-01' }),
    toPuppy('p3', { name: 'Free', price: 0 }),
    toPuppy('p4', { name: 'Second priced', price: 1800 }),
  ];

  it('is the ItemList of the cards shown and one Product/Offer per priced card', () => {
    const [list, ...products] = listingJsonLd(base, page);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 5 });
    expect(products.map((p) => [p.name, p.sku, (p.offers as { availability: string }).availability])).toEqual([
      ['Priced', 'p1', 'https://schema.org/PreOrder'],
      ['Second priced', 'p4', 'https://schema.org/InStock'],
    ]);
  });

  it('validates against the vocabulary and Google’s required properties', () => {
    for (const block of listingJsonLd(base, page)) expect(validateJsonLd(block)).toEqual([]);
  });
});

describe('entryBreadcrumbJsonLd', () => {
  it('is Home › Puppies › the entry, with absolute items, and valid', () => {
    const ld = entryBreadcrumbJsonLd(base, { id: 'a b', name: 'Sunny' });
    expect((ld.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item])).toEqual([
      ['Home', 'https://goldens.example/'],
      ['Puppies', 'https://goldens.example/puppies'],
      ['Sunny', 'https://goldens.example/puppies/a%20b'],
    ]);
    expect(validateJsonLd(ld)).toEqual([]);
  });
});

describe('localBusinessJsonLd', () => {
  const info = { address: '123 Farm Lane, Albion, NY', phone: '(585) 555-0100', email: 'hi@example.com', facebook: 'https://facebook.com/x', notificationEmails: ['owner@example.com'] };

  it('has the phone from settings and the area served, never the farm’s street address, and is valid', () => {
    const ld = localBusinessJsonLd(base, businessContact(info as never));
    expect(ld.telephone).toBe('(585) 555-0100');
    expect(ld.areaServed).toEqual([
      { '@type': 'State', name: 'New York' },
      { '@type': 'Country', name: 'United States' },
    ]);
    expect(JSON.stringify(ld)).not.toContain('Farm Lane');
    expect(JSON.stringify(ld)).not.toContain('owner@example.com');
    expect(validateJsonLd(ld)).toEqual([]);
  });
});

describe('validateJsonLd', () => {
  const product = productJsonLd(base, toPuppy('v1', { name: 'Valid', price: 100, description: 'A pup.' }))!;

  it('accepts a valid Product', () => {
    expect(validateJsonLd(product)).toEqual([]);
  });

  it('refuses unknown types and properties, missing required properties and bad values', () => {
    expect(validateJsonLd({ ...product, '@type': 'Puppy' })).toEqual(['block 0: unknown @type "Puppy"']);
    expect(validateJsonLd({ ...product, weightKg: 3 })).toContain('block 0 (Product): "weightKg" is not a Product property');
    const { sku: _sku, offers: _offers, ...bare } = product;
    expect(validateJsonLd(bare)).toEqual(expect.arrayContaining(['block 0 (Product): sku is required', 'block 0 (Product): offers (or review/aggregateRating) is required']));
    const offer = product.offers as Record<string, unknown>;
    expect(validateJsonLd({ ...product, offers: { ...offer, price: '0.00', priceCurrency: 'EUR', availability: 'InStock' } })).toEqual([
      'block 0.offers (Offer): price must be a number > 0',
      'block 0.offers (Offer): priceCurrency must be USD',
      'block 0.offers (Offer): availability must be a schema.org ItemAvailability URL',
    ]);
    expect(validateJsonLd({ ...product, image: '/relative.webp' })).toContain('block 0 (Product): image must be an absolute URL');
    expect(validateJsonLd({ ...product, '@context': 'http://schema.org' })).toContain('block 0: @context must be https://schema.org');
    const list = itemListJsonLd(base, [toPuppy('a', { name: 'A' })]);
    expect(validateJsonLd({ ...list, numberOfItems: 3 })).toContain('block 0 (ItemList): numberOfItems must equal the items listed');
    expect(validateJsonLd(localBusinessJsonLd(base, null))).toContain('block 0 (LocalBusiness): telephone is required');
  });
});
