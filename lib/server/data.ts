import 'server-only';
import { unstable_cache } from 'next/cache';
import { getBackend } from '@/lib/backend';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import type { Puppy } from '@/lib/domain/puppy';
import type { PublicPage, PublicPageQuery } from '@/lib/domain/listing';
import type { PublicStud } from '@/lib/domain/stud';
import { TAGS } from '@/lib/domain/tags';
import { cacheMaxAgeSeconds, FAILED_RENDER_REVALIDATE } from '@/lib/cache/constants';
import { storedStudPreview } from './stud-preview';
import { galleryLabels } from '@/lib/domain/gallery-alt';

/**
 * Cached reads for public pages, kept in the shared cache (lib/cache, docs/caching.md). Each is
 * tagged, so an admin write that calls `revalidateTag(TAGS.x)` shows on the next page load on every
 * server; each lives at most CACHE_MAX_AGE_SECONDS (default 300), so changes made outside the admin
 * area (a restored backup, the admin CLI, another tool writing Firestore) appear on their own.
 * A page's revalidate is the shorter of its own (30 s) and this, and regenerating a page reuses
 * reads younger than this: no extra backend reads.
 */

const MAX_AGE = cacheMaxAgeSeconds();

/**
 * Lowers the revalidate of the page being rendered to FAILED_RENDER_REVALIDATE: the cache handler
 * never stores that page (the last good one stays) and a CDN keeps it a second at most.
 */
const markRenderFailed = unstable_cache(async () => true, ['render-with-failed-read'], { revalidate: FAILED_RENDER_REVALIDATE });

async function noteReadFailed(): Promise<void> {
  await markRenderFailed().catch(() => undefined);
}

/**
 * `next build` renders the public pages once. A backend it cannot reach (a Firebase build without
 * access to Firestore) would make every read wait for the client's own retries (about 45 s each),
 * so during the build a read gets BUILD_READ_TIMEOUT_MS and, once one has failed, the others fail at
 * once: the pages are marked failed, never served (the cache handler ignores build output), and
 * rendered from the backend on first request.
 */
const BUILDING = process.env.NEXT_PHASE === 'phase-production-build';
const BUILD_READ_TIMEOUT_MS = 10_000;
let buildBackendDown = false;

