import { expect, test, type Page } from '@playwright/test';
import { uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { openAtFirstPaint, throttleLikeAPhone } from './first-paint-support';
import {
  CONTACT_THANKS,
  contactForm,
  expectNoTypedTextInUrls,
  fillApplication,
  fillContact,
  ownVisitor,
  recordRequests,
  storedApplications,
  storedContacts,
  storedSubscribers,
} from './forms-support';

/**
 * A visitor on a phone (Lighthouse's mobile conditions: 150 ms round trip, 1.6 Mbps, CPU 4×
 * slower) acts the moment the page shows: the forms are used right after the first contentful
 * paint, never after waiting for React. Whether the page's script has started by then or not, each
 * action takes effect (0 lost): before it, the browser posts the form to its server action; after
 * it, the script sends (docs/forms.md).
 */

test.describe.configure({ mode: 'parallel' });

/** Errors thrown in the page; a hydration error re-renders the page and empties what was typed. */
const pageErrors = new WeakMap<Page, string[]>();

test.afterEach(({ page }) => {
  expect(pageErrors.get(page) ?? [], 'errors in the page (React #418 is a hydration mismatch)').toEqual([]);
});

test.beforeEach(async ({ page }) => {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(e.message));
  await ownVisitor(page);
  await throttleLikeAPhone(page);
});

for (const [path, where] of [
  ['/about', 'footer'],
  ['/contact', 'page'],
] as const) {
  // One test each: the browser allows one message per 10 s (docs/contact.md), and each test is a new browser.
  test(`contact (${where}) sent at first paint`, async ({ page }) => {
    test.setTimeout(60_000);
    const requests = recordRequests(page);
    const name = `FirstPaint ${where} ${uniqueId()}`;
    const email = `fp-${uniqueId()}@example.com`;
    const message = `Sent the moment it showed ${uniqueId()}`;
    await openAtFirstPaint(page, path);
    await fillContact(contactForm(page, where), { name, email, message });
    await contactForm(page, where).getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page, where).getByRole('status')).toHaveText(CONTACT_THANKS, { timeout: 30_000 });
    await expect.poll(() => storedContacts(name).length).toBe(1);
    expect(new URL(page.url()).pathname).toBe(path);
    expectNoTypedTextInUrls(page, requests, [name, email, message]);
  });
}

test('apply at first paint', async ({ page }) => {
  test.setTimeout(90_000);
  const requests = recordRequests(page);
  const email = `fp-apply-${uniqueId()}@example.com`;
  await openAtFirstPaint(page, '/apply');
  const typed = await fillApplication(page, { name: 'Jamie FirstPaint', email });
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! We received your application.' })).toBeVisible({ timeout: 30_000 });
  expect(storedApplications(email)).toBe(1);
  expectNoTypedTextInUrls(page, requests, typed);
});

test('subscribe at first paint', async ({ page }) => {
  const requests = recordRequests(page);
  const email = `fp-sub-${uniqueId()}@example.com`;
  await openAtFirstPaint(page, '/litters');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({ timeout: 30_000 });
  expect(storedSubscribers(email)).toBe(1);
  expectNoTypedTextInUrls(page, requests, [email]);
});

test('sign in with a wrong password at first paint: the message shows', async ({ page }) => {
  const requests = recordRequests(page);
  await openAtFirstPaint(page, '/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill('wrong-at-first-paint');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('status')).toContainText('Invalid email or password.', { timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/login');
  expectNoTypedTextInUrls(page, requests, [E2E_ADMIN.email, 'wrong-at-first-paint']);
});

test('register with a taken email at first paint: the message shows', async ({ page }) => {
  const requests = recordRequests(page);
  await openAtFirstPaint(page, '/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill('taken-at-first-paint');
  await form.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Create an account' }).getByRole('status')).toContainText('That email is already registered.', { timeout: 30_000 });
  expectNoTypedTextInUrls(page, requests, [E2E_ADMIN.email, 'taken-at-first-paint']);
});
