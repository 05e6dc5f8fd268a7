import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { MESSAGES } from '../lib/domain/messages';
import { resetLinkFromOutbox, uniqueEmail, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
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
 * Every public and account form with JavaScript off (docs/forms.md): the browser posts the form
 * itself, the server answers with the same texts and rules, and nothing typed ends up in an
 * address. The e2e server has no EmailJS keys, so a contact message lands in the outbox.
 */
test.use({ javaScriptEnabled: false });

test.beforeEach(async ({ page }) => ownVisitor(page));

test('footer contact form: sent through the server, "Message Sent" and the thank-you, nothing in the URL', async ({ page }) => {
  const name = `NoJs Footer ${uniqueId()}`;
  const email = `nojs-${uniqueId()}@example.com`;
  const message = `Is Sunny still available? ${uniqueId()}`;
  const requests = recordRequests(page);
  await page.goto('/about');
  const form = contactForm(page, 'footer');
  await fillContact(form, { name, email, phone: '5855550100', message });
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(contactForm(page, 'footer').getByRole('button', { name: 'Message Sent' })).toBeVisible();
  await expect(contactForm(page, 'footer').getByRole('status')).toHaveText(CONTACT_THANKS);
  expect(new URL(page.url()).pathname).toBe('/about');
  // The answer opens at the form (the footer is screens below the top), not at the top of the page.
  expect(new URL(page.url()).hash).toBe('#footer-connect');
  await expect(contactForm(page, 'footer').getByRole('button', { name: 'Message Sent' })).toBeInViewport();
  expect(storedContacts(name)).toEqual([{ body: message, reply_email: email }]);
  // Fields are emptied on success.
  await expect(contactForm(page, 'footer').getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  expectNoTypedTextInUrls(page, requests, [name, email, message, '5855550100']);
});

test('footer contact form on the pages a secret link opens, and on a missing record’s 404 page: sent, not a bare error', async ({ page }) => {
  // Their header sends no Referer; under that policy a form's post says `Origin: null`, which the
  // framework refuses, so each page's <meta> lets a Referer go to this site (lib/security/headers.ts).
  // A missing record's address is answered by the designed 404 page (docs/progressive-enhancement.md,
  // "Pages that are not there"), whose footer form must answer too, not with a blank page.
  const token = randomBytes(32).toString('base64url');
  const missing = [`/unsubscribe/${token}`, `/puppies/no-such-puppy-${uniqueId()}`];
  for (const path of [`/account/verify/${token}`, `/subscribe/confirm/${token}`, ...missing]) {
    await ownVisitor(page);
    const name = `NoJs Secret ${uniqueId()}`;
    const message = `Sent from a link's page ${uniqueId()}`;
    await page.goto(path);
    const form = contactForm(page, 'footer');
    await fillContact(form, { name, email: `nojs-${uniqueId()}@example.com`, message });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm(page, 'footer').getByRole('status'), path).toHaveText(CONTACT_THANKS);
    expect(storedContacts(name), path).toHaveLength(1);
    if (missing.includes(path)) await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('We couldn’t find that page');
  }
});

test('/contact form: sent through the server; a bad address is pointed out and the text kept; the honeypot stores nothing', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/contact');
  const name = `NoJs Page ${uniqueId()}`;
  const message = `We would like to visit. ${uniqueId()}`;

  // An address the server refuses: the message at the field, what was typed is still there.
  await fillContact(contactForm(page, 'page'), { name, email: 'pat@example', message });
  await contactForm(page, 'page').getByRole('button', { name: 'Send Message' }).click();
  await expect(contactForm(page, 'page').getByText('Please enter a valid email address.')).toBeVisible();
  // The answer opens at the form, its problem in view.
  expect(new URL(page.url()).hash).toBe('#contact-form-title');
  await expect(contactForm(page, 'page').getByText('Please enter a valid email address.')).toBeInViewport();
  await expect(contactForm(page, 'page').getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(message);
  expect(storedContacts(name)).toHaveLength(0);

  const email = `nojs-${uniqueId()}@example.com`;
  await contactForm(page, 'page').getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await contactForm(page, 'page').getByRole('button', { name: 'Send Message' }).click();
  await expect(contactForm(page, 'page').getByRole('button', { name: 'Message Sent' })).toBeVisible();
  expect(storedContacts(name)).toEqual([{ body: message, reply_email: email }]);

  // A bot fills the hidden website field: silently nothing, nothing stored.
  const botName = `NoJs Bot ${uniqueId()}`;
  await page.goto('/contact');
  const form = contactForm(page, 'page');
  await fillContact(form, { name: botName, email: 'bot@example.com', message: 'Buy now' });
  await form.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(contactForm(page, 'page').getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(contactForm(page, 'page').getByRole('status')).toHaveText('');
  expect(storedContacts(botName)).toHaveLength(0);
  expectNoTypedTextInUrls(page, requests, [name, email, message, botName, 'pat@example']);
});

test('/apply: the server lists the problems and keeps the answers, then stores the application', async ({ page }) => {
  const requests = recordRequests(page);
  const email = `nojs-apply-${uniqueId()}@example.com`;
  await page.goto('/apply');
  const main = page.getByRole('main');
  // Only the script keeps a draft, so the page does not say it keeps one.
  await expect(main.getByText(MESSAGES.apply.draftNote)).toBeHidden();
  await main.getByLabel('Your name').fill('Jamie NoScript');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: /^There are \d+ problems with your application:$/ })).toBeVisible();
  await expect(main.getByLabel('Your name')).toHaveValue('Jamie NoScript');
  await expect(main.getByLabel('Your name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(storedApplications(email)).toBe(0);

  const typed = await fillApplication(page, { name: 'Jamie NoScript', email });
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! We received your application.' })).toBeVisible();
  await expect(page.getByTestId('status-link')).toHaveAttribute('href', /^\/status\/[A-Za-z0-9_-]{43}$/);
  expect(storedApplications(email)).toBe(1);
  expectNoTypedTextInUrls(page, requests, typed);
});

test('controls that need the script are never dead: "Clear my answers" empties /apply natively; no Show button for a password', async ({ page }) => {
  await page.goto('/apply');
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill('Jamie NoScript');
  await main.getByRole('button', { name: 'Clear my answers' }).click();
  await expect(main.getByLabel('Your name')).toHaveValue('');
  await expect(page).toHaveURL(/\/apply$/);

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: /^(Show|Hide) password$/ })).toHaveCount(0);
});

