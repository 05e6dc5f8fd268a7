import { expect, test, type Page } from './test';
import { NAVIGATION_WATCHDOG_MS } from '../components/ui/navigation-watchdog';
import { E2E_ADMIN } from './env';
import { DEMO_STUDS, sessionChecked, signIn } from './support';

const DAY = 86_400_000;
const AVAILABLE = DEMO_STUDS.filter((s) => s.available);
const UNAVAILABLE = DEMO_STUDS.filter((s) => !s.available);

/** Every stud detail an anonymous visitor must not receive, in the forms a page might print it. */
function forbiddenDetails(): string[] {
  const out = new Set<string>();
  for (const s of DEMO_STUDS) {
    if (s.studFee) out.add(s.studFee);
    if (s.registration) {
      out.add(s.registration);
      out.add(s.registration.replace(/^AKC\s*/, ''));
    }
    if (s.notes) {
      out.add(s.notes);
      // Distinctive phrases from the notes (OFA results, eye and genetic clearances).
      for (const phrase of s.notes.split(/[;.]/).map((p) => p.trim()).filter((p) => p.length > 12)) out.add(phrase);
    }
    // The seed sets dob = first start - ageDays; allow a day either side of "now".
    for (const shift of [-1, 0, 1]) {
      const d = new Date(Date.now() - (s.ageDays + shift) * DAY);
      out.add(d.toISOString().slice(0, 10));
      out.add(new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d));
      out.add(new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(d));
    }
  }
  // Colors that only studs carry on this page, and the detail labels' OFA wording.
  for (const c of ['Light Golden', 'Dark Golden']) out.add(c);
  for (const w of ['AKC SR', 'OFA certified', 'OFA Certified', 'ofaCertified', 'studFee', 'OFA Good', 'prcd-PRA', 'CAER']) out.add(w);
  return [...out];
}

test.describe('/studs for an anonymous visitor', () => {
  test('the HTML and its payload carry no stud detail, only names and the login prompt', async ({ request }) => {
    const res = await request.get('/studs');
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const s of AVAILABLE) expect(html, `name of ${s.name}`).toContain(s.name);
    expect(html).toContain('Login to view details');
    for (const needle of forbiddenDetails()) expect(html, `must not contain ${JSON.stringify(needle)}`).not.toContain(needle);
    // Unavailable studs are not listed publicly at all.
    for (const s of UNAVAILABLE) expect(html, `unavailable stud ${s.name}`).not.toMatch(new RegExp(`\\b${s.name}\\b`));
    // The photo is not served at full resolution: no link to the stored stud image.
    expect(html).not.toMatch(/\/media\/studs\/|%2Fmedia%2Fstuds%2F/);
  });

  test('cards show the name and "Login to view details" over a blurred photo', async ({ page }) => {
    const started = sessionChecked(page);
    await page.goto('/studs');
    await started;
    const main = page.getByRole('main');
    for (const s of AVAILABLE) await expect(main.getByRole('heading', { name: s.name, exact: true })).toBeVisible();
    for (const s of UNAVAILABLE) await expect(main.getByRole('heading', { name: s.name, exact: true })).toHaveCount(0);
    const prompts = main.getByRole('link', { name: 'Login to view details' });
    await expect(prompts).toHaveCount(AVAILABLE.length);
    // Signing in comes back here.
    await expect(prompts.first()).toHaveAttribute('href', '/login?next=%2Fstuds');
    // After the session check the visitor still sees no details.
    for (const needle of ['Stud fee', 'Registration', ...AVAILABLE.map((s) => s.studFee)]) {
      await expect(main.getByText(needle, { exact: true })).toHaveCount(0);
    }
    await expect(main.getByRole('button', { name: /More Info/ })).toHaveCount(0);
  });

  test('the details endpoint answers 401 without a session', async ({ request }) => {
    const res = await request.get('/api/studs/details');
    expect(res.status()).toBe(401);
    const body = await res.text();
    for (const s of AVAILABLE) expect(body).not.toContain(s.registration);
  });
});

