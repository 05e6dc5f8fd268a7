import * as React from 'react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/types';
import type { User } from '@/lib/domain/user';
import { signInAs, useTempDataDir } from '@/test/auth';

/**
 * The scale bench's fixture (tools/bench/fixture.ts, `npm run bench:scale` runs it at 10,000
 * entries) at a reduced size that still crosses the listing threshold, lowered for this run: the
 * embedded default, the real pages, actions and cached reads, with a counting wrapper around the
 * backend port. Asserts what is read and what a page holds, never how long it takes (timings are
 * the bench's; docs/scale.md).
 */
const THRESHOLD = 40;
const ENTRIES = 130;
const GALLERY = 30;
process.env.LISTING_SERVER_PAGING_THRESHOLD = String(THRESHOLD);
// tsconfig keeps JSX as it is ("preserve"), so vitest compiles the pages to React.createElement.
(globalThis as { React?: typeof React }).React = React;

const tmp = useTempDataDir('breeder-scale-');
const { getBackend } = await import('@/lib/backend');
const { fixtureEntries, storeFixturePhotos, storeGalleryImages } = await import('@/tools/bench/fixture');
const { ADMIN_PAGE_SIZE } = await import('@/lib/domain/admin-paging');
const { serverPagingThreshold, usesServerPaging } = await import('@/lib/domain/listing');
const { PAGE_SIZE } = await import('@/lib/domain/site');
const { getListingPage, getPublicEntry, getGalleryPage } = await import('@/lib/server/data');
const { default: AdminPuppiesPage } = await import('@/app/admin/puppies/page');
const { default: AdminStudsPage } = await import('@/app/admin/studs/page');
const { default: AdminDashboardPage } = await import('@/app/admin/page');
const { togglePuppyPublicAction, togglePuppyStatusAction } = await import('@/components/admin/puppies/actions');
const { PuppiesAdmin } = await import('@/components/admin/puppies/puppies-admin');
const { AdminPager } = await import('@/components/admin/admin-pager');
const { AdminPagedPage } = await import('@/components/admin/admin-list-page');
const { getPublicLitter, getPublicLitterPage, PUBLIC_LITTERS_SHOWN } = await import('@/lib/server/litters');
const { littersSource } = await import('@/lib/seo/litters-source');
const { gallerySource } = await import('@/lib/seo/gallery-source');
const { galleryPageCount } = await import('@/lib/domain/gallery-pages');

// ---------------------------------------------------------------- counting the port

type Tally = { records: number; calls: string[] };
const tally: Tally = { records: 0, calls: [] };
/** Methods that read a whole collection: none may run for an admin page, the Dashboard or a toggle. */
const WHOLE = new Set(['puppies.listAll', 'puppies.listPublic', 'studs.listAll', 'media.list', 'media.listAll', 'outbox.list', 'litters.list', 'litters.listAssignedPuppies']);

/** Records a store call handed back: a list's length, a page's items, one record, nothing for a count. */
function recordsIn(method: string, result: unknown): number {
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === 'object') {
    const items = (result as { items?: unknown }).items;
    if (Array.isArray(items)) return items.length;
    if ('id' in result || 'email' in result || 'url' in result) return 1;
    return 0; // counts
  }
  // A lookup that found nothing still cost its read.
  return result === null && /^get/.test(method) ? 1 : 0;
}

function counting(backend: Backend): Backend {
  const wrapped: Record<string, unknown> = { ...backend };
  for (const [store, impl] of Object.entries(backend)) {
    if (!impl || typeof impl !== 'object') continue;
    wrapped[store] = new Proxy(impl as object, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function' || typeof prop !== 'string') return value;
        return async (...args: unknown[]) => {
          const result = await (value as (...a: unknown[]) => unknown).apply(target, args);
          tally.calls.push(`${store}.${prop}`);
          tally.records += recordsIn(prop, result);
          return result;
        };
      },
    });
  }
  return wrapped as Backend;
}

async function measure<T>(run: () => Promise<T>): Promise<{ value: T } & Tally> {
  tally.records = 0;
  tally.calls = [];
  const value = await run();
  return { value, records: tally.records, calls: [...tally.calls] };
}

// ---------------------------------------------------------------- reading a server component's tree

function find<P>(node: ReactNode, type: unknown): ReactElement<P>[] {
  const out: ReactElement<P>[] = [];
  const walk = (n: ReactNode) => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!isValidElement(n)) return;
    if (n.type === type) out.push(n as ReactElement<P>);
    // The paged tab's frame is a plain server function that renders its table through a function
    // child: render it to see the table.
    if (n.type === AdminPagedPage) return walk(AdminPagedPage(n.props as Parameters<typeof AdminPagedPage>[0]));
    walk((n.props as { children?: ReactNode }).children);
  };
  walk(node);
  return out;
}

