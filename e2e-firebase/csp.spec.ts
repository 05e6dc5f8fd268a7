import { expect, test } from '../e2e/test';
import { expectToast, openLogin, submitLogin, uniqueEmail } from '../e2e/auth-support';
import { watchCsp } from '../e2e/csp-watch';
import { emulatorSignUp } from '../test/firebase-auth';
import { useGapiWhenOffline } from './gapi-shim';
import { emulatorEnv, logout } from './support';

/**
 * The Content-Security-Policy in Firebase mode (lib/security/headers.ts): the Firebase Auth
 * origins, the gapi loader and the emulators' hosts are allowed because this build is configured
 * for them, and the sign-in flows run without a single violation in Chromium.
 */

test.beforeAll(() => {
  emulatorEnv();
});

const directive = (csp: string, name: string) => (new RegExp(`(?:^|;\\s*)${name} ([^;]+)`).exec(csp)?.[1] ?? '').trim().split(/\s+/);

test('the policy names the Firebase origins of this build, and nothing else from outside', async ({ request }) => {
  const env = emulatorEnv();
  const csp = (await request.get('/login')).headers()['content-security-policy']!;
  expect(csp).toBeTruthy();
  const authEmulator = `http://${env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? env.FIREBASE_AUTH_EMULATOR_HOST}`;
  expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://apis.google.com']);
  expect(directive(csp, 'connect-src')).toEqual(
    expect.arrayContaining(["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', authEmulator]),
  );
  expect(directive(csp, 'frame-src')).toEqual(expect.arrayContaining([authEmulator]));
  expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(['https://firebasestorage.googleapis.com']));
  for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) expect(csp).toContain(d);
  expect(csp).not.toContain('api.emailjs.com');
});

test('pages, password sign-in and the Google popup: no CSP violation', async ({ page, context }) => {
  // Five page loads and two sign-ins on a machine that may be busy: more than the default 30 s.
  test.setTimeout(120_000);
  await useGapiWhenOffline(context);
  const violations = await watchCsp(page);
  const seen: string[] = [];
  const check = async (where: string) => seen.push(...(await violations()).map((v) => `${where}: ${v}`));

  for (const route of ['/', '/puppies', '/studs', '/register', '/forgot-password']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await check(route);
  }

  // Password sign-in: the SDK talks to the Auth emulator (connect-src).
  const email = uniqueEmail('fb-csp');
  await emulatorSignUp(email, 'firebase-csp-pass-1');
  await openLogin(page);
  await submitLogin(page, email, 'firebase-csp-pass-1');
  await expectToast(page, 'Signed in successfully!');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await check('password sign-in');
  await logout(page);
  await check('logout');

  // Google: gapi loader (script-src), the emulator's helper iframe (frame-src), then the popup.
  await openLogin(page);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState('domcontentloaded');
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(uniqueEmail('fb-csp-google'));
  await popup.getByRole('button', { name: /Sign in with Google\.com/ }).click();
  await expectToast(page, 'Signed in with Google!');
  await check('Google sign-in');

  expect(seen).toEqual([]);
});
