import { expect, test, type Page } from './test';
import { E2E_ORIGIN } from './env';
import {
  cardNames,
  cardPrices,
  cards,
  DEMO_ENTRIES,
  dollars,
  jsonLdBlocks,
  jsonLdObjects,
  ofType,
  PUBLIC_ENTRIES,
  PUBLIC_LITTERS,
  PUBLIC_PUPPIES,
  typeCount,
} from './support';
import { validateJsonLd } from '../lib/domain/jsonld-schema';

const PAGE_SIZE = 12;

/** docs/product.md §9: case-insensitive substring over name, description, sex, color, dam, stud, status and entry type. */
function expectedMatches(q: string) {
  const needle = q.toLowerCase();
  return PUBLIC_ENTRIES.filter((e) =>
    [e.name, e.description, e.sex ?? '', e.color, e.damName, e.studName, e.status, e.entryType].some((f) => f.toLowerCase().includes(needle)),
  );
}

const byOrder = [...PUBLIC_ENTRIES].sort((a, b) => a.order - b.order);

/** The type filter (docs/product.md: tabs All / Puppies / Litters): toggle buttons whose state is aria-pressed. */
function filterButton(page: Page, name: 'All' | 'Puppies' | 'Litters') {
  return page.getByRole('main').getByRole('button', { name, exact: true });
}
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const resultCount = (page: Page) => page.getByRole('main').getByRole('status');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

async function openListing(page: Page, query = '') {
  // No wait for React: every control works before hydration too (a GET form the server answers).
  await page.goto(`/puppies${query}`);
}

/** Facts of each card as label → value (the <dl> of the card). */
async function cardFacts(page: Page): Promise<Record<string, string>[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((a) => {
      const facts: Record<string, string> = {};
      for (const dt of a.querySelectorAll('dt')) {
        const dd = dt.nextElementSibling;
        if (dd?.tagName === 'DD') facts[(dt.textContent ?? '').trim()] = (dd.textContent ?? '').trim();
      }
      return facts;
    }),
  );
}

/** Opens the listing, picks the sort `label` (its address says `sort=<key>`), and loads every card. */
async function allSortedBy(page: Page, label: string, key: string) {
  await openListing(page);
  await sortSelect(page).selectOption({ label });
  await expect(page).toHaveURL(new RegExp(`[?&]sort=${key}\\b`));
  await showAll(page, PUBLIC_ENTRIES.length);
}

async function showAll(page: Page, total: number) {
  while ((await cards(page).count()) < total) {
    const before = await cards(page).count();
    await pager(page).getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(total, before + PAGE_SIZE));
  }
}

