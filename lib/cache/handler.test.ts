import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '@/lib/backend/local/db';
import { createLocalCacheStore } from '@/lib/backend/local/cache';
import { FAILED_RENDER_REVALIDATE, TAG_MEMO_MS } from './constants';
import SharedCacheHandler, { NOT_FOUND_PAGE_TAG } from './handler';
import { decodeValue, encodeValue } from './serialize';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-cache-'));
const dataDir = path.join(root, 'data');
/** A build folder as `next build` leaves it: BUILD_ID beside server/. */
function distDir(buildId: string | null): string {
  const d = fs.mkdtempSync(path.join(root, 'dist-'));
  fs.mkdirSync(path.join(d, 'server'));
  if (buildId) fs.writeFileSync(path.join(d, 'BUILD_ID'), buildId);
  return path.join(d, 'server');
}
const saved = { BACKEND: process.env.BACKEND, DATA_DIR: process.env.DATA_DIR };
beforeAll(() => {
  process.env.BACKEND = 'local';
  process.env.DATA_DIR = dataDir;
});
afterAll(() => {
  Object.assign(process.env, saved);
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (html: string, status = 200, tags = 'puppies,_N_T_/layout,_N_T_/puppies') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from([0, 255, 1])]]),
  headers: { 'x-next-cache-tags': tags },
  status,
  postponed: undefined,
});
const pageCtx = { cacheControl: { revalidate: 30, expire: 60 } };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('cache handler on the embedded store', () => {
  it('round-trips Buffers and Maps through the store text', () => {
    const v = page('<p>x</p>');
    const back = decodeValue(encodeValue(v)) as typeof v;
    expect(back.rscData).toEqual(v.rscData);
    expect(Buffer.isBuffer(back.rscData)).toBe(true);
    expect(back.segmentData.get('/_tree')).toEqual(Buffer.from([0, 255, 1]));
  });

  it('stores pages in the SQLite file, where another process on the same DATA_DIR reads them', async () => {
    const h = new SharedCacheHandler({ serverDistDir: distDir('build-a') });
    await h.set('/route-cache/app-page/abc/$/puppies', page('<p>Sunny</p>'), pageCtx);
    const got = await h.get('/route-cache/app-page/abc/$/puppies', { kind: 'APP_PAGE' });
    expect((got?.value as { html: string }).html).toBe('<p>Sunny</p>');

    // Another process: its own connection to the same file, the same store id.
    const other = createLocalCacheStore(openDb(dataDir));
    const storeId = await other.storeId();
    const entry = await other.getEntry({ key: `${storeId}/build-a/route-cache/app-page/abc/$/puppies` });
    expect(entry).not.toBeNull();
    expect((decodeValue(entry!.value) as { html: string }).html).toBe('<p>Sunny</p>');
  });

  it("stores a page's HTML exactly as Next rendered it (no rewrite of its scripts), and every other kind as it came", async () => {
    const h = new SharedCacheHandler({ serverDistDir: distDir('build-paint') });
    const html = '<html><head><script src="/_next/static/chunks/main-app-1.js" async=""></script></head><body><h1>Studs</h1></body></html>';
    await h.set('/route-cache/app-page/p/$/studs', page(html), pageCtx);
    const stored = ((await h.get('/route-cache/app-page/p/$/studs', { kind: 'APP_PAGE' }))?.value as { html: string }).html;
    expect(stored).toBe(html);
    const fetched = { kind: 'FETCH', data: { headers: {}, body: html, status: 200, url: '' }, revalidate: 30 };
    await h.set('fetch-key', fetched, { fetchCache: true, tags: [] });
    expect(((await h.get('fetch-key', { kind: 'FETCH', tags: [] }))?.value as typeof fetched).data.body).toBe(html);
  });

  it('keys entries by build: another build misses, a folder without BUILD_ID caches nothing', async () => {
    const a = new SharedCacheHandler({ serverDistDir: distDir('build-1') });
    await a.set('/route-cache/app-page/k/$/gallery', page('<p>one</p>'), pageCtx);
    expect(await new SharedCacheHandler({ serverDistDir: distDir('build-2') }).get('/route-cache/app-page/k/$/gallery', { kind: 'APP_PAGE' })).toBeNull();
    const building = new SharedCacheHandler({ serverDistDir: distDir(null) });
    await building.set('/route-cache/app-page/k/$/studs', page('<p>two</p>'), pageCtx);
    expect(await building.get('/route-cache/app-page/k/$/studs', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('misses a page or read whose tag another process invalidated after it was made, within the memo bound', async () => {
    const h = new SharedCacheHandler({ serverDistDir: distDir('build-t') });
    await h.set('/route-cache/app-page/t/$/puppies', page('<p>old</p>'), pageCtx);
    await h.set('fetchkey1', { kind: 'FETCH', data: { headers: {}, body: '[1]', status: 200, url: '' }, revalidate: 300 }, { fetchCache: true, tags: ['studs'] });
    await h.set('fetchkey2', { kind: 'FETCH', data: { headers: {}, body: '[2]', status: 200, url: '' }, revalidate: 300 }, { fetchCache: true, tags: ['gallery'] });
    expect(await h.get('/route-cache/app-page/t/$/puppies', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await h.get('fetchkey1', { kind: 'FETCH', tags: ['studs'] })).not.toBeNull();

    // Another process (its own connection) revalidates 'puppies' and 'studs'.
    await sleep(2);
    await createLocalCacheStore(openDb(dataDir)).invalidateTags({ tags: ['puppies', 'studs'], at: Date.now() });
    await sleep(TAG_MEMO_MS + 50);
    expect(await h.get('/route-cache/app-page/t/$/puppies', { kind: 'APP_PAGE' })).toBeNull();
    expect(await h.get('fetchkey1', { kind: 'FETCH', tags: ['studs'] })).toBeNull();
    expect(await h.get('fetchkey2', { kind: 'FETCH', tags: ['gallery'] })).not.toBeNull();
    // Implicit path tags (revalidatePath) count too.
    await h.set('fetchkey3', { kind: 'FETCH', data: { headers: {}, body: '[3]', status: 200, url: '' }, revalidate: 300 }, { fetchCache: true, tags: ['gallery'] });
    await sleep(2);
    await h.revalidateTag('_N_T_/gallery');
    expect(await h.get('fetchkey3', { kind: 'FETCH', tags: ['gallery'], softTags: ['_N_T_/gallery'] })).toBeNull();
    // A page rendered after the invalidation (Next looks it up first, then stores it) is fresh again.
    await sleep(2);
    expect(await h.get('/route-cache/app-page/t/$/puppies', { kind: 'APP_PAGE' })).toBeNull();
    await h.set('/route-cache/app-page/t/$/puppies', page('<p>new</p>'), pageCtx);
    expect((((await h.get('/route-cache/app-page/t/$/puppies', { kind: 'APP_PAGE' }))?.value) as { html: string }).html).toBe('<p>new</p>');
  });

  it('stamps an entry with the tag knowledge its lookup had: a render that began before another process invalidated its tag does not count as newer', async () => {
    const h = new SharedCacheHandler({ serverDistDir: distDir('build-race') });
    const key = '/route-cache/app-page/race/$/contact';
    // The lookup before a render (a miss), with tag times this process read from the store.
    expect(await h.get(key, { kind: 'APP_PAGE' })).toBeNull();
    // Meanwhile another process saves contact info; this process has not read the tags again.
    await sleep(2);
    await createLocalCacheStore(openDb(dataDir)).invalidateTags({ tags: ['settings'], at: Date.now() });
    await sleep(2);
    // The render (made with the old contact info) is stored after the invalidation…
    await h.set(key, page('<p>old phone</p>', 200, 'settings,_N_T_/contact'), pageCtx);
    // …and is still invalidated once this process learns of it.
    await sleep(TAG_MEMO_MS + 50);
    expect(await h.get(key, { kind: 'APP_PAGE' })).toBeNull();
  });

  it('its own invalidation is seen at once in this process', async () => {
    const h = new SharedCacheHandler({ serverDistDir: distDir('build-o') });
    await h.set('/route-cache/app-page/o/$/', page('<p>home</p>', 200, 'settings,_N_T_/layout'), pageCtx);
    expect(await h.get('/route-cache/app-page/o/$/', { kind: 'APP_PAGE' })).not.toBeNull();
    await sleep(2);
    await h.revalidateTag(['settings']);
    expect(await h.get('/route-cache/app-page/o/$/', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('never stores a 404, another 4xx, a 5xx or a page whose data read failed, and keeps the last good page', async () => {
    const h = new SharedCacheHandler({ serverDistDir: distDir('build-r') });
    const store = createLocalCacheStore(openDb(dataDir));
    const before = await store.entryCount();
    for (let i = 0; i < 200; i++) {
      await h.set(`/route-cache/app-page/r/$/puppies/${Math.random().toString(36).slice(2)}`, page('<p>Not found</p>', 404), pageCtx);
    }
    await h.set('/route-cache/app-page/r/$/boom', page('<p>err</p>', 500), pageCtx);
    // A stale static route regenerated by someone's PUT answers 405: not what a GET should get.
    await h.set('/route-cache/app-route/r/$/sitemaps/parents-0.xml', { kind: 'APP_ROUTE', status: 405, body: Buffer.from(''), headers: {} } as never, pageCtx);
    // The page every 404 answers with carries the address it was rendered for (Next's "c"): a made-up
    // status link's token must not reach the next visitor's copy.
    await h.set('/route-cache/app-page/r/$/_not-found', page('<p>c: /status/secret</p>', 200, `_N_T_/layout,${NOT_FOUND_PAGE_TAG},_N_T_/status/secret`), pageCtx);
    await h.set('/route-cache/app-page/r/$/empty', null, pageCtx);
    expect(await store.entryCount()).toBe(before);

    await h.set('/route-cache/app-page/r/$/puppies', page('<p>good</p>'), pageCtx);
    await h.set('/route-cache/app-page/r/$/puppies', page('<p>We could not load the listings</p>'), { cacheControl: { revalidate: FAILED_RENDER_REVALIDATE, expire: 60 } });
    expect((((await h.get('/route-cache/app-page/r/$/puppies', { kind: 'APP_PAGE' }))?.value) as { html: string }).html).toBe('<p>good</p>');
  });

  it('ties entries to the store: a new data folder has a new store id and none of the old entries', async () => {
    const first = createLocalCacheStore(openDb(dataDir));
    const otherDir = path.join(root, 'data-2');
    const second = createLocalCacheStore(openDb(otherDir));
    expect(await second.storeId()).not.toBe(await first.storeId());
    expect(await second.entryCount()).toBe(0);
    // Reopening keeps the id.
    expect(await createLocalCacheStore(openDb(otherDir)).storeId()).toBe(await second.storeId());
  });
});