const params = (page?: string) => ({ searchParams: Promise.resolve(page ? { page } : {}) });

let admin: User;
let raw: Backend;
/** What the store holds after seeding (the demo content the embedded default starts with, plus the fixture). */
let stored: { total: number; hidden: number; shown: number; photos: number };
beforeAll(async () => {
  raw = await getBackend();
  const photos = await storeFixturePhotos(raw.media);
  for (const input of fixtureEntries(ENTRIES, photos)) await raw.puppies.create({ input });
  // A few hidden ones, so "hidden" counts and the admin's view differ from the public one.
  const all = await raw.puppies.listAll();
  for (const p of all.slice(0, 5)) await raw.puppies.togglePublic({ id: p.id });
  await storeGalleryImages(raw.media, GALLERY);
  const counts = await raw.puppies.countAll();
  stored = { total: counts.total, hidden: counts.hidden, shown: counts.total - counts.hidden, photos: await raw.media.count({ folder: 'adminGallery' }) };
  expect(stored.total).toBeGreaterThanOrEqual(ENTRIES);
  admin = (await raw.users.getByEmail({ email: 'admin@breeder.local' })) ?? (await raw.users.create({ email: 'scale-admin@example.test', role: 'admin' }));
  if (admin.role !== 'admin') admin = await raw.users.setRole({ id: admin.id, role: 'admin' });
  // Every later read goes through the counter.
  (globalThis as unknown as { __backend?: Promise<Backend> }).__backend = Promise.resolve(counting(raw));
  await signInAs(admin);
}, 60_000);
afterAll(tmp.cleanup);

