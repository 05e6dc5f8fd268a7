import { randomBytes } from 'node:crypto';
import { expect, test } from '../e2e/test';

/**
 * Firebase mode, JavaScript off: an address whose record is not there answers the designed 404 page
 * as HTML (middleware asks the same cached Firestore reads as the page: docs/progressive-enhancement.md,
 * "Pages that are not there"). That a shown puppy's page still opens, and a hidden one's becomes a
 * 404, is checked through the same middleware by cache-coherence.spec.ts (a puppy edit, a hidden entry).
 */
test.use({ javaScriptEnabled: false });

test('a missing puppy or status link shows the designed 404 page', async ({ page }) => {
  for (const path of ['/puppies/not-a-real-id', `/status/${randomBytes(32).toString('base64url')}`]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('We couldn’t find that page');
    await expect(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
  }
});
