import { expect, type Browser } from '@playwright/test';
import { submitLogin } from './auth-support';
import { E2E_ORIGIN } from './env';
import { withE2eDb } from './sqlite';

/**
 * Confirming an account's email address as its owner does (docs/security.md): the newest
 * confirmation email to the address, read from the e2e server's outbox (no mail transport in
 * tests), opened in a fresh browser, signed in to the account there (the link works only for it),
 * and its button pressed.
 */

/** The confirmation link of the newest confirmation email to `email` (waits for it). */
export async function verificationLinkFromOutbox(email: string): Promise<string> {
  let body: string | null = null;
  await expect
    .poll(
      () =>
        (body = withE2eDb(
          (db) =>
            (
              db
                .prepare("SELECT body FROM outbox WHERE kind = 'verification' AND recipients LIKE ? ORDER BY created_at DESC, rowid DESC")
                .get(`%${email.toLowerCase()}%`) as { body: string } | undefined
            )?.body ?? null,
          { readonly: true },
        )),
      { message: `confirmation email to ${email} in the outbox`, timeout: 10_000 },
    )
    .not.toBeNull();
  const link = /https?:\/\/[^\s]+\/account\/verify\/[A-Za-z0-9_-]{43}/.exec(body!)?.[0];
  expect(link, `a confirmation link in: ${body}`).toBeTruthy();
  return link!;
}

/** Opens the address's confirmation link in a fresh browser, signs in from it, and presses its button. */
export async function confirmAddress(browser: Browser, email: string, password: string): Promise<void> {
  const link = new URL(await verificationLinkFromOutbox(email)).pathname;
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  try {
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('link', { name: 'Sign in to confirm' }).click();
    await submitLogin(page, email, password);
    // Signed in, the sign-in page returns to the link.
    await page.waitForURL((url) => url.pathname === link, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
  } finally {
    await context.close();
  }
}
