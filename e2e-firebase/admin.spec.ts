import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '../e2e/test';
import { expectToast, fixtureImage, imageSource, openLogin, submitLogin, uniqueEmail, uniqueId } from '../e2e/auth-support';
import { emulatorSignUp } from '../test/firebase-auth';
import { emulatorEnv, runAdmin, storedPuppyByName, storedUser } from './support';

/**
 * The admin in Firebase mode: an account promoted with the owner's command opens /admin and
 * manages an entry in Firestore with its photo in Cloud Storage (the Storage emulator); the public
 * /puppies page (ISR, revalidated by tag) follows.
 */

test.beforeAll(() => {
  emulatorEnv();
});

function adminRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

async function listedCard(page: Page, name: string): Promise<Locator> {
  await page.goto(`/puppies?q=${encodeURIComponent(name)}`);
  // The server answers the search (a GET form): the box shows the term and the cards are filtered.
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(name);
  return page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

test('a promoted admin creates and toggles a puppy; /puppies shows it on reload', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('fb-admin');
  const password = 'firebase-admin-pass-1';
  const account = await emulatorSignUp(email, password);

  // Not an admin yet: /admin sends the visitor to /login.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login/);

  // The owner's command: the account never signed in to the site, so its record is made too.
  expect(await runAdmin('promote', email)).toContain(`${email} is now an admin`);
  expect(await storedUser(email)).toEqual({ id: account.uid, email, role: 'admin' });

  await openLogin(page);
  await submitLogin(page, email, password);
  await expectToast(page, 'Signed in successfully!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

  const id = uniqueId();
  const name = `FB Pup ${id}`;
  const image = await fixtureImage(`fb-pup-${id}.png`);
  await page.goto('/admin/puppies');
  await expect(page).toHaveURL(/\/admin\/puppies$/);
  // New entry opens a modal, which only the script can do: it is disabled until then.
  const newEntry = page.getByRole('button', { name: 'New entry' });
  await expect(newEntry).toBeEnabled();
  await newEntry.click();
  const form = page.getByRole('dialog', { name: 'New entry' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Description', { exact: true }).fill(`Made by the Firebase e2e suite (${id}).`);
  await form.getByLabel('Order', { exact: true }).fill('5');
  await form.getByLabel('Price (USD)', { exact: true }).fill('3100');
  await form.getByLabel('Sex', { exact: true }).selectOption('Male');
  await form.getByLabel('Image (optional)', { exact: true }).setInputFiles(image);
  await expect(form.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await form.getByRole('button', { name: 'Create entry' }).click();
  await expectToast(page, `Entry created: ${name}`);
  await expect(form).toBeHidden();
  await expect(adminRow(page, name)).toContainText('Available');
  await expect(adminRow(page, name)).toContainText('$3,100');
  const stored = await storedPuppyByName(name);
  expect(stored).toMatchObject({ status: 'Available', public: true });
  // A Firebase download URL of the Storage emulator, at the §7 path puppies/{timestamp}_{name}.
  expect(stored!.imageUrl).toMatch(new RegExp(`/v0/b/[^/]+/o/puppies%2F\\d+_fb-pup-${id}\\.\\w+\\?alt=media&token=[\\w-]+$`));
  fs.rmSync(image, { force: true });

  let card = await listedCard(page, name);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Available');
  await expect(card).toContainText('$3,100');
  const photo = card.getByRole('img', { name });
  await expect(photo).toBeVisible();
  expect(imageSource((await photo.getAttribute('src'))!)).toBe(stored!.imageUrl);
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);

  // Toggle status: Reserved, in Firestore and on the public page.
  await page.goto('/admin/puppies');
  // The row buttons work with the table's script, which enables New entry when it runs.
  await expect(newEntry).toBeEnabled();
  await adminRow(page, name).getByRole('button', { name: `Mark reserved ${name}` }).click();
  await expectToast(page, `${name} is now Reserved`);
  expect(await storedPuppyByName(name)).toMatchObject({ status: 'Reserved', public: true });
  card = await listedCard(page, name);
  await expect(card).toContainText('Reserved');

  // Toggle public: hidden from /puppies.
  await page.goto('/admin/puppies');
  await expect(newEntry).toBeEnabled();
  await adminRow(page, name).getByRole('button', { name: `Hide from site ${name}` }).click();
  await expectToast(page, `${name} is now hidden`);
  expect(await storedPuppyByName(name)).toMatchObject({ public: false });
  card = await listedCard(page, name);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('0 results');
  await expect(card).toHaveCount(0);
});
