import { expect, test } from './test';
import { acceptNextConfirm, entryIdByName, expectToast, fixtureImage, imageSource, removeFixtureImages, storedEntry, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { signIn } from './support';
import { uploadEntryPhotos } from './admin-steps';

/**
 * Media sets (docs/media-sets.md), in the `admin` project (it adds an entry for a moment): the
 * owner uploads three photos to a new puppy, reorders them by dragging (pointer) and with the
 * keyboard alternative (Move earlier), and the first photo is the card image on /puppies.
 */
test.afterAll(() => removeFixtureImages());

test('three photos uploaded to a puppy and reordered: the first is the card image on /puppies', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const id = uniqueId();
  const name = `E2E Photos ${id}`;
  const files = await Promise.all([1, 2, 3].map((n) => fixtureImage(`e2e-ms-${n}-${id}.png`, { width: 320, height: 240 })));

  // A new entry without an image (a high order keeps the demo listing's first page as it is).
  await page.goto('/admin/puppies');
  const newEntry = page.getByRole('button', { name: 'New entry' });
  await newEntry.click();
  const form = page.getByRole('dialog', { name: 'New entry' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Order', { exact: true }).fill('999');
  await form.getByRole('button', { name: 'Create entry' }).click();
  await expect.poll(() => entryIdByName(name), { timeout: 15_000 }).not.toBeNull();
  const entryId = entryIdByName(name)!;

  const { items, order } = await uploadEntryPhotos(page, entryId, files, /e2e-ms-(\d)/);
  await expect.poll(order).toEqual(['1', '2', '3']);
  expect(storedEntry(entryId)!.imageUrl).toMatch(/e2e-ms-1-/);

  // Drag: press on the second photo, move over the first, release (both on screen).
  // The second row brought on screen (rows are tall on the phone-friendly layout); the first stays above it.
  await items.nth(1).scrollIntoViewIfNeeded();
  const from = (await items.nth(1).getByTitle('Drag to reorder').boundingBox())!;
  const to = (await items.nth(0).getByTitle('Drag to reorder').boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(to.y, 'the first photo is on screen').toBeGreaterThanOrEqual(0);
  expect(from.y + from.height, 'the second photo is on screen').toBeLessThanOrEqual(viewport.height);
  await page.mouse.move(from.x + 20, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(to.x + 20, to.y + 30, { steps: 8 });
  await page.mouse.up();
  await expect.poll(order).toEqual(['2', '1', '3']);
  await expect.poll(() => storedEntry(entryId)!.imageUrl).toMatch(/e2e-ms-2-/);

  // The keyboard alternative: photo 3 one place earlier.
  await items.nth(2).getByRole('button', { name: /^Move earlier/ }).click();
  await expect.poll(order).toEqual(['2', '3', '1']);
  const cover = storedEntry(entryId)!.imageUrl!;
  expect(cover).toMatch(/e2e-ms-2-/);

  // The card on /puppies shows the cover.
  await page.goto(`/puppies?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(card).toHaveCount(1);
  expect(imageSource((await card.getByRole('img', { name }).getAttribute('src'))!)).toBe(cover);

  // Deleting the entry deletes its photos.
  await page.goto('/admin/puppies');
  await expect(page.getByRole('button', { name: 'New entry' })).toBeEnabled();
  const confirmed = acceptNextConfirm(page);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmed;
  await expectToast(page, `Deleted ${name}`);
  await expect.poll(async () => (await page.request.get(cover)).status()).toBe(404);
});
