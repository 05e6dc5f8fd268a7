import { describe, expect, it } from 'vitest';
import { availabilityFor, entryUrl, itemListJsonLd, productJsonLd, serializeJsonLd } from './jsonld';
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

  it('keeps an absolute image URL and leaves out a missing one', () => {
    const remote = productJsonLd(base, { ...sunny, imageUrl: 'https://cdn.example/s.webp' });
    expect(remote?.image).toBe('https://cdn.example/s.webp');
    const none = productJsonLd(base, { ...sunny, imageUrl: null });
    expect(JSON.parse(serializeJsonLd(none!))).not.toHaveProperty('image');
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
