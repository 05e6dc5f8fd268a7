import { expect, test, type Page } from './test';
import { openAtFirstPaint, throttleLikeAPhone } from './first-paint-support';
import { cardNames, cards, mainNav, PUBLIC_ENTRIES, PUBLIC_LITTERS } from './support';

/**
 * The public controls act the moment the page shows, as a visitor on a phone does, and without
 * JavaScript at all (docs/progressive-enhancement.md). Nothing here waits for React: under
 * Lighthouse's mobile conditions (150 ms round trip, 1.6 Mbps, CPU 4× slower) each test acts right
 * after the first contentful paint, whether or not the page's scripts have started by then, and each
 * action must take effect (0 lost). The same flows then run with `javaScriptEnabled: false`.
 *
 * The forms (contact, apply, subscribe, sign in, register) have their own suites:
 * e2e/forms-first-paint.spec.ts and e2e/forms-no-js.spec.ts.
 */

const PAGE_SIZE = 12;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

const bella = PUBLIC_ENTRIES.filter((e) =>
  [e.name, e.description, e.sex ?? '', e.color, e.damName, e.studName, e.status, e.entryType].some((f) => f.toLowerCase().includes('bella')),
);
const byName = [...PUBLIC_ENTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en-US'));
const count = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`;

const resultCount = (page: Page) => page.getByRole('main').getByRole('status');
const filterButton = (page: Page, name: 'All' | 'Puppies' | 'Litters') => page.getByRole('main').getByRole('button', { name, exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const galleryPhotos = (page: Page) => page.getByRole('main').getByRole('link', { name: /open larger/i });

test.describe('acting at the first contentful paint of a throttled phone', () => {
  test.use(PHONE);
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ page }) => {
    test.setTimeout(60_000);
    await throttleLikeAPhone(page);
  });

  test('/puppies: the Litters tab', async ({ page }) => {
    await openAtFirstPaint(page, '/puppies');
    await filterButton(page, 'Litters').click();
    await expect(resultCount(page)).toHaveText(count(PUBLIC_LITTERS.length), { timeout: 30_000 });
    await expect(page).toHaveURL(/[?&]type=litters\b/);
    await expect(filterButton(page, 'Litters')).toHaveAttribute('aria-pressed', 'true');
  });

  test('/puppies: a search typed at once (no Enter)', async ({ page }) => {
    await openAtFirstPaint(page, '/puppies');
    await search(page).fill('bella');
    await expect(resultCount(page)).toHaveText(count(bella.length), { timeout: 30_000 });
    await expect(page).toHaveURL(/[?&]q=bella\b/);
    await expect(search(page)).toHaveValue('bella');
  });

  test('/puppies: a sort chosen at once', async ({ page }) => {
    await openAtFirstPaint(page, '/puppies');
    await sortSelect(page).selectOption('name');
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(byName[0]!.name, { timeout: 30_000 });
    await expect(page).toHaveURL(/[?&]sort=name\b/);
  });

  test('/puppies: Load more', async ({ page }) => {
    await openAtFirstPaint(page, '/puppies');
    await pager(page).getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, PUBLIC_ENTRIES.length), { timeout: 30_000 });
    await expect(pager(page)).toContainText(`Showing 1–${Math.min(2 * PAGE_SIZE, PUBLIC_ENTRIES.length)} of ${PUBLIC_ENTRIES.length}`);
  });

  test('the phone menu', async ({ page }) => {
    await openAtFirstPaint(page, '/');
    const nav = mainNav(page);
    await nav.getByRole('button', { name: /menu/i }).click();
    const puppies = nav.getByRole('link', { name: 'Puppies', exact: true });
    await expect(puppies).toBeVisible();
    await puppies.click();
    await expect(page).toHaveURL(/\/puppies$/, { timeout: 30_000 });
  });

  test('a gallery photo', async ({ page }) => {
    await openAtFirstPaint(page, '/gallery');
    const first = galleryPhotos(page).first();
    const href = await first.getAttribute('href');
    await first.click();
    // Before hydration the link shows the full-size image; after it, the dialog opens.
    const dialog = page.getByRole('dialog');
    await expect
      .poll(async () => page.url().endsWith(href!) || (await dialog.isVisible()), { timeout: 30_000, message: 'the photo opened, larger' })
      .toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/puppies: tabs, search (Enter), sort (Apply), Next, Load more and Reset go through the server', async ({ page }) => {
    await page.goto('/puppies');
    await expect(resultCount(page)).toHaveText(count(PUBLIC_ENTRIES.length));

    await filterButton(page, 'Litters').click();
    await expect(page).toHaveURL(/[?&]type=litters\b/);
    await expect(resultCount(page)).toHaveText(count(PUBLIC_LITTERS.length));
    await expect(filterButton(page, 'Litters')).toHaveAttribute('aria-pressed', 'true');
    await filterButton(page, 'All').click();
    await expect(resultCount(page)).toHaveText(count(PUBLIC_ENTRIES.length));

    await search(page).fill('bella');
    await search(page).press('Enter');
    await expect(page).toHaveURL(/[?&]q=bella\b/);
    await expect(resultCount(page)).toHaveText(count(bella.length));
    await expect(search(page)).toHaveValue('bella');

    // The sort applies with its Apply button (shown only without scripts); the search is kept.
    await sortSelect(page).selectOption('name');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]sort=name\b/);
    await expect(page).toHaveURL(/[?&]q=bella\b/);
    expect(await cardNames(page)).toEqual([...bella].sort((a, b) => a.name.localeCompare(b.name, 'en-US')).slice(0, PAGE_SIZE).map((e) => e.name));

    // Reset filters (the empty state) returns to the plain listing.
    await search(page).fill('zzqx-no-such-puppy');
    await search(page).press('Enter');
    await expect(resultCount(page)).toHaveText('0 results');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(resultCount(page)).toHaveText(count(PUBLIC_ENTRIES.length));

    // Pages: Next shows page 2, Load more adds page 2 below page 1.
    const pages = Math.ceil(PUBLIC_ENTRIES.length / PAGE_SIZE);
    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(pager(page)).toContainText(`Page 2 of ${pages}`);
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, PUBLIC_ENTRIES.length - PAGE_SIZE));
    await pager(page).getByRole('button', { name: 'Previous' }).click();
    await expect(pager(page)).toContainText(`Page 1 of ${pages}`);
    await pager(page).getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b.*[?&]?from=1\b|[?&]from=1\b.*[?&]page=2\b/);
    await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, PUBLIC_ENTRIES.length));
  });

  test('the phone menu opens and closes', async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: /menu/i });
    const puppies = nav.getByRole('link', { name: 'Puppies', exact: true });
    await expect(puppies).toBeHidden();
    await toggle.click();
    await expect(puppies).toBeVisible();
    await toggle.click();
    await expect(puppies).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(puppies).toBeHidden();
    await toggle.click();
    await puppies.click();
    await expect(page).toHaveURL(/\/puppies$/);
    await context.close();
  });

  test('gallery and home carousel photos open the full-size image', async ({ page }) => {
    await page.goto('/gallery');
    const photo = galleryPhotos(page).first();
    const href = (await photo.getAttribute('href'))!;
    await photo.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Moments from our farm' }).getByRole('link', { name: /^Enlarge photo/ });
    const image = await page.request.get((await strip.first().getAttribute('href'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('studs say why their details need JavaScript', async ({ page }) => {
    await page.goto('/studs');
    // Playwright's text matching skips <noscript>; the element itself is shown without scripts.
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Stud details open in this page with JavaScript: turn it on, then sign in to see them.');
  });
});
