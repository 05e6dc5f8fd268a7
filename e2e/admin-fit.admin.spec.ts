import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { withE2eDb } from './sqlite';
import { holdScripts, signIn } from './support';
import { shortTargets } from './tap-support';
import { APPLICANT_ANSWERS, APPLICANT_CHOICES } from './family-answers';

/**
 * The admin fits a phone and a desktop (docs/admin-forms.md, "Fits every screen"): at 390 px and at
 * 1280 px no admin page, and not the New entry dialog, scrolls sideways; at 390 px every control on
 * every admin page is a 44 px tap target (e2e/tap-support.ts). Every page under
 * app/admin is visited (read from the folder, so a new admin page is checked without editing this
 * spec); a dynamic segment takes an id from the e2e store, or a link seen on the other pages. At
 * 390 px an application's name sits above its email in the list, and its page shows the family's
 * answers above the Decision. A litter's row in Admin › Puppies leads to its hub, and the New entry
 * photo can come from the camera. The phone's Admin menu opens before the scripts run (they are
 * held back) and closes on a tab once they have; with scripts off every admin page says it needs
 * JavaScript. With each page's scripts held back, no button that only a script can make work is
 * enabled, and no choice made on a select, check box or radio is put back when they run
 * (docs/admin-forms.md, "Admin forms never lose a submit"). In the admin project: it links a puppy to
 * a litter.
 */

const ADMIN_DIR = path.resolve(__dirname, '..', 'app', 'admin');

/** Every admin page's path pattern, e.g. /admin/litters/[id]/puppies/[puppyId]. */
function adminRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string, route: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name), e.name.startsWith('(') ? route : `${route}/${e.name}`);
      else if (e.name === 'page.tsx') out.push(route);
    }
  };
  walk(ADMIN_DIR, '/admin');
  return out.sort();
}

type Ids = { application: string; applicationName: string; litter: string; puppy: string; parent: string };

/** One application, and a puppy linked to a litter, so every dynamic admin page has something to show. */
function prepareIds(): Ids {
  const run = uniqueId().replace(/[^A-Za-z0-9]/g, '').slice(-8);
  const application = `e2eFit${run}`;
  const now = new Date().toISOString();
  const data = {
    contact: { name: `Robin Fitwell ${run}`, email: `robin-fitwell-with-a-long-address-${run.toLowerCase()}@example.com`, phone: '585-555-0100', city: 'Albion', state: 'NY' },
    answers: { ...APPLICANT_ANSWERS, homeDetails: 'Someone is home most of the day.' },
    ...APPLICANT_CHOICES,
  };
  return withE2eDb((db) => {
    db.prepare(
      `INSERT INTO applications (id, email, status, litter_id, user_id, status_token_hash, notes, data, created_at, updated_at)
       VALUES (?, ?, 'submitted', NULL, NULL, NULL, '', ?, ?, ?)`,
    ).run(application, data.contact.email, JSON.stringify(data), now, now);
    const litter = (db.prepare(`SELECT id FROM puppies WHERE entry_type = 'litter' ORDER BY sort_order LIMIT 1`).get() as { id: string }).id;
    const linked = db.prepare(`SELECT id FROM puppies WHERE entry_type = 'puppy' AND litter_id = ? LIMIT 1`).get(litter) as { id: string } | undefined;
    const puppy = linked?.id ?? (db.prepare(`SELECT id FROM puppies WHERE entry_type = 'puppy' ORDER BY sort_order LIMIT 1`).get() as { id: string }).id;
    if (!linked) db.prepare('UPDATE puppies SET litter_id = ? WHERE id = ?').run(litter, puppy);
    const parent = `e2eFitParent${run}`;
    db.prepare(
      `INSERT INTO parents (id, name, sex, registration, dob, color, image_url, bio, is_public, retired, stud_id, clearances, created_at, updated_at)
       VALUES (?, ?, 'female', 'AKC SR12345678', '2021-04-02', 'light golden', NULL, 'Calm and kind.', 1, 0, NULL, '[]', ?, ?)`,
    ).run(parent, `Meadowbrook Sunny Afternoon ${run}`, now, now);
    return { application, applicationName: data.contact.name, litter, puppy, parent };
  });
}

/**
 * The page to visit for a route: its own path, an id prepared above, or else the first link to such
 * a page seen on the pages visited before (null when no page links to one).
 */
