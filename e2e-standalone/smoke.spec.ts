import { expect, test, type APIRequestContext } from '../e2e/test';
import { PUBLIC_PUPPIES, signIn } from '../e2e/support';
import { STANDALONE_ADMIN } from './env';

/**
 * The standalone server behind the shipped nginx config (playwright.standalone.config.ts): the
 * public pages, sign-in and an admin edit work through the proxy, the proxy compresses, caches
 * what it may and never what it must not, and an admin edit shows within the coherence bound.
 */

const COHERENCE_BOUND_MS = 60_000;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { 'Cache-Control': 'no-cache' } });
  expect(res.status(), path).toBe(200);
  return res.text();
}

test('home, puppies and login pages load through the proxy', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/puppies');
  const first = PUBLIC_PUPPIES[0]!.name;
  await expect(page.getByRole('heading', { level: 3, name: first, exact: true })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  // The default hero image is a route reading a file beside it (app/hero-bg-square.png/route.ts):
  // the standalone server must carry that file, and the optimizer resize it.
  const hero = await page.request.get('/hero-bg-square.png');
  expect(hero.status()).toBe(200);
  expect(hero.headers()['content-type']).toBe('image/png');
  const resized = await page.request.get('/_next/image?url=%2Fhero-bg-square.png&w=640&q=75');
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toMatch(/^image\//);
});

test('the proxy compresses, caches public pages briefly and never caches private answers', async ({ request }) => {
  const br = await request.get('/puppies', { headers: { 'Accept-Encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  const gz = await request.get('/puppies', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  // Within the 10 s micro-cache the second identical request is a hit.
  await request.get('/studs');
  expect((await request.get('/studs')).headers()['x-cache']).toBe('HIT');
  // The session endpoint and the health check are private/no-store: always passed to the app.
  for (const path of ['/api/auth/session', '/api/health']) {
    await request.get(path);
    expect((await request.get(path)).headers()['x-cache'], path).not.toBe('HIT');
  }
  // /_next/static assets are immutable.
  const home = await html(request, '/');
  const asset = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0];
  expect(asset).toBeTruthy();
  expect((await request.get(asset!)).headers()['cache-control']).toContain('immutable');
});

test('an admin edit through the proxy shows on the public page within the coherence bound', async ({ page }) => {
  const name = PUBLIC_PUPPIES[0]!.name;
  await signIn(page, STANDALONE_ADMIN.email, STANDALONE_ADMIN.password);
  // Warm the micro-cache with the listing that shows the entry.
  expect(await html(page.request, '/puppies')).toContain(`>${name}<`);

  await page.goto('/admin/puppies');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  const toggle = row.getByRole('button', { name: `Hide from site ${name}` });
  // The row buttons work with the table's script, which enables New entry when it runs.
  const newEntry = page.getByRole('button', { name: 'New entry' });
  await expect(newEntry).toBeEnabled();
  await toggle.click();

  const started = Date.now();
  await expect
    .poll(async () => (await html(page.request, '/puppies')).includes(`>${name}<`), { timeout: COHERENCE_BOUND_MS, intervals: [500, 1000, 2000] })
    .toBe(false);
  const hiddenAfter = Date.now() - started;
  test.info().annotations.push({ type: 'edit visible through the proxy after', description: `${hiddenAfter} ms` });
  console.log(`edit visible through the proxy after ${hiddenAfter} ms`);

  // Back to public: shown again within the bound (the button now says what it will do).
  await page.goto('/admin/puppies');
  const show = row.getByRole('button', { name: `Show on site ${name}` });
  await expect(newEntry).toBeEnabled();
  await show.click();
  await expect
    .poll(async () => (await html(page.request, '/puppies')).includes(`>${name}<`), { timeout: COHERENCE_BOUND_MS, intervals: [500, 1000, 2000] })
    .toBe(true);
});
