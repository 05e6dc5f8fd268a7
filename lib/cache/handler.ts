import fs from 'node:fs';
import path from 'node:path';
import type { CacheStore } from '@/lib/backend/types';
import { FAILED_RENDER_REVALIDATE, TAG_MEMO_MS } from './constants';
import { SizedLru } from './lru';
import { openCacheStore } from '../backend/cache-store';
import { decodeValue, encodeValue } from './serialize';

/**
 * Next's `cacheHandler` (next.config.ts): ISR pages and `unstable_cache` reads of every server
 * process of a deployment live in one store (lib/backend CacheStore: the SQLite file, or Firestore
 * for tag times plus a bounded memory per process), so an edit on one server shows on all of them.
 *
 * Next imports this file at run time outside the webpack bundle, so next.config.ts bundles it with
 * esbuild (lib/cache/build-handler.ts, docs/caching.md). Rules it keeps:
 * - every key carries the store id and the build id: a cache never serves another database's data
 *   or another build's pages;
 * - an entry whose tags were invalidated after it was made is a miss (blocking regeneration);
 * - pages that answer 404 or whose data read failed are never stored, nor is the not-found page;
 * - tag times are read from the store at most once per TAG_MEMO_MS per process;
 * - decoded entries are also kept in a bounded memory of the process (HOT_MAX_SIZE), so a cache hit
 *   costs no store read; tag checks apply to them the same way, so they are never served past an
 *   invalidation, and a copy past its revalidate is regenerated here like Next's own memory cache;
 * - values are stored exactly as Next hands them over: the handler never reads or rewrites a
 *   page's HTML (docs/framework-internals.md lists what it does rely on).
 */

type HandlerContext = { serverDistDir?: string; dev?: boolean };
type GetContext = { kind?: string; tags?: string[]; softTags?: string[] };
type SetContext = { fetchCache?: boolean; tags?: string[]; cacheControl?: { revalidate?: number | false; expire?: number } };
type CachedValue = { kind?: string; status?: number; headers?: Record<string, unknown>; tags?: string[] } & Record<string, unknown>;

const TAGS_HEADER = 'x-next-cache-tags';
/**
 * The implicit tag of Next's not-found page (`_N_T_` + `/_not-found/page`), the page every 404
 * answers with. Its payload names the address it was rendered for (a made-up status or unsubscribe
 * link among them), so a stored copy would show one visitor's address to the next: never stored.
 */
export const NOT_FOUND_PAGE_TAG = '_N_T_/_not-found/page';
const STORE_TIMEOUT_MS = 5000;
/** A store that failed to open is tried again after this; never again during `next build` (no waits per page). */
const RETRY_OPEN_MS = process.env.NEXT_PHASE === 'phase-production-build' ? Number.POSITIVE_INFINITY : 5000;
const debug = !!process.env.NEXT_PRIVATE_DEBUG_CACHE || !!process.env.CACHE_DEBUG;

type HotEntry = { lastModified: number; value: CachedValue };

/** Decoded entries kept per process, by their encoded size (about 32 MB). */
const HOT_MAX_SIZE = 16 * 1024 * 1024;

type Shared = {
  hot: SizedLru<HotEntry & { size: number }>;
  store: Promise<{ store: CacheStore; storeId: string } | null> | null;
  openFailedAt: number;
  times: Record<string, number>;
  /** When the store was last asked for tag times (the memo's age). */
  timesTriedAt: number;
  /** When the tag times this process holds were read: invalidations by others after it are unknown here. */
  timesReadAt: number;
  timesPending: Promise<Record<string, number>> | null;
  buildIds: Map<string, string | null>;
  /** Per key: the tag knowledge (timesReadAt) the last lookup had; what a render after it is stamped with. */
  since: Map<string, number>;
};