test('announcement sign-up: posted, answered, the address never in a URL', async ({ page }) => {
  const requests = recordRequests(page);
  const email = `nojs-sub-${uniqueId()}@example.com`;
  await page.goto('/litters');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(storedSubscribers(email)).toBe(1);
  expectNoTypedTextInUrls(page, requests, [email]);
});

test('announcement sign-up with a mistyped address: the message, and the address kept to mend', async ({ page }) => {
  const requests = recordRequests(page);
  const typo = `nojs-typo-${uniqueId()}@example`;
  await page.goto('/litters');
  await page.getByLabel('Email address').fill(typo);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  const field = page.getByLabel('Email address');
  await expect(field).toHaveValue(typo);
  await field.fill(`${typo}.com`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(storedSubscribers(`${typo}.com`)).toBe(1);
  expectNoTypedTextInUrls(page, requests, [typo]);
});

test('sign in: a wrong password gets its message; the admin signs in and reaches /admin after the delay', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/login?next=%2Fadmin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('status')).toContainText('Invalid email or password.');
  // The email is shown again; the password never is.
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email', { exact: true })).toHaveValue(E2E_ADMIN.email);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true })).toHaveValue('');
  // The answer puts the focus where the script would: the password, to retype.
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true })).toBeFocused();

  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('status')).toContainText('Signed in successfully!');
  await page.waitForURL((url) => url.pathname === '/admin', { timeout: 10_000 });
  // The admin area answered (a visitor without a session would have been sent to /login).
  await page.waitForLoadState('load');
  expect(new URL(page.url()).pathname).toBe('/admin');
  expectNoTypedTextInUrls(page, requests, [E2E_ADMIN.email, E2E_ADMIN.password, 'not-the-password']);
});

