import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './test';
import { registerWithForm, uniqueId } from './auth-support';
import { insertFamilyApplication } from './seed-family';
import { withE2eDb, type E2eDb } from './sqlite';
import { cards, firstRecordPath, mainNav } from './support';
import { confirmAddress } from './verify-support';

/**
 * What a family sees first, on a 390 × 844 phone (docs/listing.md, docs/family-journey.md): a puppy
 * on the first screen of /puppies and /, nothing wider than a 360 px screen, 44 px menu and footer
 * links; their status page's one headline per stage as the store moves them from applied to home;
 * and an application sent before registering shows in "My journey" once the address is confirmed.
 * Hidden records only.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });


/** Fully inside the first screen, at the top of the page. */
async function inFirstScreen(page: Page, what: Parameters<Page['locator']>[0] | ReturnType<Page['locator']>) {
  const box = await (typeof what === 'string' ? page.locator(what) : what).boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'bottom edge within 844 px').toBeLessThanOrEqual(844);
}

/** The page scrolls no sideways. */
async function noSidewaysScroll(page: Page, path: string) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${path}: scrollWidth ${scroll} > clientWidth ${client}`).toBeLessThanOrEqual(client);
}

test('a puppy on the first phone screen; nothing scrolls sideways at 360 px; 44 px menu and footer links', async ({ page }) => {
  test.setTimeout(60_000); // a dozen public pages
  await page.goto('/puppies');
  const first = cards(page).first();
  await expect(first).toContainText('Available');
  await inFirstScreen(page, first.getByRole('img'));
  await inFirstScreen(page, first.getByRole('heading', { level: 3 }));
  // The compact card: the product's button on the first screen too.
  await expect(first.getByRole('link', { name: /^Inquire/ })).toBeVisible();
  const puppyPath = (await first.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href'))!;

  await page.goto('/');
  const available = page.getByRole('region', { name: 'Available now' });
  const tile = available.getByRole('listitem').first();
  await inFirstScreen(page, tile.getByRole('img'));
  await inFirstScreen(page, tile.getByRole('heading', { level: 3 }));
  await expect(available.getByText('Current litter')).toBeVisible();

  // Menu and footer links are 44 px tall targets at 390 px; the menu and footer offer Apply.
  await mainNav(page).getByRole('button', { name: /menu/i }).click();
  const menuLinks = mainNav(page).getByRole('listitem').getByRole('link');
  await expect(menuLinks.first()).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Apply', exact: true })).toHaveAttribute('href', '/apply');
  for (const box of await menuLinks.evaluateAll((links) => links.map((l) => ({ text: l.textContent, h: l.getBoundingClientRect().height })))) {
    expect(box.h, `menu link ${box.text}`).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press('Escape');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Apply for a puppy' })).toHaveAttribute('href', '/apply');
  for (const box of await footer.locator('nav a, address a').evaluateAll((links) => links.map((l) => ({ text: l.textContent, h: l.getBoundingClientRect().height })))) {
    expect(box.h, `footer link ${box.text}`).toBeGreaterThanOrEqual(44);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  // Every public page; a litter's and a parent's own page are found on their lists.
  const paths = ['/', '/puppies', puppyPath, '/litters', '/parents', '/studs', '/gallery', '/about', '/contact', '/apply', '/privacy', '/terms', '/login', '/register', '/forgot-password'];
  for (const path of paths) {
    await page.goto(path);
    await noSidewaysScroll(page, path);
    if (path === '/litters' || path === '/parents') paths.push(await firstRecordPath(page, path));
    // An available puppy's page offers the application beside the product's Inquire.
    if (path === puppyPath) {
      await expect(page.getByRole('main').getByRole('link', { name: /^Inquire/ })).toHaveAttribute('href', /^\/contact\?/);
      await expect(page.getByRole('main').getByRole('link', { name: 'Apply for a puppy' })).toHaveAttribute('href', /^\/apply(\?litter=.+)?$/);
    }
  }
});

test("the status page says one thing per stage, from applied to home, and fits a 360 px screen", async ({ page }) => {
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const token = randomBytes(32).toString('base64url');
  const ids = { app: `e2eFfApp${run}`, litter: `e2eFfLitter${run}`, pup: `e2eFfPup${run}`, entry: `e2eFfLitter${run}.e2eFfApp${run}` };
  const litterName = `First Litter ${run}`;
  const pupName = `Pip ${run}`;
  const now = new Date().toISOString();
  withE2eDb((db) => {
    const image = (db.prepare("SELECT image_url AS u FROM puppies WHERE image_url IS NOT NULL AND image_url != '' LIMIT 1").get() as { u: string }).u;
    const entry = db.prepare(
      `INSERT INTO puppies (id, entry_type, name, description, sort_order, status, price, sex, color, image_url, is_public, created_at, updated_at)
       VALUES (?, ?, ?, '', 90, 'Available', ?, NULL, 'Golden', ?, 0, ?, ?)`,
    );
    entry.run(ids.litter, 'litter', litterName, null, null, now, now);
    entry.run(ids.pup, 'puppy', pupName, 3000, image, now, now);
    insertFamilyApplication(db, now, { id: ids.app, name: `Family ${run}`, email: `ff-${run.toLowerCase()}@example.com` }, { litterId: null, status: 'submitted', token });
  });
  // A go-home date still ahead: once a date has passed, the page says "was ready to go home on".
  const homeYear = new Date().getFullYear() + 1;
  const steps: [string, (db: E2eDb) => void, string][] = [
    ['applied', () => {}, 'We have your application.'],
    ['approved', (db) => db.prepare("UPDATE applications SET status = 'approved' WHERE id = ?").run(ids.app), 'You are approved.'],
    [
      'waitlist',
      (db) =>
        db
          .prepare(
            `INSERT INTO waitlist_entries (id, litter_id, application_id, position, deposit_date, passed, puppy_id, picked_at, created_at, updated_at)
             VALUES (?, ?, ?, 1, NULL, 0, NULL, NULL, ?, ?)`,
          )
          .run(ids.entry, ids.litter, ids.app, now, now),
      `You are number 1 of 1 on the ${litterName} waitlist.`,
    ],
    [
      'deposit',
      (db) =>
        db
          .prepare(
            `INSERT INTO ledger_entries (id, application_id, puppy_id, litter_id, kind, amount_cents, date, method, note, created_at, updated_at)
             VALUES (?, ?, NULL, ?, 'deposit', 50000, '2026-03-01', 'card', 'A deposit paid by card elsewhere', ?, ?)`,
          )
          .run(`e2eFfDep${run}`, ids.app, ids.litter, now, now),
      `We received your deposit: you are number 1 on the ${litterName} waitlist.`,
    ],
    ['picked', (db) => db.prepare('UPDATE waitlist_entries SET puppy_id = ?, picked_at = ? WHERE id = ?').run(ids.pup, now, ids.entry), `You picked ${pupName}.`],
    ['goingHome', (db) => db.prepare('UPDATE puppies SET available_date = ? WHERE id = ?').run(`${homeYear}-12-14`, ids.pup), `${pupName} goes home with you on Dec 14, ${homeYear}.`],
    ['home', (db) => db.prepare("UPDATE applications SET status = 'placed' WHERE id = ?").run(ids.app), `${pupName} is home with you. Thank you!`],
  ];
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [stage, move, headline] of steps) {
    withE2eDb(move);
    await page.goto(`/status/${token}`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('stage-headline')).toHaveText(headline);
    await expect(main.getByTestId('stage-headline')).toHaveAttribute('data-stage', stage);
    if (stage === 'deposit' || stage === 'goingHome') await noSidewaysScroll(page, `/status (${stage})`);
    if (stage === 'goingHome') {
      const pick = main.getByTestId('picked-puppy');
      await expect(pick.getByRole('img', { name: pupName })).toBeVisible();
      await expect(pick).toContainText(`Ready to go home Dec 14, ${homeYear}`);
      await expect(main.getByTestId('balance')).toHaveText('$2,500.00');
      await expect(main.getByText('A deposit is required and is non-refundable', { exact: false })).toHaveCount(1);
    }
  }
});

test('an application sent before registering shows in My journey once the address is confirmed', async ({ page, browser }) => {
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const email = `e2e-journey-${run.toLowerCase()}@example.test`;
  const name = `Early Family ${run}`;
  withE2eDb((db) => insertFamilyApplication(db, new Date().toISOString(), { id: `e2eFfEarly${run}`, name, email }, { litterId: null, status: 'submitted' }));
  // Registering signs in and shows Logout in the bar: a wide screen, where the bar is not a menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerWithForm(page, email, 'journey-password-123');
  await confirmAddress(browser, email, 'journey-password-123');
  await page.goto('/account/journey');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByTestId('stage-headline')).toHaveText('We have your application.');
});
