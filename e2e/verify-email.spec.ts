import { expect, test } from './test';
import { registerWithForm, submitLogin, uniqueEmail } from './auth-support';
import { withE2eDb } from './sqlite';
import { verificationLinkFromOutbox } from './verify-support';

/**
 * Verified email addresses (docs/security.md): a new account sees a banner until it confirms its
 * address; "Send the link again" mails a new link; opening the link alone confirms nothing (a mail
 * scanner), its button does, once, and only signed in to the account the link was made for.
 */
const verified = (email: string) =>
  withE2eDb((db) => (db.prepare('SELECT COUNT(*) AS n FROM verified_emails v JOIN users u ON u.id = v.user_id WHERE u.email = ? AND v.email = u.email').get(email.toLowerCase()) as { n: number }).n, { readonly: true });

test('a new account confirms its address from the email; until then its journey shows a banner', async ({ page, browser }) => {
  // Registration (with its 2 s trip home), two mails and eight page loads in two browsers: on a
  // busy machine this outlasted the default 30 s once, with every step on its way.
  test.setTimeout(60_000);
  const email = uniqueEmail('verify');
  await registerWithForm(page, email, 'verify-password-123');
  await page.goto('/account/journey');
  const banner = page.getByRole('region', { name: 'Please confirm your email address' });
  await expect(banner).toBeVisible();
  const first = await verificationLinkFromOutbox(email);

  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new confirmation link is on its way' })).toBeVisible();
  const second = await verificationLinkFromOutbox(email);
  expect(second).not.toBe(first);

  // Another browser (the mailbox): opening the link confirms nothing by itself, and signed out it
  // asks to sign in first (a post without a session confirms nothing either).
  const mailbox = await browser.newContext();
  const mail = await mailbox.newPage();
  const firstPath = new URL(first).pathname;
  const response = await mail.goto(firstPath);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(mail.getByRole('button', { name: 'Confirm my email address' })).toHaveCount(0);
  const unsigned = await mail.request.post(`/api${firstPath}`, { maxRedirects: 0 });
  expect(unsigned.headers()['location']).toMatch(new RegExp(`${firstPath}$`));
  expect(verified(email)).toBe(0);
  await mail.getByRole('link', { name: 'Sign in to confirm' }).click();
  await submitLogin(mail, email, 'verify-password-123');
  await mail.waitForURL((url) => url.pathname === firstPath, { timeout: 10_000 });
  await expect(mail.getByText(`Signed in as ${email}.`)).toBeVisible();
  await mail.getByRole('button', { name: 'Confirm my email address' }).click();
  // The older link stopped working when the new one was sent.
  await expect(mail.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await mail.goto(new URL(second).pathname);
  expect(verified(email)).toBe(0);
  await mail.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(mail.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
  expect(verified(email)).toBe(1);
  // Once only.
  await mail.goto(new URL(second).pathname);
  await mail.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(mail.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await mailbox.close();

  await page.goto('/account/journey');
  await expect(page.getByRole('heading', { name: 'Your puppy journey' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toHaveCount(0);
});

test('a stranger who registered a family’s address cannot have the family confirm it for them', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // The stranger registers the family's address first; the site mails the family the link.
  const familyEmail = uniqueEmail('prereg-family');
  await registerWithForm(page, familyEmail, 'stranger-password-123');
  const link = new URL(await verificationLinkFromOutbox(familyEmail)).pathname;

  // The family opens it, signed out: no button, only "sign in", and a word on what to do if it was not them.
  const familySide = await browser.newContext();
  const family = await familySide.newPage();
  await family.goto(link);
  await expect(family.getByRole('button', { name: 'Confirm my email address' })).toHaveCount(0);
  await expect(family.getByRole('link', { name: 'Sign in to confirm' })).toBeVisible();
  await expect(family.getByText('Did not make an account with us? Ignore the email')).toBeVisible();

  // Signed in to an account of their own, pressing the button does not confirm the stranger's.
  await registerWithForm(family, uniqueEmail('prereg-own'), 'family-password-123');
  await family.goto(link);
  await family.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(family.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await familySide.close();
  expect(verified(familyEmail)).toBe(0);
  await page.goto('/account/journey');
  await expect(page.getByRole('region', { name: 'Please confirm your email address' })).toBeVisible();
});

/** Every kind of page a secret link opens (a family's status, the mail links, a password reset), holding `secret`. */
const secretLinks = (secret: string) => [`/status/${secret}`, `/subscribe/confirm/${secret}`, `/unsubscribe/${secret}`, `/account/verify/${secret}`, `/reset-password?token=${secret}`];

test('pages whose address holds a secret are never cached, so no secret reaches another visitor\'s copy (docs/caching.md)', async ({ request }) => {
  const secret = `E2eSecret${'F'.repeat(37)}`;
  for (const path of secretLinks(secret)) {
    // Twice: a page the server may cache is stored by then.
    await request.get(path);
    const res = await request.get(path);
    expect(res.headers()['cache-control'], path).toContain('no-store');
    // Never a stored copy: a page rendered for the request (no cache header), or for a link that
    // does not work, the not-found page, which is never stored either (lib/cache/handler.ts).
    expect([undefined, 'MISS'], path).toContain(res.headers()['x-nextjs-cache']);
  }
  // The plain page and the not-found page, as another visitor opens them, carry nothing of the links before.
  expect(await (await request.get('/reset-password')).text()).not.toContain(secret);
  expect(await (await request.get('/puppies/not-a-real-id')).text()).not.toContain(secret);
});

test('pages whose address holds a secret send no Referer (a header, from the first byte); uploaded files keep their sandbox policy', async ({ request }) => {
  for (const path of secretLinks('A'.repeat(43))) {
    const res = await request.get(path);
    expect(res.headers()['referrer-policy'], path).toBe('no-referrer');
  }
  expect((await request.get('/puppies')).headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const file = withE2eDb((db) => db.prepare("SELECT full_path AS p FROM media WHERE content_type LIKE 'image/%' LIMIT 1").get() as { p: string } | undefined, { readonly: true });
  expect(file, 'an uploaded image in the e2e store').toBeTruthy();
  const media = await request.get(`/media/${file!.p}`);
  expect(media.status()).toBe(200);
  const csp = media.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('sandbox');
  expect(csp).toContain("default-src 'none'");
});
