import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './test';
import { openLogin, registerWithForm, submitLogin, toast, uniqueEmail, uniqueId } from './auth-support';
import { insertFamilyApplication, insertWaitlistPlace } from './seed-family';
import { withE2eDb } from './sqlite';
import { firstRecordPath, mainNav } from './support';
import { expectTapTargets, TAP_MIN } from './tap-support';

/**
 * Fingers on a 390 × 844 phone (docs/progressive-enhancement.md, "Tap targets"): on every public
 * page, the account pages, a family's status page and "My journey", every visible control is at
 * least 44 × 44 px, or is a link inside running text with 44 px of room around it; the filter pills
 * and the account toast's close mark also read at 4.5:1. Signed in, the home page logs no console
 * error across ten loads (a page the server and the browser render alike). Sideways scrolling at
 * 360 px is e2e/family-first.spec.ts's, "My journey" aside.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The contrast of an element's text against the first solid background behind it (WCAG's formula). */
async function contrastOf(page: Page, selector: string): Promise<{ what: string; ratio: number }[]> {
  return page.locator(selector).evaluateAll((els) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    return els.map((el) => {
      let bg: number[] = [255, 255, 255];
      for (let n: Element | null = el; n; n = n.parentElement) {
        const c = rgb(getComputedStyle(n).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3]! > 0.99)) {
          bg = c.slice(0, 3);
          break;
        }
      }
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(bg)].sort((x, y) => y - x);
      return { what: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), ratio: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100 };
    });
  });
}

/** A family's status page: an application approved and on a litter's waitlist, seen by its link. */
function demoFamilyStatusPath(): string {
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const token = randomBytes(32).toString('base64url');
  const id = `e2eTapApp${run}`;
  withE2eDb((db) => {
    const now = new Date().toISOString();
    insertFamilyApplication(db, now, { id, name: `Tap Family ${run}`, email: `tap-${run.toLowerCase()}@example.com` }, { litterId: null, status: 'approved', token });
    const litter = (db.prepare(`SELECT id FROM puppies WHERE entry_type = 'litter' ORDER BY sort_order LIMIT 1`).get() as { id: string }).id;
    insertWaitlistPlace(db, now, { litterId: litter, applicationId: id, position: 99 });
  });
  return `/status/${token}`;
}

test('every control on the public pages is 44 × 44 px at 390 px, or a spaced link in running text; the filter pills read at 4.5:1', async ({ page }) => {
  test.setTimeout(90_000); // twenty pages
  const paths = ['/', '/puppies', '/litters', '/parents', '/studs', '/gallery', '/about', '/contact', '/apply', '/privacy', '/terms', '/login', '/register', '/forgot-password', demoFamilyStatusPath()];
  for (const path of paths) {
    await page.goto(path);
    await expectTapTargets(page, path);
    if (path === '/') {
      // The phone menu, open.
      await mainNav(page).getByRole('button', { name: /menu/i }).click();
      await expect(mainNav(page).getByRole('link', { name: 'Apply', exact: true })).toBeVisible();
      await expectTapTargets(page, '/ (menu open)', 'nav[aria-label="Main"]');
      await page.keyboard.press('Escape');
    }
    if (path === '/puppies') {
      // The filter pills, pressed and not.
      const pills = '[role=group][aria-label="Filter by type"] button';
      await expect(page.locator(pills).first()).toBeVisible();
      for (const c of await contrastOf(page, pills)) expect(c.ratio, `filter pill "${c.what}" contrast`).toBeGreaterThanOrEqual(4.5);
      paths.push(await firstRecordPath(page, '/puppies'));
    }
    if (path === '/litters' || path === '/parents') paths.push(await firstRecordPath(page, path));
  }
});

test('signed in: the toast closes by a 44 px mark at 4.5:1, "My journey" fits, and the home page logs no console error in ten loads', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('tap');
  const password = `pw-${uniqueId()}`;
  // An account made through /register (which signs it in: at 1280 px, where Logout shows in the
  // bar), then signed out to sign in again on the phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerWithForm(page, email, password);
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });

  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: pageerror: ${e.message}`));

  // The toast is the page script's answer: sign in once the script runs (the Show button shows it).
  await openLogin(page);
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
  await submitLogin(page, email, password);
  const shown = toast(page, 'Signed in successfully!');
  await expect(shown).toBeVisible({ timeout: 10_000 });
  const close = shown.locator('[data-close-button]');
  // Measured once the toast has slid in: while it enters, its transform draws the mark a fraction
  // of a pixel smaller (43.99999 was seen) than the box a finger then has.
  const closeSize = async () => {
    const box = (await close.boundingBox())!;
    return Math.min(box.width, box.height);
  };
  await expect.poll(closeSize, { message: 'toast close mark width and height' }).toBeGreaterThanOrEqual(TAP_MIN);
  for (const c of await contrastOf(page, '[data-sonner-toast] [data-close-button]')) expect(c.ratio, 'toast close mark contrast').toBeGreaterThanOrEqual(4.5);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

  for (let run = 1; run <= 10; run++) {
    await page.goto('/');
    // Hydrated and the session read: the menu offers Logout.
    await expect(mainNav(page).getByRole('button', { name: 'Logout', includeHidden: true })).toBeAttached();
    expect(errors, `console errors on / (load ${run} of 10, signed in)`).toEqual([]);
  }

  await page.goto('/account/journey');
  await expectTapTargets(page, '/account/journey');
  await page.setViewportSize({ width: 360, height: 740 });
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `/account/journey: scrollWidth ${scroll} > clientWidth ${client}`).toBeLessThanOrEqual(client);
});