function concrete(route: string, ids: Ids, seen: Set<string>): string | null {
  const known: Record<string, string> = {
    '/admin/applications/[id]': `/admin/applications/${ids.application}`,
    '/admin/litters/[id]': `/admin/litters/${ids.litter}`,
    '/admin/litters/[id]/puppies/[puppyId]': `/admin/litters/${ids.litter}/puppies/${ids.puppy}`,
    '/admin/parents/[id]': `/admin/parents/${ids.parent}`,
    '/admin/puppies/[id]/photos': `/admin/puppies/${ids.puppy}/photos`,
  };
  if (known[route]) return known[route];
  if (!route.includes('[')) return route;
  const pattern = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/?#]+')}$`);
  return [...seen].find((href) => pattern.test(href)) ?? null;
}

/**
 * Visits every admin page once, those with an id in their path last (they may be reached through a
 * link seen on the others): `open` loads the page, the admin links it shows are noted, then `visit`
 * looks at it. A route that no page links to is noted on the test.
 */
async function eachAdminPage(page: Page, ids: Ids, open: (url: string) => Promise<void>, visit: (route: string, url: string) => Promise<void>) {
  const routes = adminRoutes().sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')));
  expect(routes.length, 'admin pages found').toBeGreaterThan(10);
  const seen = new Set<string>();
  for (const route of routes) {
    const url = concrete(route, ids, seen);
    if (!url) {
      test.info().annotations.push({ type: 'not reached', description: `${route}: no page links to one` });
      continue;
    }
    await open(url);
    for (const href of await page.locator('a[href^="/admin/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) seen.add(href);
    await visit(route, url);
  }
}

/** How far the page scrolls sideways, and the elements sticking out past the viewport's right edge. */
async function sideways(page: Page): Promise<{ over: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const over = root.scrollWidth - root.clientWidth;
    const culprits: string[] = [];
    if (over > 0) {
      const out = (el: Element | null) => !!el && el.getBoundingClientRect().right > root.clientWidth + 0.5;
      // The outermost elements past the edge (their parent is inside it).
      for (const el of document.body.querySelectorAll('*')) {
        if (out(el) && !out(el.parentElement) && culprits.length < 6) {
          const r = el.getBoundingClientRect();
          const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
          culprits.push(`${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} right=${Math.round(r.right)}`);
        }
      }
    }
    return { over, culprits };
  });
}

