/**
 * Sitemaps by the protocol (sitemaps.org) and Google's image extension: an index at /sitemap.xml
 * naming child sitemaps of at most 50,000 URLs each (/sitemaps/<source>-<n>.xml). Every kind of
 * URL comes from one list of sources (lib/seo/sitemap-sources.ts); a source says how many slots
 * it has (a count, cheap) and lists one slice of them (what a child shows), so the index reads
 * counts only and each child reads its own slice. Pure: the routes give the sources and the origin.
 */

/** The protocol's limit per file (also 50 MB uncompressed; 50,000 of our URLs stay far below it). */
export const MAX_URLS_PER_SITEMAP = 50_000;

type SitemapImage = { loc: string };

export type SitemapUrl = {
  /** A path on the site ("/puppies/abc") or an absolute URL. */
  loc: string;
  /** ISO 8601 time of the record's last change (`updatedAt`). */
  lastmod?: string | null;
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
  /** Paths or absolute URLs of the page's images (image:image). */
  images?: readonly SitemapImage[];
};

export type SitemapSource = {
  /** The child files' name: lowercase letters and dashes ("puppies" → /sitemaps/puppies-0.xml). */
  name: string;
  /**
   * How many slots the source has (an upper bound of its URLs: a slot may turn out hidden and be
   * left out of its slice). Read by the index only.
   */
  count(): Promise<number>;
  /** The URLs of slots offset … offset + limit - 1. Read by one child only. */
  list(range: { offset: number; limit: number }): Promise<SitemapUrl[]>;
};

type SitemapChild = { source: SitemapSource; file: string; offset: number; limit: number };

const NAME_RE = /^[a-z][a-z-]*$/;

/** The child sitemaps for the given slot counts, each at most `perFile` slots. */
export function planChildren(sources: readonly SitemapSource[], counts: readonly number[], perFile = MAX_URLS_PER_SITEMAP): SitemapChild[] {
  const out: SitemapChild[] = [];
  sources.forEach((source, i) => {
    if (!NAME_RE.test(source.name)) throw new Error(`sitemap source name "${source.name}" must be lowercase letters and dashes`);
    const n = Math.max(0, Math.floor(counts[i] ?? 0));
    const files = Math.max(1, Math.ceil(n / perFile));
    for (let k = 0; k < files; k++) out.push({ source, file: `${source.name}-${k}.xml`, offset: k * perFile, limit: perFile });
  });
  return out;
}

/** The child a file name stands for, without reading a count (null: no such file). */
export function childOf(sources: readonly SitemapSource[], file: string, perFile = MAX_URLS_PER_SITEMAP): SitemapChild | null {
  const m = /^([a-z][a-z-]*)-(0|[1-9]\d{0,5})\.xml$/.exec(file);
  if (!m) return null;
  const source = sources.find((s) => s.name === m[1]);
  if (!source) return null;
  const k = Number(m[2]);
  return { source, file, offset: k * perFile, limit: perFile };
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** An absolute URL: paths are put on the site's origin (no trailing slash), others kept. */
function absoluteUrl(origin: string, loc: string): string {
  if (/^https?:\/\//i.test(loc)) return loc;
  if (loc === '/' || loc === '') return origin;
  return `${origin}${loc.startsWith('/') ? '' : '/'}${loc}`;
}

/** W3C datetime as the protocol wants it; an unreadable time is left out rather than sent wrong. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The index: one <sitemap> per child file. */
function sitemapIndexXml(origin: string, children: readonly Pick<SitemapChild, 'file'>[], base = '/sitemaps'): string {
  const items = children.map((c) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, `${base}/${c.file}`))}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One child: a <urlset> with lastmod and image:image entries. At most MAX_URLS_PER_SITEMAP URLs. */
export function urlSetXml(origin: string, urls: readonly SitemapUrl[]): string {
  if (urls.length > MAX_URLS_PER_SITEMAP) throw new Error(`a sitemap holds at most ${MAX_URLS_PER_SITEMAP} URLs (got ${urls.length})`);
  const parts: string[] = [];
  for (const u of urls) {
    let x = `<url><loc>${escapeXml(absoluteUrl(origin, u.loc))}</loc>`;
    const lastmod = w3cDate(u.lastmod);
    if (lastmod) x += `<lastmod>${lastmod}</lastmod>`;
    if (u.changefreq) x += `<changefreq>${u.changefreq}</changefreq>`;
    if (u.priority !== undefined) x += `<priority>${Math.min(1, Math.max(0, u.priority)).toFixed(1)}</priority>`;
    for (const img of u.images ?? []) x += `<image:image><image:loc>${escapeXml(absoluteUrl(origin, img.loc))}</image:loc></image:image>`;
    parts.push(`${x}</url>`);
  }
  return (
    `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n` +
    `${parts.join('\n')}\n</urlset>\n`
  );
}

/** The index document for these sources (reads each source's count once). */
export async function buildSitemapIndex(origin: string, sources: readonly SitemapSource[]): Promise<string> {
  const counts = await Promise.all(sources.map((s) => s.count()));
  return sitemapIndexXml(origin, planChildren(sources, counts));
}

/** One child document, or null for a file name that names no child (a 404). Reads one slice. */
export async function buildSitemapChild(origin: string, sources: readonly SitemapSource[], file: string): Promise<string | null> {
  const child = childOf(sources, file);
  if (!child) return null;
  const urls = await child.source.list({ offset: child.offset, limit: child.limit });
  // The first file of each source always exists (the index names it). A later one that came back
  // empty (every slot hidden, or past the end) exists only if the index names it: one count read
  // in that rare case, so made-up file names are a 404 (nothing cached for them).
  if (urls.length === 0 && child.offset > 0 && child.offset >= (await child.source.count())) return null;
  return urlSetXml(origin, urls.slice(0, child.limit));
}