export async function duringBuild<T>(name: string, read: () => Promise<T>): Promise<T> {
  if (!BUILDING) return read();
  if (buildBackendDown) throw new Error('the backend was unreachable earlier in this build');
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      read(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${BUILD_READ_TIMEOUT_MS / 1000} s`)), BUILD_READ_TIMEOUT_MS);
      }),
    ]);
  } catch (e) {
    if (e instanceof Absent) throw e; // nothing there is an answer, not a backend failure
    if (!buildBackendDown) {
      buildBackendDown = true;
      console.warn(
        `[data] The backend could not be read during the build (${name}: ${e instanceof Error ? e.message : String(e)}). ` +
          'Public pages will be rendered from it on first request; nothing read here is cached.',
      );
    }
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/** The last value each read returned in this process, served when a fresh read fails. */
const lastGood = new Map<string, unknown>();

/** Reads with an argument keep the last good value of at most this many arguments (the most recent). */
const LAST_GOOD_QUERIES = 1_000;

function rememberQuery(key: string, value: unknown): void {
  lastGood.delete(key);
  lastGood.set(key, value);
  let extra = lastGood.size - LAST_GOOD_QUERIES;
  for (const oldest of lastGood.keys()) {
    if (extra-- <= 0) break;
    lastGood.delete(oldest);
  }
}

/** Thrown inside a cached read when there is nothing to show: the cache stores no entry for it. */
class Absent extends Error {}

/**
 * A tagged read with a finite lifetime. When the backend fails, Next itself serves a stale entry
 * (and keeps it); with no entry (after an invalidation) this process's last good value is used, and
 * the page is marked so it is not cached. With neither, the error reaches `load` (docs/product.md §8 message).
 */
function cachedRead<T>(name: string, tag: string, read: () => Promise<T>): () => Promise<T> {
  const cached = unstable_cache(() => duringBuild(name, read), [name], { tags: [tag], revalidate: MAX_AGE });
  return async () => {
    try {
      const value = await cached();
      lastGood.set(name, value);
      return value;
    } catch (e) {
      await noteReadFailed();
      if (!lastGood.has(name)) throw e;
      console.error(`[data] ${name}: the read failed, showing the last good data:`, e instanceof Error ? e.message : e);
      return lastGood.get(name) as T;
    }
  };
}

export type GalleryImage = { name: string; url: string; width: number; height: number; alt: string; caption: string };

export const getPublicPuppies = cachedRead('public-puppies', TAGS.puppies, async (): Promise<Puppy[]> => (await getBackend()).puppies.listPublic());

/**
 * A read with an argument (one cache entry per argument, tagged like the rest); the last good value
 * is kept per argument too.
 */
function cachedQuery<A, T>(name: string, tag: string, read: (arg: A) => Promise<T>): (arg: A) => Promise<T> {
  const cached = unstable_cache((arg: A) => duringBuild(name, () => read(arg)), [name], { tags: [tag], revalidate: MAX_AGE });
  return async (arg: A) => {
    const key = `${name}:${JSON.stringify(arg)}`;
    try {
      const value = await cached(arg);
      rememberQuery(key, value);
      return value;
    } catch (e) {
      // Nothing there (an unknown id): not an error, and neither cached nor remembered, so made-up
      // URLs add no cache entry and no memory (e2e/cache-coherence.spec.ts).
      if (e instanceof Absent) return null as T;
      await noteReadFailed();
      if (!lastGood.has(key)) throw e;
      console.error(`[data] ${name}: the read failed, showing the last good data:`, e instanceof Error ? e.message : e);
      return lastGood.get(key) as T;
    }
  };
}

/** One page of the public listing, answered by the backend (server paging, docs/scale.md). */
export const getListingPage = cachedQuery('public-listing-page', TAGS.puppies, async (view: PublicPageQuery): Promise<PublicPage<Puppy>> =>
  (await getBackend()).puppies.queryPublic(view),
);

/** A detail page reads its one record (hidden entries are not public: null, a 404). */
export const getPublicEntry = cachedQuery('public-entry', TAGS.puppies, async (id: string): Promise<Puppy | null> => {
  const entry = await (await getBackend()).puppies.get({ id });
  if (!entry || !entry.public) throw new Absent(id);
  return entry;
});

/**
 * Only what an anonymous visitor may see: name and a blurred preview made on the server, once per
 * photo and stored with the stud (docs/scale.md): one read of the available studs, no file read.
 */
export const getPublicStuds = cachedRead('public-studs', TAGS.studs, async (): Promise<PublicStud[]> => {
  const backend = await getBackend();
  const studs = await backend.studs.listAvailableWithPreview();
  return Promise.all(studs.map(async ({ stud, preview }) => ({ id: stud.id, name: stud.name, preview: await storedStudPreview(backend, stud, preview) })));
});

/**
 * One page of the gallery's photos, newest first (the latest litter's photos lead), and how many
 * there are: a /gallery page or the home carousel reads only what it shows (docs/scale.md,
 * lib/domain/gallery-pages.ts).
 */
export const getGalleryPage = cachedQuery(
  'gallery-page',
  TAGS.gallery,
  async ({ offset, limit }: { offset: number; limit: number }): Promise<{ images: GalleryImage[]; total: number }> => {
    const page = await (await getBackend()).media.listNewest({ folder: MEDIA_FOLDERS.gallery, offset, limit, contentTypePrefix: 'image/' });
    return {
      images: page.items.map((i) => ({ name: i.name, url: i.url, width: i.width ?? 1200, height: i.height ?? 900, ...galleryLabels(i) })),
      total: page.total,
    };
  },
);

export const getBasicInfo = cachedRead('basic-info', TAGS.settings, async () => (await getBackend()).settings.getBasicInfo());

export const getHeroImage = cachedRead('hero-image', TAGS.settings, async () => (await getBackend()).settings.getHeroImage());

/**
 * The sitemap's public entries (lib/seo/sitemap-sources.ts): their count, and one slice of them
 * (one cache entry per slice). Plain tagged reads: a sitemap child that cannot be read fails.
 */
export const getSitemapEntryCount = unstable_cache(async () => (await getBackend()).sitemap.countEntries(), ['sitemap-entries-count'], {
  tags: [TAGS.puppies],
  revalidate: MAX_AGE,
});

// unstable_cache keys each slice by its arguments too.
export const getSitemapEntrySlice = unstable_cache(
  async (offset: number, limit: number) => (await getBackend()).sitemap.entries({ offset, limit }),
  ['sitemap-entries-slice'],
  { tags: [TAGS.puppies], revalidate: MAX_AGE },
);

export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** Runs a read for a page; a backend failure is logged and becomes `{ ok: false }`, never a stack trace. */
export async function load<T>(what: string, read: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (e) {
    // During a build that cannot reach the backend, one line per read (duringBuild said why).
    if (BUILDING && buildBackendDown) console.error(`[data] could not load ${what} during the build`);
    else console.error(`[data] could not load ${what}:`, e);
    await noteReadFailed();
    return { ok: false };
  }
}