for (const width of [390, 1280]) {
  test(`no admin page or dialog scrolls sideways at ${width} px`, async ({ page }) => {
    // Every admin page, once: about 40 s on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const ids = prepareIds();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const problems: string[] = [];
    const smallTargets: string[] = [];
    const open = async (url: string) => expect((await page.goto(url))?.status(), url).toBe(200);
    await eachAdminPage(page, ids, open, async (route, url) => {
      const { over, culprits } = await sideways(page);
      if (over > 0) problems.push(`${url}: ${over} px (${culprits.join(', ')})`);
      if (width < 600) {
        // The owner's fingers: every control 44 × 44 px, or a spaced link in running text.
        for (const s of await shortTargets(page, 'body')) smallTargets.push(`${url}: ${s.what} is ${s.w} × ${s.h} px, ${s.why}`);
      }

      if (route === '/admin/applications' && width < 600) {
        // Each application's name sits above its email, never over it.
        const row = page.getByRole('row').filter({ hasText: ids.applicationName });
        const name = await row.getByRole('rowheader').boundingBox();
        const email = await row.getByRole('cell').filter({ hasText: '@example.com' }).boundingBox();
        expect(name && email && name.y + name.height <= email.y + 0.5, 'the name above the email').toBe(true);
      }

      if (route === '/admin/applications/[id]' && width < 600) {
        // The family's answers come first; the owner's forms after them.
        // Polled: a box is null for a moment while the page is still being put together.
        const answersFirst = async () => {
          const answers = await page.getByText('We had a golden for 13 years.').boundingBox();
          const decision = await page.getByRole('form', { name: 'Decision' }).boundingBox();
          return !!answers && !!decision && answers.y < decision.y;
        };
        await expect.poll(answersFirst, { message: 'answers above the Decision' }).toBe(true);
      }

      if (route === '/admin/puppies') {
        // A litter's row leads to its hub, where the litter and its puppies are looked after.
        await expect(page.getByRole('link', { name: /^Litter hub / }).first()).toHaveAttribute('href', /^\/admin\/litters\/[\w-]+$/);
        await page.getByRole('button', { name: 'New entry' }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        // The photo can come straight from a phone's camera, the ordinary picker kept beside it.
        await expect(dialog.locator('input[type=file][capture=environment][accept="image/*"]')).toHaveCount(1);
        // Nothing in the dialog is cut off at its edges, and the page still does not scroll.
        const cut = await dialog.evaluate((d) => {
          const box = d.getBoundingClientRect();
          return [...d.querySelectorAll('input:not([type=hidden]), select, textarea, button')]
            .map((el) => ({ el, r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5))
            .map(({ el, r }) => `${el.tagName.toLowerCase()}[name=${el.getAttribute('name') ?? ''}] ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)}`);
        });
        if (cut.length) problems.push(`New entry dialog: ${cut.join('; ')}`);
        if (width < 600) for (const s of await shortTargets(page, '[role=dialog]')) smallTargets.push(`New entry dialog: ${s.what} is ${s.w} × ${s.h} px, ${s.why}`);
        const inDialog = await sideways(page);
        if (inDialog.over > 0) problems.push(`New entry dialog: page ${inDialog.over} px (${inDialog.culprits.join(', ')})`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
    expect(problems, `pages that scroll sideways at ${width} px`).toEqual([]);
    expect(smallTargets, `controls under 44 px at ${width} px`).toEqual([]);
  });
}

/**
 * What the owner can do on a page before its scripts run, keyed by where it is: every enabled
 * button that only a script can make work (`type="button"`, no popover), and every enabled choice
 * (select, check box, radio), which this changes to another value, as a quick tap would.
 */
async function tapBeforeScripts(page: Page): Promise<{ dead: string[]; chosen: Record<string, string> }> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const where = (el: Element) => {
      const form = el.closest('form, section, [aria-label]');
      const label = (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? el.getAttribute('aria-label') ?? '';
      return `${form?.getAttribute('aria-label') ?? form?.querySelector('h2, h3')?.textContent?.trim() ?? ''} › ${label || (el as HTMLInputElement).name || el.textContent?.trim()}`;
    };
    // A closed <dialog> cannot be opened without a script; a closed <details> can.
    const dead = [...main.querySelectorAll<HTMLButtonElement>('button[type=button]:not(:disabled):not([popovertarget])')].filter((b) => !b.closest('dialog:not([open])')).map(where);
    // A row that can be picked up before the script that drops it has run.
    for (const row of main.querySelectorAll('[draggable=true]')) dead.push(`draggable ${row.textContent?.trim().slice(0, 40)}`);
    const chosen: Record<string, string> = {};
    const controls = [...main.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select:not(:disabled), input[type=checkbox]:not(:disabled), input[type=radio]:not(:disabled):not(:checked)')];
    controls.forEach((el, i) => {
      el.dataset.beforeScripts = String(i);
      if (el instanceof HTMLSelectElement) {
        const other = [...el.options].find((o) => !o.disabled && !o.selected);
        if (!other) return;
        other.selected = true;
        chosen[i] = `${where(el)} = ${other.value}`;
      } else {
        if (el.type === 'radio' && main.querySelector(`input[type=radio][name="${el.name}"][data-before-scripts]:checked`)) return;
        el.click();
        chosen[i] = `${where(el)} = ${el.type === 'radio' ? el.value : String(el.checked)}`;
      }
    });
    return { dead, chosen };
  });
}

/** The same choices read back: each as tapBeforeScripts wrote it, with the value the page now shows. */
async function choicesNow(page: Page, chosen: Record<string, string>): Promise<Record<string, string>> {
  return page.evaluate((keys) => {
    const now: Record<string, string> = {};
    for (const [i, said] of Object.entries(keys)) {
      const el = document.querySelector<HTMLInputElement | HTMLSelectElement>(`main [data-before-scripts="${i}"]`);
      if (!el) continue;
      const value = el instanceof HTMLSelectElement ? el.value : el.type === 'radio' ? (el.checked ? el.value : '(unchecked)') : String(el.checked);
      now[i] = `${said.slice(0, said.lastIndexOf(' = '))} = ${value}`;
    }
    return now;
  }, chosen);
}

test('before the scripts run, no admin control is dead and no choice made on it is put back', async ({ page }) => {
  // Every admin page, once, with its scripts held and then let go: about a minute.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const ids = prepareIds();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const dead: string[] = [];
  const lost: string[] = [];
  let release = () => {};
  const open = async (url: string) => {
    release = await holdScripts(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
  };
  await eachAdminPage(page, ids, open, async (_route, url) => {
    const before = await tapBeforeScripts(page);
    dead.push(...before.dead.map((d) => `${url}: ${d}`));
    release();
    // Hydrated: the shell's Logout and every form's submit are live.
    await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeEnabled();
    await expect(page.getByText('The form is loading…')).toHaveCount(0);
    const after = await choicesNow(page, before.chosen);
    for (const [i, said] of Object.entries(before.chosen)) if (after[i] !== undefined && after[i] !== said) lost.push(`${url}: chose ${said}, the page then showed ${after[i]!.slice(after[i]!.lastIndexOf(' = ') + 3)}`);
    await page.unroute('**/_next/static/chunks/**');
  });
  expect.soft(dead, 'buttons that do nothing until the scripts run').toEqual([]);
  expect(lost, 'choices put back when the scripts ran').toEqual([]);
});

/** The owner's phone menu (components/admin/admin-shell.tsx): a popover its button opens. */
async function openAdminMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: /^Admin menu/ }).click();
  await expect(nav).toBeVisible();
  return nav;
}

test('on a phone, the Admin menu works before the scripts run; Logout says it waits for them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // The admin's scripts are held back, as on a slow phone.
  const release = await holdScripts(page);
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  let nav = await openAdminMenu(page);
  await expect(nav.getByRole('button', { name: 'Logout (loading…)' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();

  nav = await openAdminMenu(page);
  await nav.getByRole('link', { name: /^Applications/ }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(nav).toBeHidden();
  release();
});

test('a menu left open when a tablet turns wide is drawn where the sidebar stands, beside the page', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin');
  const nav = await openAdminMenu(page);
  await page.setViewportSize({ width: 1180, height: 820 });
  const side = (await nav.boundingBox())!;
  const main = (await page.getByRole('main').boundingBox())!;
  expect(main.x, 'the page beside the menu, not under it').toBeGreaterThanOrEqual(side.x + side.width - 1);
  expect((await sideways(page)).over, 'no sideways scrolling').toBe(0);
  await page.keyboard.press('Escape');
  await expect(nav).toBeVisible();
  expect((await page.getByRole('main').boundingBox())!.x).toBe(main.x);
});

test('a record that is not there is said in the admin, before the scripts run and after', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const missing: [string, string, string][] = [
    ['/admin/parents/no-such-id', 'parent', '/admin/parents'],
    ['/admin/testimonials/no-such-id', 'testimonial', '/admin/testimonials'],
    ['/admin/litters/no-such-id', 'litter', '/admin/litters'],
    ['/admin/litters/no-such-id/puppies/no-such-id', 'puppy in this litter', '/admin/litters/no-such-id'],
    ['/admin/applications/no-such-id', 'application', '/admin/applications'],
    ['/admin/applications/not%20an%20id', 'application', '/admin/applications'],
    ['/admin/puppies/no-such-id/photos', 'entry', '/admin/puppies'],
  ];
  for (const [url, what, back] of missing) {
    const release = await holdScripts(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, url).toHaveText(`We couldn’t find that ${what}`);
    await expect(page.getByText('It may have been deleted, or the link is out of date.'), url).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^←/ }), url).toHaveAttribute('href', back);
    release();
    // Hydrated, it stays the admin's page (not the public site's 404 in its place).
    await expect(page.getByRole('button', { name: 'Logout', exact: true })).toBeEnabled();
    await expect(heading, url).toHaveText(`We couldn’t find that ${what}`);
    await page.unroute('**/_next/static/chunks/**');
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the admin says it needs JavaScript, instead of loading for ever', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto('/admin/applications');
    // Playwright's text matching skips <noscript>; the element itself is shown without scripts.
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    await expect(note).toHaveText('Managing the site needs JavaScript. Please turn it on, or try another browser.');
  });
});

test('on a phone, the Admin menu says it is open once hydrated, and a tab closes it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin');
  const nav = await openAdminMenu(page);
  // Once the script runs, the button states the menu's state, also for a menu opened before it ran.
  await expect(page.getByRole('button', { name: /^Close menu/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeEnabled();
  expect(await shortTargets(page, 'nav[aria-label="Admin"]'), 'controls under 44 px in the open menu').toEqual([]);
  await nav.getByRole('link', { name: /^Studs/ }).click();
  await expect(page).toHaveURL(/\/admin\/studs$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: /^Admin menu/ })).toHaveAttribute('aria-expanded', 'false');
});