test('register: a taken email gets its message; a new account is made and signed in', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/register');
  const form = () => page.getByRole('form', { name: 'Create an account' });
  await form().getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await form().getByLabel('Password', { exact: true }).fill('another-password-1');
  await form().getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(form().getByRole('status')).toContainText('That email is already registered.');
  await expect(form().getByText('That email is already registered.').first()).toBeVisible();
  await expect(form().getByLabel('Email', { exact: true })).toBeFocused();

  const email = uniqueEmail('nojs-register');
  await form().getByLabel('Email', { exact: true }).fill(email);
  await form().getByLabel('Password', { exact: true }).fill('short');
  await form().getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(form().getByRole('status')).toContainText('Password should be at least 6 characters.');
  await expect(form().getByLabel('Password', { exact: true })).toBeFocused();

  await form().getByLabel('Password', { exact: true }).fill('a-good-password-1');
  await form().getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(form().getByRole('status')).toContainText('Registration successful!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  // Signed in: /login sends a signed-in visitor's browser nowhere without scripts, but the session is there.
  const session = await page.request.get('/api/auth/session');
  expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe(email);
  expectNoTypedTextInUrls(page, requests, [email, 'a-good-password-1', 'another-password-1']);
});

test('signed in without scripts: the menu leads to My journey, whose Logout ends the session everywhere', async ({ page, browser }) => {
  const email = uniqueEmail('nojs-logout');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('logout-password-1');
  await form.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('next-auth.session-token'));
  expect(cookie, 'a session cookie').toBeTruthy();

  // The phone menu opens without scripts; it names the journey page, which knows the session.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My journey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your puppy journey' })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.context().cookies()).filter((c) => c.name.endsWith('next-auth.session-token') && c.value)).toEqual([]);
  await page.goto('/account/journey');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fjourney$/);

  // Every session of the account ended: a copy of the old cookie no longer signs anyone in.
  const other = await browser.newContext({ javaScriptEnabled: false });
  await other.addCookies([cookie!]);
  const copy = await other.newPage();
  await copy.goto(new URL('/account/journey', page.url()).toString());
  await expect(copy).toHaveURL(/\/login\?next=/);
  await other.close();
});

test('forgot and reset password: the messages, then the new password signs in', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/forgot-password');
  const form = () => page.getByRole('form', { name: 'Reset your password' });
  const unknown = uniqueEmail('nojs-nobody');
  await form().getByLabel('Email', { exact: true }).fill(unknown);
  await form().getByRole('button', { name: 'Send reset link' }).click();
  await expect(form().getByRole('status')).toContainText('No account found with that email.');
  await expect(form().getByLabel('Email', { exact: true })).toBeFocused();

  // An account of its own (made through the server), so the admin's password stays as it is.
  const email = uniqueEmail('nojs-reset');
  await page.goto('/register');
  await page.getByRole('form', { name: 'Create an account' }).getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('form', { name: 'Create an account' }).getByLabel('Password', { exact: true }).fill('first-password-1');
  await page.getByRole('form', { name: 'Create an account' }).getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Create an account' }).getByRole('status')).toContainText('Registration successful!');
  await page.context().clearCookies();

  await page.goto('/forgot-password');
  await form().getByLabel('Email', { exact: true }).fill(email);
  await form().getByRole('button', { name: 'Send reset link' }).click();
  await expect(form().getByRole('status')).toContainText('Password reset email sent!');

  await page.goto(await resetLinkFromOutbox(email));
  const reset = () => page.getByRole('form', { name: 'Choose a new password' });
  await reset().getByLabel('New password').fill('second-password-2');
  await reset().getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been updated. You can sign in now.' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true }).fill('second-password-2');
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('status')).toContainText('Signed in successfully!');
  expectNoTypedTextInUrls(page, requests, [email, unknown, 'first-password-1', 'second-password-2']);
});
