import { MESSAGES } from '../lib/domain/messages';
import { expect, test, type Page } from './test';

test('gallery: each photo links to its full-size image, before any script runs', async ({ page }) => {
  await page.goto('/gallery');
  const photos = page.getByRole('main').getByRole('link', { name: /open larger/i });
  await expect(photos).toHaveCount(12);
  const href = await photos.first().getAttribute('href');
  expect(href).toBeTruthy();
  const image = await page.request.get(href!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});

// The dialog is what scripts add on top of the link: a click before the script runs shows the
// full-size image instead (e2e/first-paint.spec.ts). No one sees the difference until they click, so
// these tests wait for the mark the grid and the strip set once their script runs (data-enhanced).
test('gallery: a photo opens in a dialog, Escape closes it and focus returns to the photo', async ({ page }) => {
  await page.goto('/gallery');
  const photos = page.getByRole('main').getByRole('link', { name: /open larger/i });
  await expect(photos).toHaveCount(12);
  await expect(page.getByText('Loading gallery...')).toHaveCount(0);
  await expect(page.getByRole('main').locator('ul[data-enhanced]')).toHaveCount(1);

  const third = photos.nth(2);
  await third.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();
  // Focus is inside the dialog while it is open.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(third).toBeFocused();

  // The close mark closes it too.
  await photos.first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(photos.first()).toBeFocused();
});

test.describe('home carousel', () => {
  const carouselPhotos = (page: Page) =>
    page.getByRole('region', { name: 'Moments from our farm' }).getByRole('link', { name: /^Enlarge photo/ });
  const strip = (page: Page) => page.getByRole('region', { name: 'Moments from our farm' }).locator('[data-enhanced]');
  const pauseBox = (page: Page) => page.getByRole('checkbox', { name: MESSAGES.gallery.pauseCarousel });

  test('a photo opens enlarged from the keyboard; the close mark closes it and focus returns', async ({ page }) => {
    await page.goto('/');
    const photos = carouselPhotos(page);
    // The strip is rendered twice for a seamless loop; the copy is hidden from assistive tech.
    await expect(photos).toHaveCount(12);
    await expect(strip(page)).toHaveCount(1);
    // The strip moves all the time (it pauses on focus), so use the keyboard like a keyboard user.
    await photos.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(photos.first()).toBeFocused();
  });

  /** The play state of every animation inside the carousel (its strip's one CSS animation). */
  const playStates = (page: Page) =>
    page
      .getByRole('region', { name: 'Moments from our farm' })
      .evaluate((region) => document.getAnimations().filter((a) => a.effect instanceof KeyframeEffect && !!a.effect.target && region.contains(a.effect.target)).map((a) => a.playState));

  for (const javaScriptEnabled of [true, false]) {
    test(`the moving strip can be paused and started again by its check box (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/');
      expect(await playStates(page)).toEqual(['running']);
      const pause = pauseBox(page);
      await pause.check();
      expect(await playStates(page)).toEqual(['paused']);
      await pause.uncheck();
      expect(await playStates(page)).toEqual(['running']);
      await context.close();
    });
  }

  test('with reduced motion the strip is still; a click opens a photo and Escape closes it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Nothing moves, so there is nothing to pause.
    await expect(pauseBox(page)).toBeHidden();
    const photos = carouselPhotos(page);
    await expect(strip(page)).toHaveCount(1);
    const second = photos.nth(1);
    await second.scrollIntoViewIfNeeded();
    // Still means nothing around the photo is animating (a moving strip is a running CSS animation
    // on one of its ancestors), and the photo is where it was a few frames later; sub-pixel width
    // changes (late layout) are not motion.
    const moving = () =>
      second.evaluate((el) => document.getAnimations().filter((a) => a.playState === 'running' && a.effect instanceof KeyframeEffect && a.effect.target?.contains(el)).length);
    expect(await moving()).toBe(0);
    const position = async () => {
      const box = await second.boundingBox();
      return box && { x: Math.round(box.x), y: Math.round(box.y) };
    };
    const before = await position();
    await second.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done())))));
    expect(await position()).toEqual(before);
    await second.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(second).toBeFocused();
  });
});

test('home: hero links to /puppies and shows four certification seals', async ({ page }) => {
  await page.goto('/');
  const meet = page.getByRole('link', { name: 'Meet Your Puppy' });
  await expect(meet).toHaveAttribute('href', '/puppies');
  const seals = page.getByRole('list', { name: 'Our certifications' }).getByRole('img');
  await expect(seals).toHaveCount(4);
  for (const seal of await seals.all()) {
    await expect(seal).toHaveAttribute('alt', /\w/);
    expect(await seal.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
  }
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  // Four steps; the deposit note says puppies are not held without a deposit.
  await expect(page.getByRole('region', { name: 'How It Works' }).getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'How It Works' })).toContainText(/puppies are not held without a deposit/i);
  await expect(page.getByRole('heading', { name: 'What We Offer' })).toBeVisible();
  // Same-origin links inside the home page navigate in-app once its script runs (data-enhanced on
  // the wrapper; before that they are plain links): no full page load.
  await expect(page.locator('div[data-enhanced]').filter({ has: meet })).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await meet.click();
  await expect(page).toHaveURL(/\/puppies$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
