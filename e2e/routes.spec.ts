import { randomBytes } from 'node:crypto';
import { expect, test } from './test';
import { cards, entryIdsByName, HIDDEN_ENTRIES, PUBLIC_ENTRIES } from './support';

/** Every public route of docs/product.md §2 answers 200 and shows its one main heading (wording is the page's own, except where the topic is fixed). */
const ROUTES: { path: string; h1: RegExp }[] = [
  { path: '/', h1: /\S/ },
  { path: '/puppies', h1: /\S/ },
  { path: '/studs', h1: /stud/i },
  { path: '/gallery', h1: /\S/ },
  { path: '/about', h1: /\S/ },
  { path: '/contact', h1: /\S/ },
  { path: '/privacy', h1: /privacy/i },
  { path: '/terms', h1: /terms/i },
];

for (const { path, h1 } of ROUTES) {
  test(`${path} renders with status 200 and one h1`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    // Shared shell: the main navigation and the main landmark.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  });
}

test('a puppy detail page opens from the listing, with the entry name as its h1', async ({ page }) => {
  await page.goto('/puppies');
  const first = PUBLIC_ENTRIES.find((e) => e.order === Math.min(...PUBLIC_ENTRIES.map((p) => p.order)))!;
  const link = cards(page).first().getByRole('link', { name: first.name, exact: true });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/puppies\/[^/]+$/);
  const res = await page.goto(href!);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await expect(page).toHaveTitle(new RegExp(first.name));
});

test('/book/<stud id> answers 200 with its h1', async ({ page }) => {
  await page.goto('/studs');
  const href = await page.getByRole('link', { name: /^Book this stud/ }).first().getAttribute('href');
  expect(href).toMatch(/^\/book\/[^/]+$/);
  const res = await page.goto(href!);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('an unknown route shows the designed 404 page with status 404', async ({ page }) => {
  const res = await page.goto('/no-such-page-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
});

test('unknown and hidden puppy ids answer 404', async ({ page }) => {
  expect((await page.goto('/puppies/not-a-real-id'))?.status()).toBe(404);
  const ids = entryIdsByName();
  expect(HIDDEN_ENTRIES.length).toBeGreaterThan(0);
  for (const hidden of HIDDEN_ENTRIES) {
    const id = ids.get(hidden.name);
    expect(id, `id of hidden entry ${hidden.name}`).toBeTruthy();
    const res = await page.goto(`/puppies/${encodeURIComponent(id!)}`);
    expect(res?.status(), `hidden entry ${hidden.name}`).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(hidden.name);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Next renders a page's own notFound() only once its scripts run; middleware sends these to the
  // designed 404 page instead (lib/routing/page-presence.ts), as HTML, the address bar unchanged.
  test('an address whose record is not there shows the designed 404 page, status 404', async ({ page }) => {
    const hidden = entryIdsByName().get(HIDDEN_ENTRIES[0]!.name)!;
    const missing = [
      '/puppies/not-a-real-id',
      `/puppies/${encodeURIComponent(hidden)}`,
      // Not a puppy: the folder of the listing's view route; and a view whose key was typed wrong.
      '/puppies/view',
      '/puppies/view/garbage',
      '/litters/not-a-real-id',
      '/parents/not-a-real-id',
      '/gallery/page/999',
      `/status/${randomBytes(32).toString('base64url')}`,
      `/unsubscribe/${randomBytes(32).toString('base64url')}`,
    ];
    for (const path of missing) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      // Status and unsubscribe addresses carry a secret: never passed on, found or not.
      if (/^\/(status|unsubscribe)\//.test(path)) expect(res?.headers()['referrer-policy'], path).toBe('no-referrer');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('We couldn’t find that page');
      await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /home/i }), path).toHaveAttribute('href', '/');
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
    // What is there still opens.
    const shown = PUBLIC_ENTRIES[0]!;
    const res = await page.goto(`/puppies/${encodeURIComponent(entryIdsByName().get(shown.name)!)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.name);
  });
});