test.describe('/studs for a signed-in visitor', () => {
  test('shows color, fee, OFA status and registration, and More Info adds date of birth and notes', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const api = await page.request.get('/api/studs/details');
    expect(api.status()).toBe(200);

    await page.goto('/studs');
    const main = page.getByRole('main');
    const duke = AVAILABLE.find((s) => s.name === 'Duke')!;
    const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name: duke.name, exact: true }) });
    await expect(card).toContainText(duke.color);
    await expect(card).toContainText(duke.studFee);
    await expect(card).toContainText(duke.registration);
    await expect(card).toContainText(/OFA certified/i);
    await expect(main.getByRole('link', { name: 'Login to view details' })).toHaveCount(0);

    await card.getByRole('button', { name: /More Info/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(duke.notes);
    const dob = new Date(Date.now() - duke.ageDays * DAY);
    const nearby = [-1, 0, 1].map((shift) =>
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(dob.getTime() - shift * DAY)),
    );
    // Dates like "Jun 3, 2021" carry no regex metacharacters.
    await expect(dialog).toContainText(new RegExp(nearby.join('|')));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The session shows in the navigation as well: Logout instead of Login/Register, and Admin for an admin.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
  });
});

test.describe('/book/<id>', () => {
  // Record in the page when the toast shows and when the URL becomes /studs, so the checks do
  // not depend on how fast this machine runs the test itself.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { book: { toastAt?: number; studsAt?: number } };
      w.book = {};
      const check = () => {
        const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
        if (w.book.toastAt === undefined && toasts.some((t) => t.textContent?.includes('Stud services must be scheduled by phone'))) {
          w.book.toastAt = performance.now();
        }
        if (w.book.toastAt !== undefined && w.book.studsAt === undefined && location.pathname === '/studs') w.book.studsAt = performance.now();
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    });
  });

  async function expectToastThenStuds(page: Page) {
    const timings = () => page.evaluate(() => (window as unknown as { book: { toastAt?: number; studsAt?: number } }).book);
    await expect.poll(async () => (await timings()).toastAt ?? null, { timeout: 10_000, message: 'toast "Stud services must be scheduled by phone"' }).not.toBeNull();
    await expect(page).toHaveURL(/\/studs$/, { timeout: 5_000 });
    const { toastAt, studsAt } = await timings();
    expect(studsAt! - toastAt!).toBeGreaterThanOrEqual(1_300);
    expect(studsAt! - toastAt!).toBeLessThan(3_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/stud/i);
    // The toast sits below the header: the navigation stays visible and clickable beside it.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Stud services must be scheduled by phone' });
    const header = page.getByRole('banner');
    const [t, h] = await Promise.all([toast.boundingBox(), header.boundingBox()]);
    expect(t, 'the toast is still showing on /studs').not.toBeNull();
    expect(t!.y).toBeGreaterThanOrEqual(h!.y + h!.height);
  }

  test('from "Book this stud": a warning toast, then back to /studs after about 1.5 s', async ({ page }) => {
    await page.goto('/studs');
    // A link: it works whether or not the page's scripts have started.
    await page.getByRole('link', { name: /^Book this stud/ }).first().click();
    await expect(page).toHaveURL(/\/book\/[^/]+$/);
    await expectToastThenStuds(page);
    // The round trip is over: the link's stall check (armed by the tap) must not load /book again.
    const document = await page.evaluate(() => performance.timeOrigin);
    await page.waitForTimeout(NAVIGATION_WATCHDOG_MS + 500);
    await expect(page).toHaveURL(/\/studs$/);
    expect(await page.evaluate(() => performance.timeOrigin), 'the same document: /book/<id> was not loaded again').toBe(document);
  });

  test('opened directly: the same toast and redirect', async ({ page, request }) => {
    const html = await (await request.get('/studs')).text();
    const href = /href="(\/book\/[^"]+)"/.exec(html)?.[1];
    expect(href).toBeTruthy();
    await page.goto(href!, { waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expectToastThenStuds(page);
  });
});
