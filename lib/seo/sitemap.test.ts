import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildSitemapChild, buildSitemapIndex, childOf, MAX_URLS_PER_SITEMAP, planChildren, urlSetXml, type SitemapSource, type SitemapUrl } from './sitemap';

const ORIGIN = 'https://goldens.example';

/** A source of `n` records, counting what it is asked for (the reads each file makes). */
function recordSource(name: string, n: number) {
  const calls = { count: 0, list: [] as { offset: number; limit: number }[] };
  const updatedAt = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  const source: SitemapSource = {
    name,
    count: async () => {
      calls.count++;
      return n;
    },
    list: async ({ offset, limit }) => {
      calls.list.push({ offset, limit });
      const out: SitemapUrl[] = [];
      for (let i = offset; i < Math.min(n, offset + limit); i++) {
        out.push({ loc: `/puppies/p${i}`, lastmod: updatedAt(i), changefreq: 'weekly', priority: 0.8, images: [{ loc: `/media/puppies/p${i}.jpg?v=1&w=2` }] });
      }
      return out;
    },
  };
  return { source, calls, updatedAt };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap', 'image:image'].includes(name) });

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parser.parse(xml);
}

describe('sitemap index and children at 120,000 URLs', () => {
  it('an index of 3 children, each valid XML with at most 50,000 URLs, lastmod from updatedAt and an image entry; the index reads counts only, each child its own slice', async () => {
    const { source, calls, updatedAt } = recordSource('puppies', 120_000);

    const index = parse(await buildSitemapIndex(ORIGIN, [source]));
    expect(index.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(locs).toEqual([0, 1, 2].map((k) => `${ORIGIN}/sitemaps/puppies-${k}.xml`));
    expect(calls).toEqual({ count: 1, list: [] });

    const seen = new Set<string>();
    const sizes: number[] = [];
    for (const [k, loc] of locs.entries()) {
      const file = loc.slice(`${ORIGIN}/sitemaps/`.length);
      calls.list = [];
      calls.count = 0;
      const xml = await buildSitemapChild(ORIGIN, [source], file);
      expect(xml).not.toBeNull();
      expect(Buffer.byteLength(xml!)).toBeLessThan(50 * 1024 * 1024);
      // One read of this child's slice, no count, nothing else.
      expect(calls).toEqual({ count: 0, list: [{ offset: k * MAX_URLS_PER_SITEMAP, limit: MAX_URLS_PER_SITEMAP }] });
      const doc = parse(xml!);
      expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(doc.urlset['@_xmlns:image']).toBe('http://www.google.com/schemas/sitemap-image/1.1');
      const urls = doc.urlset.url as { loc: string; lastmod: string; 'image:image': { 'image:loc': string }[] }[];
      expect(urls.length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
      sizes.push(urls.length);
      // Plain checks per URL (360,000 expect() calls would take most of a minute), one assertion.
      const wrong: string[] = [];
      for (const u of urls) {
        const i = Number(/\/puppies\/p(\d+)$/.exec(u.loc)?.[1]);
        const images = u['image:image'].map((img) => img['image:loc']);
        // The & of the image URL is escaped in the file and reads back as written.
        if (u.loc !== `${ORIGIN}/puppies/p${i}` || u.lastmod !== updatedAt(i) || images.length !== 1 || images[0] !== `${ORIGIN}/media/puppies/p${i}.jpg?v=1&w=2`) {
          wrong.push(JSON.stringify(u));
        }
        seen.add(u.loc);
      }
      expect(wrong.slice(0, 3)).toEqual([]);
    }
    expect(sizes).toEqual([50_000, 50_000, 20_000]);
    expect(seen.size).toBe(120_000);
  }, 120_000);

  it('names one file per source even when empty, numbers files per source, and puts several sources in one index', async () => {
    const pages = recordSource('pages', 8).source;
    const empty = recordSource('parents', 0).source;
    const big = recordSource('puppies', 50_001).source;
    expect(planChildren([pages, empty, big], [8, 0, 50_001]).map((c) => c.file)).toEqual(['pages-0.xml', 'parents-0.xml', 'puppies-0.xml', 'puppies-1.xml']);
    const index = parse(await buildSitemapIndex(ORIGIN, [pages, empty, big]));
    expect(index.sitemapindex.sitemap).toHaveLength(4);
    const first = parse((await buildSitemapChild(ORIGIN, [pages, empty, big], 'parents-0.xml'))!);
    expect(first.urlset.url ?? []).toEqual([]);
    expect(parse((await buildSitemapChild(ORIGIN, [pages, empty, big], 'puppies-1.xml'))!).urlset.url).toHaveLength(1);
  });

  it('answers null (a 404) for file names that name no child: unknown source, bad shape, past the end', async () => {
    const { source } = recordSource('puppies', 10);
    for (const file of ['litters-0.xml', 'puppies-01.xml', 'puppies--1.xml', 'puppies-0.xml.gz', '../puppies-0.xml', 'PUPPIES-0.xml', 'puppies-1.xml']) {
      expect(await buildSitemapChild(ORIGIN, [source], file), file).toBeNull();
    }
    expect(childOf([source], 'puppies-2.xml')).toMatchObject({ offset: 2 * MAX_URLS_PER_SITEMAP, limit: MAX_URLS_PER_SITEMAP });
    expect(() => planChildren([{ ...source, name: 'Bad Name' }], [1])).toThrow(/lowercase/);
  });

  it('escapes XML, keeps absolute URLs as they are, leaves out an unreadable lastmod, and refuses more than 50,000 URLs', () => {
    const xml = urlSetXml(ORIGIN, [
      { loc: '/', lastmod: 'not a date' },
      { loc: "/puppies/a&b<'c'>", images: [{ loc: 'https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg?alt=media&token=1' }] },
    ]);
    const urls = parse(xml).urlset.url;
    expect(urls[0]).toEqual({ loc: ORIGIN });
    expect(urls[1].loc).toBe(`${ORIGIN}/puppies/a&b<'c'>`);
    expect(urls[1]['image:image'][0]['image:loc']).toBe('https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg?alt=media&token=1');
    expect(xml).toContain('a&amp;b&lt;&apos;c&apos;&gt;');
    expect(() => urlSetXml(ORIGIN, Array.from({ length: MAX_URLS_PER_SITEMAP + 1 }, (_, i) => ({ loc: `/p${i}` })))).toThrow(/50000/);
  });
});