test.describe('/puppies listing', () => {
  test('first page, result count and the default Featured order', async ({ page }) => {
    await openListing(page);
    await expect(resultCount(page)).toHaveText(`${PUBLIC_ENTRIES.length} results`);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(sortSelect(page)).toHaveValue('featured');
    expect(await cardNames(page)).toEqual(byOrder.slice(0, PAGE_SIZE).map((e) => e.name));
    // Hidden entries are never listed.
    for (const hidden of DEMO_ENTRIES.filter((e) => !e.public)) {
      await expect(cards(page).getByRole('heading', { name: hidden.name, exact: true })).toHaveCount(0);
    }
  });

  test('cards show the fields of docs/product.md §2', async ({ page }) => {
    await openListing(page);
    const sunny = PUBLIC_PUPPIES.find((e) => e.name === 'Sunny')!;
    const card = cards(page).filter({ has: page.getByRole('heading', { name: sunny.name, exact: true }) });
    await expect(card).toContainText('Puppy');
    await expect(card).toContainText(sunny.status);
    await expect(card).toContainText('$3,200');
    await expect(card).toContainText(sunny.description);
    for (const label of ['Color', 'Sex', 'Date of Birth', 'Ready to go home', 'Dam', 'Stud']) await expect(card.locator('dt', { hasText: label }).first()).toBeVisible();
    const inquire = card.getByRole('link', { name: /^Inquire/ });
    await expect(inquire).toHaveAttribute('href', /^\/contact\?/);
    expect(decodeURIComponent((await inquire.getAttribute('href'))!)).toContain(sunny.name);

    const unpriced = PUBLIC_PUPPIES.find((e) => !e.price)!;
    await expect(cards(page).filter({ has: page.getByRole('heading', { name: unpriced.name, exact: true }) })).toContainText('Contact for pricing');

    await filterButton(page, 'Litters').click();
    const litter = cards(page).first();
    await expect(litter).toContainText('Litter');
    for (const label of ['Expected', 'Expected Color', 'Dam', 'Stud']) await expect(litter.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
    const join = litter.getByRole('link', { name: /^Join Waitlist/ });
    await expect(join).toHaveAttribute('href', /^\/contact\?/);
  });

  test('tabs All / Puppies / Litters change the results', async ({ page }) => {
    await openListing(page);
    await filterButton(page, 'Puppies').click();
    await expect(resultCount(page)).toHaveText(`${PUBLIC_PUPPIES.length} results`);
    await expect(filterButton(page, 'Puppies')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, PUBLIC_PUPPIES.length));
    expect(new Set(await cardNames(page))).toEqual(new Set(PUBLIC_PUPPIES.slice(0, PAGE_SIZE).map((e) => e.name)));

    await filterButton(page, 'Litters').click();
    await expect(resultCount(page)).toHaveText(`${PUBLIC_LITTERS.length} results`);
    expect(new Set(await cardNames(page))).toEqual(new Set(PUBLIC_LITTERS.map((e) => e.name)));
    await expect(page).toHaveURL(/[?&]type=litters\b/);

    await filterButton(page, 'All').click();
    await expect(resultCount(page)).toHaveText(`${PUBLIC_ENTRIES.length} results`);
  });

  test('search narrows results, case-insensitively, over every searchable field', async ({ page }) => {
    await openListing(page);
    // color, dam (upper case), status and entry type
    for (const q of ['cream', 'BELLA', 'reserved', 'litter', 'female']) {
      const expected = expectedMatches(q);
      expect(expected.length, `demo data has matches for ${q}`).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(PUBLIC_ENTRIES.length);
      await search(page).fill(q);
      await expect(resultCount(page)).toHaveText(`${expected.length} ${expected.length === 1 ? 'result' : 'results'}`);
      await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, expected.length));
      expect(new Set(await cardNames(page))).toEqual(new Set(expected.slice(0, PAGE_SIZE).map((e) => e.name)));
      await expect(page).toHaveURL(new RegExp(`[?&]q=${q}(&|$)`));
    }
    // Search and the type filter combine.
    await search(page).fill('bella');
    await filterButton(page, 'Litters').click();
    const bellaLitters = expectedMatches('bella').filter((e) => e.entryType === 'litter');
    await expect(resultCount(page)).toHaveText(`${bellaLitters.length} ${bellaLitters.length === 1 ? 'result' : 'results'}`);
  });

  test('Featured sort follows the order field across pages', async ({ page }) => {
    await openListing(page);
    await showAll(page, PUBLIC_ENTRIES.length);
    expect(await cardNames(page)).toEqual(byOrder.map((e) => e.name));
  });

  test('Name sort is alphabetical', async ({ page }) => {
    await allSortedBy(page, 'Name', 'name');
    const names = await cardNames(page);
    expect(names).toHaveLength(PUBLIC_ENTRIES.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' })));
    expect(names).toEqual(PUBLIC_ENTRIES.map((e) => e.name).sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' })));
  });

  test('Price sort is ascending with entries without a price last', async ({ page }) => {
    await allSortedBy(page, 'Price', 'price');
    const prices = await cardPrices(page);
    const priced = prices.filter((p): p is string => !!p && p.startsWith('$'));
    const pricedCount = PUBLIC_ENTRIES.filter((e) => (e.price ?? 0) > 0).length;
    expect(priced).toHaveLength(pricedCount);
    // All priced cards come first...
    expect(prices.slice(0, pricedCount).every((p) => p?.startsWith('$'))).toBe(true);
    expect(prices.slice(pricedCount).every((p) => p === null || p === 'Contact for pricing')).toBe(true);
    // ...in ascending order.
    const values = priced.map(dollars);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[0]).toBe(Math.min(...PUBLIC_ENTRIES.filter((e) => e.price).map((e) => e.price!)));
  });

  test('Newest sort: date of birth or expected date, latest first', async ({ page }) => {
    await allSortedBy(page, 'Newest', 'newest');
    const facts = await cardFacts(page);
    const times = facts.map((f) => {
      const d = f['Date of Birth'] ?? f['Expected'];
      return d ? Date.parse(`${d} UTC`) : null;
    });
    const dated = times.filter((t): t is number => t !== null);
    expect(dated.every((t) => !Number.isNaN(t))).toBe(true);
    const firstUndated = times.indexOf(null);
    if (firstUndated !== -1) expect(times.slice(firstUndated).every((t) => t === null)).toBe(true);
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
    // Litters are expected in the future, so they lead.
    const names = await cardNames(page);
    const latestLitter = [...PUBLIC_LITTERS].sort((a, b) => (b.expectedDate ?? '').localeCompare(a.expectedDate ?? ''))[0]!;
    expect(names[0]).toBe(latestLitter.name);
  });

  test('pager: Next, Previous, "Page x of n" and Load more', async ({ page }) => {
    await openListing(page);
    const pages = Math.ceil(PUBLIC_ENTRIES.length / PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    await expect(pager(page)).toContainText(`Page 1 of ${pages}`);
    await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pager(page).getByRole('button', { name: 'Next' }).click();
    await expect(pager(page)).toContainText(`Page 2 of ${pages}`);
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, PUBLIC_ENTRIES.length - PAGE_SIZE));
    expect(await cardNames(page)).toEqual(byOrder.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((e) => e.name));

    await pager(page).getByRole('button', { name: 'Previous' }).click();
    await expect(pager(page)).toContainText(`Page 1 of ${pages}`);
    expect(await cardNames(page)).toEqual(byOrder.slice(0, PAGE_SIZE).map((e) => e.name));

    // Load more appends the next page below the current one.
    await pager(page).getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(2 * PAGE_SIZE, PUBLIC_ENTRIES.length));
    expect(await cardNames(page)).toEqual(byOrder.slice(0, 2 * PAGE_SIZE).map((e) => e.name));
    if (pages === 2) await expect(pager(page).getByRole('button', { name: 'Load more' })).toBeDisabled();

    // Any filter change returns to page 1; with one page there is no pager.
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await filterButton(page, 'Puppies').click();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, PUBLIC_PUPPIES.length));
    if (PUBLIC_PUPPIES.length <= PAGE_SIZE) await expect(pager(page)).toHaveCount(0);
  });

  test('changing the sort on page 2 returns to page 1', async ({ page }) => {
    await openListing(page, '?page=2');
    await expect(pager(page)).toContainText('Page 2 of');
    await sortSelect(page).selectOption({ label: 'Name' });
    await expect(pager(page)).toContainText('Page 1 of');
    await expect(page).not.toHaveURL(/[?&]page=/);
  });

  test('empty state with Reset filters and a contact link', async ({ page }) => {
    await openListing(page);
    await search(page).fill('zzqx-no-such-puppy');
    await expect(resultCount(page)).toHaveText('0 results');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible();
    // The empty state's own contact link (the hero above has another link to /contact).
    const listing = page.getByRole('region', { name: 'Available puppies and litters' });
    await expect(listing.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(resultCount(page)).toHaveText(`${PUBLIC_ENTRIES.length} results`);
    await expect(search(page)).toHaveValue('');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/puppies$/);
  });

  test('the view lives in the URL: it survives a reload and can be shared', async ({ page }) => {
    await openListing(page);
    await filterButton(page, 'Litters').click();
    await search(page).fill('bella');
    await sortSelect(page).selectOption({ label: 'Name' });
    await expect(page).toHaveURL(/[?&]type=litters\b/);
    await expect(page).toHaveURL(/[?&]q=bella\b/);
    await expect(page).toHaveURL(/[?&]sort=name\b/);
    const expected = expectedMatches('bella').filter((e) => e.entryType === 'litter').map((e) => e.name);

    await page.reload();
    await expect(search(page)).toHaveValue('bella');
    await expect(filterButton(page, 'Litters')).toHaveAttribute('aria-pressed', 'true');
    await expect(sortSelect(page)).toHaveValue('name');
    await expect(cards(page)).toHaveCount(expected.length);
    expect(await cardNames(page)).toEqual(expected);

    // A shared link opens the same view in a new page.
    const url = page.url();
    const other = await page.context().newPage();
    await other.goto(url);
    await expect(search(other)).toHaveValue('bella');
    await expect(cards(other)).toHaveCount(expected.length);
    await other.close();

    // Back goes to the previous view (filters push history entries).
    await page.goBack();
    await expect(filterButton(page, 'Litters')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a link with type, sort and page opens that view', async ({ page }) => {
    await openListing(page, '?type=puppies&sort=price');
    await expect(filterButton(page, 'Puppies')).toHaveAttribute('aria-pressed', 'true');
    await expect(sortSelect(page)).toHaveValue('price');
    const cheapest = [...PUBLIC_PUPPIES].filter((e) => e.price).sort((a, b) => a.price! - b.price!)[0]!;
    await expect(cards(page).first().getByRole('heading', { level: 3 })).toHaveText(cheapest.name);
  });

  test('bad query values fall back to the defaults', async ({ page }) => {
    await openListing(page, '?sort=bogus&page=-3&type=kittens');
    await expect(sortSelect(page)).toHaveValue('featured');
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(resultCount(page)).toHaveText(`${PUBLIC_ENTRIES.length} results`);
    await expect(pager(page)).toContainText('Page 1 of');
    expect(await cardNames(page)).toEqual(byOrder.slice(0, PAGE_SIZE).map((e) => e.name));
  });

  test('the structured data follows the page shown', async ({ page }) => {
    // It renders a beat after the cards (at low priority, outside the keystroke), so poll.
    await openListing(page);
    await filterButton(page, 'Litters').click();
    await expect(resultCount(page)).toHaveText(`${PUBLIC_LITTERS.length} results`);
    const shown = await cardNames(page);
    await expect
      .poll(async () => {
        const list = ofType(jsonLdObjects(await page.content()), 'ItemList')[0];
        return (list?.itemListElement as { name?: string }[] | undefined)?.map((it) => it.name);
      })
      .toEqual(shown);
  });
});

