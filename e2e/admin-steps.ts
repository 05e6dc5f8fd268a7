import { expect, type Locator, type Page } from './test';
import { expectToast } from './auth-support';

/**
 * Steps the admin specs share (Admin › Litters, an entry's Photos page), done as the owner does
 * them: each waits for what the owner sees, never for the framework.
 */

/** On Admin › Litters, creates the litter `name`; `fill` sets the rest of the New litter form (stage, parents). */
export async function createLitter(page: Page, name: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  await page.goto('/admin/litters');
  await page.getByText('New litter', { exact: true }).click();
  const create = page.getByRole('form', { name: 'New litter' });
  await expect(create.getByRole('button', { name: 'Create litter' })).toBeEnabled();
  await create.getByLabel('Name', { exact: true }).fill(name);
  await fill(create);
  await create.getByRole('button', { name: 'Create litter' }).click();
  await expectToast(page, `Litter created: ${name}`);
}

/**
 * From Admin › Litters, opens the litter's hub and starts recording the birth on its Lifecycle form
 * (stage Born, `birthDate`; not saved yet): the litter's id and the form.
 */
export async function openHubAndRecordBirth(page: Page, name: string, birthDate: string): Promise<{ id: string; life: Locator }> {
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const life = page.getByRole('form', { name: `Lifecycle of ${name}` });
  await expect(life.getByRole('button', { name: 'Save litter' })).toBeEnabled();
  await life.getByLabel('Stage').selectOption({ label: 'Born' });
  await life.getByLabel('Birth date').fill(birthDate);
  return { id, life };
}

/**
 * Uploads `files` on an entry's Photos page and waits until all are listed. Returns the listed
 * items and the order of their photos: the digit `numbered` captures in each image's address.
 */
export async function uploadEntryPhotos(page: Page, entryId: string, files: string[], numbered: RegExp): Promise<{ items: Locator; order: () => Promise<(string | undefined)[]> }> {
  await page.goto(`/admin/puppies/${entryId}/photos`);
  const upload = page.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeEnabled();
  await page.getByLabel('Photos or videos').setInputFiles(files);
  await upload.click();
  const items = page.getByTestId('media-item');
  await expect(items).toHaveCount(files.length, { timeout: 20_000 });
  const order = async () => (await items.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))).map((s) => numbered.exec(s)?.[1]);
  return { items, order };
}
