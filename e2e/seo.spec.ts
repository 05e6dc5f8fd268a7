import { expect, test } from './test';
import { E2E_ORIGIN } from './env';
import { entryIdsByName, HIDDEN_ENTRIES, jsonLdBlocks, jsonLdObjects, ofType, PUBLIC_ENTRIES, typeCount } from './support';
import { validateJsonLd } from '../lib/domain/jsonld-schema';

test('/sitemap.xml is an index whose child sitemaps list the public pages and every public entry (lastmod, image), no hidden one', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const index = await res.text();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(children).toContain(`${E2E_ORIGIN}/sitemaps/puppies-0.xml`);
  let xml = '';
  for (const child of children) {
    expect(child.startsWith(`${E2E_ORIGIN}/sitemaps/`), child).toBe(true);
    const part = await request.get(child.slice(E2E_ORIGIN.length));
    expect(part.status(), child).toBe(200);
    xml += await part.text();
  }
  expect((await request.get('/sitemaps/puppies-9.xml')).status()).toBe(404);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // Entries carry their last change and their photo.
  expect(xml).toMatch(/<url><loc>[^<]+\/puppies\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>.*<image:image><image:loc>[^<]+<\/image:loc><\/image:image><\/url>/);
  for (const p of ['/puppies', '/studs', '/gallery', '/about', '/contact', '/privacy', '/terms']) {
    expect(locs, p).toContain(`${E2E_ORIGIN}${p}`);
  }
  expect(locs.some((l) => l === E2E_ORIGIN || l === `${E2E_ORIGIN}/`)).toBe(true);

  const ids = entryIdsByName();
  for (const e of PUBLIC_ENTRIES) expect(locs, e.name).toContain(`${E2E_ORIGIN}/puppies/${encodeURIComponent(ids.get(e.name)!)}`);
  for (const e of HIDDEN_ENTRIES) expect(xml, e.name).not.toContain(ids.get(e.name)!);
});

test("a detail page's share card is its own 1200×630 PNG made from the entry", async ({ request }) => {
  const id = entryIdsByName().get(PUBLIC_ENTRIES[0]!.name)!;
  const html = await (await request.get(`/puppies/${encodeURIComponent(id)}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(image).toMatch(new RegExp(`^${E2E_ORIGIN}/puppies/${encodeURIComponent(id)}/og\\.png\\?v=\\d+$`));
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  const res = await request.get(image!.slice(E2E_ORIGIN.length));
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  const png = await res.body();
  // PNG signature, then the IHDR chunk's width and height.
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const hidden = entryIdsByName().get(HIDDEN_ENTRIES[0]!.name)!;
  expect((await request.get(`/puppies/${encodeURIComponent(hidden)}/og.png`)).status()).toBe(404);
});

test('/robots.txt references the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const body = await res.text();
  expect(body).toContain(`Sitemap: ${E2E_ORIGIN}/sitemap.xml`);
  expect(body).toMatch(/User-Agent: \*/i);
  expect(body).toMatch(/Disallow: \/admin/);
});

for (const path of ['/', '/contact']) {
  test(`${path} has LocalBusiness JSON-LD for Albion, NY`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const [business, ...more] = ofType(jsonLdObjects(html), 'LocalBusiness');
    expect(business).toBeTruthy();
    expect(more).toHaveLength(0);
    const address = business!.address as Record<string, string>;
    expect(address.addressLocality).toBe('Albion');
    expect(address.addressRegion).toBe('NY');
    expect(business!.telephone).toBeTruthy();
    // docs/scale.md: valid, once (not repeated in the RSC payload), the area served and no street address.
    for (const block of jsonLdBlocks(html)) expect(validateJsonLd(block)).toEqual([]);
    expect(typeCount(html, 'LocalBusiness')).toBe(1);
    expect(business!.areaServed).toBeTruthy();
    expect(address.streetAddress).toBeUndefined();
  });
}

test('a detail page has a BreadcrumbList and, when priced, one Product with sku, image and Offer, each once and valid', async ({ request }) => {
  const ids = entryIdsByName();
  const priced = PUBLIC_ENTRIES.find((e) => (e.price ?? 0) > 0 && e.status === 'Reserved')!;
  const unpriced = PUBLIC_ENTRIES.find((e) => e.entryType === 'puppy' && !((e.price ?? 0) > 0))!;
  for (const entry of [priced, unpriced]) {
    const id = ids.get(entry.name)!;
    const html = await (await request.get(`/puppies/${encodeURIComponent(id)}`)).text();
    for (const block of jsonLdBlocks(html)) expect(validateJsonLd(block), entry.name).toEqual([]);
    expect(typeCount(html, 'BreadcrumbList'), entry.name).toBe(1);
    const products = ofType(jsonLdObjects(html), 'Product');
    if (entry === priced) {
      expect(typeCount(html, 'Product')).toBe(1);
      expect(products[0]).toMatchObject({ name: entry.name, sku: id, offers: { priceCurrency: 'USD', availability: 'https://schema.org/PreOrder' } });
    } else {
      expect(products, entry.name).toHaveLength(0);
    }
    // The deposit the offer stands for is stated on the page.
    expect(html).toContain('non-refundable deposit');
  }
});

test('public pages have a title, a description and a canonical link', async ({ request }) => {
  for (const path of ['/', '/puppies', '/studs', '/gallery', '/about', '/contact', '/privacy', '/terms']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (path === '/') expect([E2E_ORIGIN, `${E2E_ORIGIN}/`], path).toContain(canonical);
    else expect(canonical, path).toBe(`${E2E_ORIGIN}${path}`);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
  }
});

test.describe('media route', () => {
  test('refuses path traversal, absolute paths and NUL with 404', async ({ request }) => {
    for (const p of [
      '/media/..%2F..%2Fsite.db',
      '/media/..%2Fsite.db',
      '/media/%2E%2E/site.db',
      '/media/%2Fetc%2Fpasswd',
      '/media/adminGallery/%00.webp',
      '/media/adminGallery/x%00.webp',
      '/media/..%5C..%5Csite.db',
    ]) {
      const res = await request.get(p);
      expect(res.status(), p).toBe(404);
      const body = await res.body();
      expect(body.subarray(0, 15).toString('latin1'), p).not.toBe('SQLite format 3');
      expect(body.toString('latin1'), p).not.toContain('root:x:0:0');
    }
  });

  test('serves a gallery image with an image type and a long cache lifetime', async ({ request }) => {
    const html = await (await request.get('/gallery')).text();
    const raw = /(\/media\/adminGallery\/[^"&\s\\]+)|(%2Fmedia%2FadminGallery%2F[^"&\s\\]+)/.exec(html)?.[0];
    expect(raw, 'a gallery image URL in /gallery').toBeTruthy();
    const url = raw!.startsWith('%2F') ? decodeURIComponent(raw!) : raw!.replace(/&amp;/g, '&');
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\//);
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers()['cache-control'] ?? '')?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(60 * 60 * 24 * 30);
    expect((await res.body()).byteLength).toBeGreaterThan(1000);
  });
});