// One per process, whatever module copy loaded it (Next makes a handler instance per request).
const SHARED_KEY = Symbol.for('breeder.cacheHandler');
const g = globalThis as unknown as Record<symbol, Shared | undefined>;
const shared: Shared = (g[SHARED_KEY] ??= {
  hot: new SizedLru<HotEntry & { size: number }>(HOT_MAX_SIZE, (e) => e.size),
  store: null,
  openFailedAt: 0,
  times: {},
  timesTriedAt: 0,
  timesReadAt: 0,
  timesPending: null,
  buildIds: new Map(),
  since: new Map(),
});

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`cache store: ${what} took longer than ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

function openStore(): Promise<{ store: CacheStore; storeId: string } | null> {
  if (!shared.store && (!shared.openFailedAt || Date.now() - shared.openFailedAt > RETRY_OPEN_MS)) {
    shared.store = (async () => {
      const store = await openCacheStore();
      return { store, storeId: await withTimeout(store.storeId(), 'store id') };
    })().catch((e: unknown) => {
      console.error('[cache] the shared cache is unavailable; pages are rendered without it:', e instanceof Error ? e.message : e);
      shared.store = null;
      shared.openFailedAt = Date.now();
      return null;
    });
  }
  return shared.store ?? Promise.resolve(null);
}

/** The build this server runs; null before `next build` has written BUILD_ID (its page checks), when nothing is cached. */
function buildIdOf(serverDistDir: string | undefined): string | null {
  if (!serverDistDir) return null;
  if (!shared.buildIds.has(serverDistDir)) {
    try {
      shared.buildIds.set(serverDistDir, fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || null);
    } catch {
      return null;
    }
  }
  return shared.buildIds.get(serverDistDir) ?? null;
}

async function tagTimes(store: CacheStore): Promise<Record<string, number>> {
  if (Date.now() - shared.timesTriedAt < TAG_MEMO_MS) return shared.times;
  const askedAt = Date.now();
  shared.timesPending ??= withTimeout(store.tagTimes(), 'tag times')
    .then((times) => {
      shared.timesReadAt = askedAt;
      // Keep invalidations this process made meanwhile (the store may answer from before them).
      for (const [tag, at] of Object.entries(shared.times)) if (!(times[tag]! >= at)) times[tag] = at;
      shared.times = times;
      return times;
    })
    .catch((e: unknown) => {
      console.error('[cache] could not read tag times; using the last known:', e instanceof Error ? e.message : e);
      return shared.times;
    })
    .finally(() => {
      shared.timesTriedAt = Date.now();
      shared.timesPending = null;
    });
  return shared.timesPending;
}

function tagsOf(value: CachedValue, ctx: GetContext): string[] {
  if (value.kind === 'FETCH') return [...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(value.tags ?? [])];
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/** Why a value must not be stored, or null when it may be. */
function refusal(value: CachedValue | null, ctx: SetContext): string | null {
  if (!value) return 'empty';
  if (value.kind === 'FETCH') return null;
  if (value.status === 404) return 'not found';
  if (tagsOf(value, {}).includes(NOT_FOUND_PAGE_TAG)) return 'the not-found page';
  // Any other refusal or failure, e.g. the 405 a static route answers a PUT with when that request
  // happens to regenerate it: stored, the next visitors' GETs would get it.
  if (typeof value.status === 'number' && value.status >= 400) return `status ${value.status}`;
  if (ctx.cacheControl?.revalidate === FAILED_RENDER_REVALIDATE) return 'a data read failed';
  return null;
}

export default class SharedCacheHandler {
  private readonly buildId: string | null;

  constructor(ctx: HandlerContext) {
    this.buildId = buildIdOf(ctx.serverDistDir);
  }

  private async open() {
    if (!this.buildId) return null;
    const opened = await openStore();
    return opened ? { ...opened, prefix: `${opened.storeId}/${this.buildId}` } : null;
  }

  async get(key: string, ctx: GetContext = {}) {
    const s = await this.open();
    if (!s) return null;
    const fullKey = `${s.prefix}${key.startsWith('/') ? '' : '/'}${key}`;
    const fromStore = async (): Promise<HotEntry | null> => {
      const stored = await withTimeout(s.store.getEntry({ key: fullKey }), 'get');
      if (!stored) return null;
      const entry = { lastModified: stored.lastModified, value: decodeValue(stored.value) as CachedValue };
      shared.hot.set(fullKey, { ...entry, size: stored.value.length });
      return entry;
    };
    try {
      const times = await tagTimes(s.store);
      // A render that follows this lookup knows invalidations up to timesReadAt only: its entry is
      // stamped no later (set), so one made by another process meanwhile still invalidates it.
      if (shared.since.size > 10_000) shared.since.clear();
      shared.since.set(fullKey, shared.timesReadAt);
      const hot = shared.hot.get(fullKey);
      let entry = hot ?? (await fromStore());
      const invalidated = (e: HotEntry) => tagsOf(e.value, ctx).some((tag) => (times[tag] ?? 0) >= e.lastModified);
      if (entry && invalidated(entry)) {
        shared.hot.delete(fullKey);
        // Another process may have stored a newer copy since the invalidation.
        entry = hot ? await fromStore() : null;
        if (entry && invalidated(entry)) entry = null;
        if (debug && !entry) console.log('[cache] invalidated by tag', key);
      }
      if (!entry) return null;
      return { lastModified: entry.lastModified, value: entry.value };
    } catch (e) {
      console.error('[cache] read failed, rendering instead:', e instanceof Error ? e.message : e);
      return null;
    }
  }

  async set(key: string, data: CachedValue | null, ctx: SetContext = {}) {
    const why = refusal(data, ctx);
    if (why) {
      if (debug) console.log(`[cache] not stored (${why}):`, key);
      return;
    }
    const s = await this.open();
    if (!s) return;
    const value = (data!.kind === 'FETCH' && ctx.fetchCache ? { ...data, tags: ctx.tags ?? [] } : data) as CachedValue;
    const fullKey = `${s.prefix}${key.startsWith('/') ? '' : '/'}${key}`;
    const encoded = encodeValue(value);
    const known = shared.since.get(fullKey);
    shared.since.delete(fullKey);
    const lastModified = Math.min(Date.now(), known || Date.now());
    shared.hot.set(fullKey, { lastModified, value, size: encoded.length });
    try {
      await withTimeout(s.store.setEntry({ key: fullKey, entry: { value: encoded, lastModified } }), 'set');
    } catch (e) {
      console.error('[cache] write failed:', e instanceof Error ? e.message : e);
    }
  }

  async revalidateTag(tags: string | string[]) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (!list.length) return;
    const at = Date.now();
    // This process sees its own invalidation at once; the others within TAG_MEMO_MS.
    for (const tag of list) if (!(shared.times[tag]! >= at)) shared.times[tag] = at;
    const s = await openStore();
    if (!s) {
      console.error('[cache] could not share the invalidation of', list.join(', '), '(store unavailable)');
      return;
    }
    try {
      await withTimeout(s.store.invalidateTags({ tags: list, at }), 'invalidate');
      // Read the times again on the next lookup, so renders after this one are stamped after it.
      shared.timesTriedAt = 0;
    } catch (e) {
      console.error('[cache] could not share the invalidation of', list.join(', '), e instanceof Error ? e.message : e);
    }
  }

  resetRequestCache() {}
}

