import fs from 'node:fs';
import { expect, test, type Page } from './test';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_DIST_DIR } from './env';
import { startServer, type RunningServer } from './second-server';
import { cardNames, cards, jsonLdBlocks, ofType, jsonLdObjects, PUBLIC_ENTRIES, PUBLIC_LITTERS, typeCount } from './support';
import { validateJsonLd } from '../lib/domain/jsonld-schema';

/**
 * /puppies past the server-paging threshold (docs/scale.md): a second `next start` of the e2e build with
 * LISTING_SERVER_PAGING_THRESHOLD=3 and its own data folder, so the 15 demo entries are paged by the
 * server. The view's URL is the shareable state, each page is server-rendered, and the browser
 * never receives the whole catalogue.
 */
const PAGE_SIZE = 12;
const DATA_DIR = `${E2E_DATA_DIR}-paging`;
const byOrder = [...PUBLIC_ENTRIES].sort((a, b) => a.order - b.order);
const byName = [...PUBLIC_ENTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base', numeric: true }));

test.describe.configure({ mode: 'serial' });

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startServer({
    distDir: E2E_DIST_DIR,
    env: { DATA_DIR, LISTING_SERVER_PAGING_THRESHOLD: '3', ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password },
  });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const resultCount = (page: Page) => page.getByRole('main').getByRole('status');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

test('the HTML holds one page and its structured data, never the rest of the catalogue', async () => {
  const html = await (await fetch(`${server.origin}/puppies`)).text();
  for (const e of byOrder.slice(PAGE_SIZE)) expect(html, e.name).not.toContain(e.description || `>${e.name}<`);
  const list = ofType(jsonLdObjects(html), 'ItemList');
  expect((list[0]!.itemListElement as unknown[]).length).toBe(PAGE_SIZE);
  for (const block of jsonLdBlocks(html)) expect(validateJsonLd(block)).toEqual([]);
  expect(typeCount(html, 'ItemList')).toBe(1);

  // A shared link to page 2 is rendered by the server, without JavaScript.
  const page2 = await (await fetch(`${server.origin}/puppies?page=2`)).text();
  for (const e of byOrder.slice(PAGE_SIZE)) expect(page2).toContain(`>${e.name}<`);
});

test('pages, search, filter, sort and Load more ask the server; the URL keeps the view', async ({ page }) => {
  await page.goto(`${server.origin}/puppies`);
  await expect(resultCount(page)).toHaveText(`${PUBLIC_ENTRIES.length} results`);
  expect(await cardNames(page)).toEqual(byOrder.slice(0, PAGE_SIZE).map((e) => e.name));

  // Previous/Next are links to the pages' own URLs (crawlers and visitors without JavaScript follow them).
  await expect(pager(page).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/puppies?page=2');
  await pager(page).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/puppies\?page=2$/);
  await expect(cards(page)).toHaveCount(PUBLIC_ENTRIES.length - PAGE_SIZE);
  expect(await cardNames(page)).toEqual(byOrder.slice(PAGE_SIZE).map((e) => e.name));
  await expect(pager(page)).toContainText('Page 2 of 2');

  // Changing the sort returns to page 1 (docs/product.md §9).
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect(page).toHaveURL(/\/puppies\?sort=name$/);
  await expect.poll(() => cardNames(page)).toEqual(byName.slice(0, PAGE_SIZE).map((e) => e.name));

  await pager(page).getByRole('button', { name: 'Load more' }).click();
  await expect(cards(page)).toHaveCount(PUBLIC_ENTRIES.length);
  expect(await cardNames(page)).toEqual(byName.map((e) => e.name));
  await expect(page).toHaveURL(/sort=name&page=2&from=1/);

  await page.getByRole('main').getByRole('button', { name: 'Litters', exact: true }).click();
  await expect(resultCount(page)).toHaveText(`${PUBLIC_LITTERS.length} results`);
  await expect(page).toHaveURL(/\/puppies\?type=litters&sort=name$/);

  const needle = 'LITTER';
  await search(page).fill(needle.toLowerCase());
  await expect(page).toHaveURL(/q=litter/);
  await expect(resultCount(page)).toHaveText(`${PUBLIC_LITTERS.length} results`);
  await search(page).fill('no such puppy zz');
  await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/puppies$/);
  await expect(resultCount(page)).toHaveText(`${PUBLIC_ENTRIES.length} results`);
  await expect(search(page)).toHaveValue('');
});