test.describe('/puppies without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML has the first page of cards and the JSON-LD', async ({ page }) => {
    const res = await page.goto('/puppies');
    expect(res?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    expect(await cardNames(page)).toEqual(byOrder.slice(0, PAGE_SIZE).map((e) => e.name));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${PUBLIC_ENTRIES.length} results`);

    const html = await page.content();
    const ld = jsonLdObjects(html);
    // Structured data of the page shown (docs/scale.md), valid by the schema.org vocabulary and Google's rules.
    for (const block of jsonLdBlocks(html)) expect(validateJsonLd(block)).toEqual([]);
    const list = ofType(ld, 'ItemList');
    expect(list).toHaveLength(1);
    const items = list[0]!.itemListElement as { url?: string; name?: string; item?: { url?: string } }[];
    expect(items.map((it) => it.name)).toEqual(byOrder.slice(0, PAGE_SIZE).map((e) => e.name));
    for (const it of items) expect(it.url ?? it.item?.url).toMatch(new RegExp(`^${E2E_ORIGIN.replace(/\./g, '\\.')}/puppies/[^/]+$`));

    const products = ofType(ld, 'Product');
    const priced = byOrder.slice(0, PAGE_SIZE).filter((e) => (e.price ?? 0) > 0);
    // Each block once: not repeated in the RSC payload.
    expect(typeCount(html, 'ItemList')).toBe(1);
    expect(typeCount(html, 'Product')).toBe(priced.length);
    expect(products.map((p) => p.name).sort()).toEqual(priced.map((e) => e.name).sort());
    for (const entry of priced) {
      const product = products.find((p) => p.name === entry.name)!;
      const offer = (Array.isArray(product.offers) ? product.offers[0] : product.offers) as Record<string, unknown>;
      expect(offer.priceCurrency).toBe('USD');
      expect(Number(offer.price)).toBe(entry.price);
      expect(offer.availability, entry.name).toBe(entry.status === 'Reserved' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock');
      expect(product.sku).toBeTruthy();
      expect(String(product.image)).toMatch(/^https?:\/\//);
    }
    // The demo has both kinds, so both mappings are exercised.
    expect(priced.some((e) => e.status === 'Reserved')).toBe(true);
    expect(priced.some((e) => e.status !== 'Reserved')).toBe(true);
  });
});
