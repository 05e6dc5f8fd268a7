import { expect, test } from './test';

test('/privacy: last updated 15 Sep 2025, a working table of contents, print button and print stylesheet', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  const updated = main.locator('time[datetime="2025-09-15"]');
  await expect(updated).toBeVisible();
  await expect(updated).toHaveText(/(Sep(tember)?\.? 15, 2025|15 Sep(tember)? 2025)/);

  // Every table-of-contents link points at a section heading on the page.
  const toc = main.getByRole('navigation');
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  for (const link of await links.all()) {
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^#.+/);
    await expect(page.locator(href!)).toHaveCount(1);
  }
  await links.last().click();
  await expect(page).toHaveURL(/#.+$/);

  // The print button opens the browser's print dialog (it is enabled once the page's script runs).
  const print = main.getByRole('button', { name: /print/i });
  await expect(print).toBeEnabled();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await print.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // A sticky contact bar; on paper the site chrome, the button and the bar are left out.
  const bar = page.getByRole('complementary', { name: /contact/i });
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toMatch(/sticky|fixed/);
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/terms: the seven sections of docs/product.md §2, governed by New York State law', async ({ page }) => {
  await page.goto('/terms');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  const texts = (await headings.allInnerTexts()).join('\n');
  for (const topic of [/acceptance/i, /reservation.*deposit|deposit.*reservation/i, /health guarantee/i, /stud service/i, /liabilit/i, /website use|use of (the|this) website/i, /governing law/i]) {
    expect(texts).toMatch(topic);
  }
  await expect(page.getByRole('main')).toContainText('New York State');
});