describe(`scale fixture: ${ENTRIES} entries above a listing threshold of ${THRESHOLD}`, () => {
  it('crosses the threshold: the public listing pages on the server', async () => {
    expect(serverPagingThreshold()).toBe(THRESHOLD);
    const page = await measure(() => getListingPage({ type: 'all', q: '', sort: 'featured', page: 2, pageSize: PAGE_SIZE }));
    expect(page.value.all).toBe(stored.shown);
    expect(usesServerPaging(page.value.all)).toBe(true);
    expect(page.value.items).toHaveLength(PAGE_SIZE);
    expect(page.value.page).toBe(2);
    expect(page.records).toBeLessThanOrEqual(2 * PAGE_SIZE + 5);
    expect(page.calls.some((c) => WHOLE.has(c))).toBe(false);
    // Past the last page: the last one, still one page of records.
    const last = await measure(() => getListingPage({ type: 'all', q: '', sort: 'price', page: 999, pageSize: PAGE_SIZE }));
    expect(last.value.page).toBe(Math.ceil(stored.shown / PAGE_SIZE));
    expect(last.records).toBeLessThanOrEqual(2 * PAGE_SIZE + 5);
  });

  it('a detail page reads its one record', async () => {
    const [first] = await raw.puppies.pageAll({ limit: 1, offset: 10 });
    const read = await measure(() => getPublicEntry(first!.id));
    expect(read.value?.id).toBe(first!.id);
    expect(read.calls).toEqual(['puppies.get']);
    expect(read.records).toBe(1);
  });

  it('a gallery page reads the photos it shows', async () => {
    const read = await measure(() => getGalleryPage({ offset: 0, limit: 12 }));
    expect(read.value.total).toBe(stored.photos);
    expect(read.value.images).toHaveLength(12);
    expect(read.records).toBeLessThanOrEqual(12 + 1);
    expect(read.calls.some((c) => WHOLE.has(c))).toBe(false);
  });

  it('/litters, a litter page and the litters sitemap read a bounded set, never every litter', async () => {
    const publicLitters = (await raw.litters.list()).filter((l) => l.public);
    const parents = (await raw.parents.listPublic()).length;
    const list = await measure(() => getPublicLitterPage());
    expect(list.value.total).toBe(publicLitters.length);
    expect(list.value.litters).toHaveLength(Math.min(PUBLIC_LITTERS_SHOWN, publicLitters.length));
    expect(list.calls.some((c) => WHOLE.has(c))).toBe(false);
    const puppiesShown = list.value.litters.reduce((n, l) => n + l.puppies.length, 0);
    // The listing page's records, each litter's record and its puppies (hidden ones too), the public parents' ids.
    expect(list.records).toBeLessThanOrEqual(2 * PUBLIC_LITTERS_SHOWN + 2 * puppiesShown + parents + 5);

    const one = publicLitters[publicLitters.length - 1]!;
    const page = await measure(() => getPublicLitter(one.id));
    expect(page.value?.id).toBe(one.id);
    expect(page.calls.some((c) => WHOLE.has(c))).toBe(false);
    expect(page.calls).toEqual(expect.arrayContaining(['litters.get', 'litters.listPuppies']));

    const sitemap = await measure(async () => [await littersSource.count(), await littersSource.list({ offset: 0, limit: 5 })] as const);
    expect(sitemap.value[0]).toBe(1 + publicLitters.length);
    expect(sitemap.value[1].map((u) => u.loc)[0]).toBe('/litters');
    expect(sitemap.value[1]).toHaveLength(Math.min(5, 1 + publicLitters.length));
    expect(sitemap.calls.some((c) => WHOLE.has(c))).toBe(false);
    expect(sitemap.records).toBeLessThanOrEqual(2 * 5 + 5);
  });

  it('the sitemap lists every gallery page from one count, reading one photo', async () => {
    const pages = galleryPageCount(stored.photos);
    expect(pages).toBeGreaterThan(1);
    const read = await measure(async () => [await gallerySource.count(), await gallerySource.list({ offset: 0, limit: 50_000 })] as const);
    expect(read.value[0]).toBe(pages);
    expect(read.value[1].map((u) => u.loc)).toEqual(['/gallery', ...Array.from({ length: pages - 1 }, (_, i) => `/gallery/page/${i + 2}`)]);
    expect(read.records).toBeLessThanOrEqual(2);
  });

  it('Admin › Puppies reads one page and counts; ?page=N is that page; past the end goes to the last page', async () => {
    const first = await measure(() => AdminPuppiesPage(params()));
    const [table] = find<{ entries: { id: string }[]; total: number; hidden: number }>(first.value, PuppiesAdmin);
    expect(table!.props.entries).toHaveLength(ADMIN_PAGE_SIZE);
    expect(table!.props.total).toBe(stored.total);
    expect(table!.props.hidden).toBe(stored.hidden);
    // The session's user record, the page of entries; the counts read no record.
    expect(first.records).toBeLessThanOrEqual(ADMIN_PAGE_SIZE + 2);
    expect(first.calls.some((c) => WHOLE.has(c))).toBe(false);
    const [pager] = find<{ page: number; total: number; shown: number }>(first.value, AdminPager);
    expect(pager!.props).toMatchObject({ page: 1, total: stored.total, shown: ADMIN_PAGE_SIZE });

    const expected = (await raw.puppies.listAll()).slice(2 * ADMIN_PAGE_SIZE, 3 * ADMIN_PAGE_SIZE).map((p) => p.id);
    const third = await measure(() => AdminPuppiesPage(params('3')));
    expect(find<{ entries: { id: string }[] }>(third.value, PuppiesAdmin)[0]!.props.entries.map((p) => p.id)).toEqual(expected);
    expect(third.records).toBeLessThanOrEqual(ADMIN_PAGE_SIZE + 2);

    const lastPage = Math.ceil(stored.total / ADMIN_PAGE_SIZE);
    const tail = await AdminPuppiesPage(params(String(lastPage)));
    expect(find<{ entries: unknown[] }>(tail, PuppiesAdmin)[0]!.props.entries).toHaveLength(stored.total - (lastPage - 1) * ADMIN_PAGE_SIZE);
    await expect(AdminPuppiesPage(params(String(lastPage + 3)))).rejects.toMatchObject({ digest: expect.stringContaining(`/admin/puppies?page=${lastPage}`) });
  });

  it('Admin › Studs pages the same way', async () => {
    const studs = await measure(() => AdminStudsPage(params()));
    expect(studs.calls.some((c) => WHOLE.has(c))).toBe(false);
    expect(studs.calls).toEqual(expect.arrayContaining(['studs.countAll', 'studs.pageAll']));
  });

  it('the Dashboard counts with count queries: no entry, stud, photo or message is read', async () => {
    const dash = await measure(() => AdminDashboardPage());
    expect(dash.calls.some((c) => WHOLE.has(c))).toBe(false);
    expect(dash.calls).toEqual(expect.arrayContaining(['puppies.countAll', 'studs.countAll', 'media.count', 'outbox.count']));
    // The session's user record, basic info and the hero image.
    expect(dash.records).toBeLessThanOrEqual(5);
  });

  it('a toggle reads at most 5 records and hands back the row', async () => {
    const [target] = await raw.puppies.pageAll({ limit: 1, offset: 3 });
    const hide = await measure(() => togglePuppyPublicAction(target!.id));
    expect(hide.value).toMatchObject({ status: 'ok', row: { id: target!.id, public: !target!.public } });
    expect(hide.records).toBeLessThanOrEqual(5);
    expect(hide.calls.some((c) => WHOLE.has(c))).toBe(false);
    const status = await measure(() => togglePuppyStatusAction(target!.id));
    expect(status.value.status).toBe('ok');
    expect(status.records).toBeLessThanOrEqual(5);
    await togglePuppyPublicAction(target!.id);
  });
});
