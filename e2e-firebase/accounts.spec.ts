import { expect, test, type Page } from '../e2e/test';
import { accountForm, expectToast, openLogin, openRegister, statusWith, submitLogin, submitRegister, toast, uniqueEmail } from '../e2e/auth-support';
import { emulatorSignUp } from '../test/firebase-auth';
import { useGapiWhenOffline } from './gapi-shim';
import { emulatorEnv, logout, resetCodesFor, siteVerificationMailsFor, storedUser, verifyCodesFor } from './support';

/**
 * Accounts in Firebase mode: the production build with BACKEND=firebase on the emulators
 * (scripts/e2e-firebase-server.mjs). The browser signs in with the Firebase JS SDK against the
 * Auth emulator, the server verifies the ID token and keeps users/{uid} in Firestore.
 */

const PASSWORD = 'firebase-e2e-pass-1';

test.beforeAll(() => {
  emulatorEnv();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function sessionEmail(page: Page): Promise<string | null> {
  const s = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } };
  return s.user?.email ?? null;
}

async function expectSignedInAtHome(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await sessionEmail(page)).toBe(email.toLowerCase());
}

test('register with email and password: signed in, users/{uid} with role user; the same address again is refused', async ({ page }) => {
  const email = uniqueEmail('fb-register');
  const form = await openRegister(page);
  await submitRegister(page, email, PASSWORD);
  await expectToast(page, 'Registration successful!');
  await expect(statusWith(form, 'Registration successful! Taking you to the home page…')).toBeVisible();
  await expectSignedInAtHome(page, email);
  await expect(nav(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  const stored = await storedUser(email);
  expect(stored).toMatchObject({ email: email.toLowerCase(), role: 'user' });
  // The site mailed its own confirmation link (only a verified address links applications; it works
  // only signed in to this account), not Firebase's, whose link would work in any browser.
  await expect.poll(() => siteVerificationMailsFor(email)).toBe(1);
  expect(await verifyCodesFor(email)).toBe(0);

  // Logout ends the session; registering the address again: "That email is already registered."
  await logout(page);
  expect(await sessionEmail(page)).toBeNull();
  const again = await openRegister(page);
  await submitRegister(page, email, PASSWORD);
  await expectToast(page, 'That email is already registered.');
  await expect(again.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
  expect(await sessionEmail(page)).toBeNull();
});

test('a short password is refused by the form before Firebase is asked', async ({ page }) => {
  const email = uniqueEmail('fb-short');
  await openRegister(page);
  await submitRegister(page, email, '12345');
  await expectToast(page, 'Password should be at least 6 characters.');
  expect(await storedUser(email)).toBeNull();
});

test('sign in: a wrong password gives "Invalid email or password.", the right one signs in, Logout signs out', async ({ page }) => {
  const email = uniqueEmail('fb-signin');
  const account = await emulatorSignUp(email, PASSWORD);

  const form = await openLogin(page);
  await submitLogin(page, email, 'not-the-password');
  await expectToast(page, 'Invalid email or password.');
  await expect(statusWith(form, 'Invalid email or password.')).toBeVisible();
  // The password field is focused again for the next try; nothing is signed in.
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  expect(await sessionEmail(page)).toBeNull();

  // An unknown email reads the same.
  await submitLogin(page, uniqueEmail('fb-nobody'), PASSWORD);
  await expect(statusWith(form, 'Invalid email or password.')).toBeVisible();

  await submitLogin(page, email, PASSWORD);
  await expectToast(page, 'Signed in successfully!');
  await expect(statusWith(form, 'Signed in successfully! Taking you to the home page…')).toBeVisible();
  await expectSignedInAtHome(page, email);
  // The first sign-in of an account made elsewhere creates its record under the Auth uid.
  expect(await storedUser(email)).toEqual({ id: account.uid, email, role: 'user' });

  // A signed-in visitor on /login is sent home after 0.4 s.
  await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/');

  // Logout, and the browser keeps no Firebase session: a reload of /login is signed out.
  await logout(page);
  expect(await sessionEmail(page)).toBeNull();
  await openLogin(page);
  await expect(accountForm(page, 'Sign in').getByLabel('Email', { exact: true })).toBeEnabled();
  const stored = await page.evaluate(async () => {
    const dbs = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
    return { idb: dbs.map((d) => d.name), local: Object.keys(localStorage).filter((k) => k.startsWith('firebase:')) };
  });
  expect(stored.idb).not.toContain('firebaseLocalStorageDb');
  expect(stored.local).toEqual([]);

  // Signing in again after Logout works (the revoked refresh tokens were only the old ones).
  await submitLogin(page, email, PASSWORD);
  await expectToast(page, 'Signed in successfully!');
  await expectSignedInAtHome(page, email);
});

test('Google through the Auth emulator’s popup: "Signed in with Google!", a users record with role user', async ({ page, context }) => {
  await useGapiWhenOffline(context);
  const email = uniqueEmail('fb-google');

  await openLogin(page);
  const google = page.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeEnabled();
  const popupOpened = page.waitForEvent('popup');
  await google.click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  // The emulator's stand-in for Google's account chooser: add a new account.
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();

  await expectToast(page, 'Signed in with Google!');
  await expectSignedInAtHome(page, email);
  expect(await storedUser(email)).toMatchObject({ email, role: 'user' });
});

test('Google on /register: "Signed up with Google!"; closing the popup: "Google registration failed."', async ({ page, context }) => {
  test.setTimeout(60_000);
  await useGapiWhenOffline(context);
  const email = uniqueEmail('fb-google-reg');

  const form = await openRegister(page);
  const google = page.getByRole('button', { name: 'Sign up with Google' });
  // Closed without choosing an account.
  let popupOpened = page.waitForEvent('popup');
  await google.click();
  let popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  await popup.close();
  // The SDK notices a closed popup by polling (every 2 s), then waits 8 s for a late answer.
  await expect(toast(page, 'Google registration failed.').first()).toBeVisible({ timeout: 20_000 });
  await expect(statusWith(form, 'Google registration failed.')).toBeVisible();
  expect(await sessionEmail(page)).toBeNull();

  popupOpened = page.waitForEvent('popup');
  await google.click();
  popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();
  await expectToast(page, 'Signed up with Google!');
  await expectSignedInAtHome(page, email);
  expect(await storedUser(email)).toMatchObject({ email, role: 'user' });
});

test('forgot password: Firebase sends the reset email; an unknown address is told so', async ({ page }) => {
  const email = uniqueEmail('fb-reset');
  await emulatorSignUp(email, PASSWORD);

  await page.goto('/forgot-password');
  const form = accountForm(page, 'Reset your password');
  const send = form.getByRole('button', { name: 'Send reset link' });
  // Firebase mode sends through its SDK: the button is enabled once the form's script runs.
  await expect(send).toBeEnabled();
  await form.getByLabel('Email', { exact: true }).fill(email);
  await send.click();
  await expectToast(page, 'Password reset email sent!');
  await expect.poll(() => resetCodesFor(email)).toBe(1);

  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail('fb-reset-nobody'));
  await send.click();
  await expectToast(page, 'No account found with that email.');
  await expect(form.getByRole('link', { name: 'Create an account' })).toBeVisible();
});
