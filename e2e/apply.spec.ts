import { createHash } from 'node:crypto';
import { expect, test } from './test';
import { uniqueId } from './auth-support';
import { withE2eDb } from './sqlite';
import { entryIdsByName, PUBLIC_LITTERS, sessionChecked } from './support';

/**
 * The puppy application (docs/family-journey.md, /apply): the browser checks the answers with the server's own
 * schema, keeps a draft across a reload, and on success shows the private status link whose token
 * only the store's hash matches. Each test is its own visitor (see contact.spec.ts on X-Forwarded-For).
 */

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
});

test('a visitor applies: messages per field, the draft survives a reload, then the status link', async ({ page }) => {
  const email = `apply-${uniqueId()}@example.com`;
  await page.goto('/apply');
  // The footer's contact form has a Phone field too: every field is looked up in the page's main.
  const main = page.getByRole('main');
  const form = main.locator('form');
  const send = page.getByRole('button', { name: 'Send my application' });
  // With scripts on, the page says it keeps a draft (it is hidden where scripting is off).
  await expect(main.getByText('Your answers are kept in this browser until you send them.')).toBeVisible();

  // Nothing filled: an error summary takes the focus and names each field; nothing is sent.
  await send.click();
  const summary = page.getByRole('heading', { name: /^There are \d+ problems with your application:$/ });
  await expect(summary).toBeVisible();
  await expect(page.locator(':focus')).toContainText('problems with your application');
  await expect(form.getByText('Please enter your name.').first()).toBeVisible();
  await expect(main.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');

  await main.getByLabel('Your name').fill('Jamie Rivera');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Phone').fill('585-555-0142');
  await main.getByLabel('City or town').fill('Rochester');
  await main.getByLabel('State', { exact: true }).fill('NY');
  await main.getByLabel('Who lives in your home?').fill('Two adults and a 9-year-old.');
  await main.getByLabel('Kind of home').selectOption('house');
  await main.getByLabel('Yard', { exact: true }).selectOption('fenced');
  await main.getByLabel('We own our home').check();
  await main.getByLabel('How would a puppy spend its day?').fill('Someone is home most days.');
  await main.getByLabel('Your experience with dogs').fill('We had a golden for 13 years.');
  await main.getByLabel('Your veterinarian').fill('Albion Animal Hospital, 585-555-0100');
  await main.getByLabel('When would you like a puppy?').selectOption('flexible');
  await main.getByLabel('How did you hear about us?').selectOption('friend');

  // The draft is kept in this browser: a reload brings the answers back.
  await page.reload();
  await expect(page.getByText('We restored the answers you started earlier in this browser.')).toBeVisible();
  await expect(main.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(main.getByLabel('Kind of home')).toHaveValue('house');
  await expect(main.getByLabel('We own our home')).toBeChecked();

  // Without the agreements the browser refuses, naming both.
  await page.getByRole('button', { name: 'Send my application' }).click();
  await expect(page.getByRole('heading', { name: 'There are 2 problems with your application:' })).toBeVisible();
  await main.getByLabel('I have read and agree to the deposit terms (the deposit is non-refundable).').check();
  await main.getByLabel('I have read and agree to the health guarantee terms.').check();
  await page.getByRole('button', { name: 'Send my application' }).click();

  const done = page.getByRole('heading', { name: 'Thank you! We received your application.' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expect(page.getByText(`We are also emailing this link to ${email}.`)).toBeVisible();
  const href = await page.getByTestId('status-link').getAttribute('href');
  const token = /^\/status\/([A-Za-z0-9_-]{43})$/.exec(href ?? '')?.[1];
  expect(token, `status link ${href}`).toBeTruthy();
  // Sent: the draft is gone.
  expect(await page.evaluate(() => window.localStorage.getItem('apply-draft-v1'))).toBeNull();

  // Stored once, under the token's hash only; the confirmation is queued for the applicant.
  const rows = withE2eDb(
    (db) => db.prepare('SELECT status, status_token_hash AS hash, data FROM applications WHERE email = ?').all(email) as { status: string; hash: string; data: string }[],
    { readonly: true },
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: 'submitted', hash: createHash('sha256').update(token!).digest('hex') });
  expect(rows[0]!.data).not.toContain(token!);
  const mails = withE2eDb((db) => db.prepare("SELECT body FROM outbox WHERE kind = 'application' AND recipients LIKE ?").all(`%${email}%`) as { body: string }[], { readonly: true });
  expect(mails).toHaveLength(1);
  expect(mails[0]!.body).toContain(`/status/${token}`);
});

test('a visitor who only looks keeps no draft, and is not told on return that answers were restored', async ({ page }) => {
  const DRAFT = 'apply-draft-v1';
  const note = page.getByText('Your answers are kept in this browser until you send them.');
  const stored = () => page.evaluate((key) => window.localStorage.getItem(key), DRAFT);
  // Once the header's session check is answered, the draft has been read.
  const open = async (how: () => Promise<unknown>) => {
    const started = sessionChecked(page);
    await how();
    await started;
  };

  await open(() => page.goto('/apply'));
  await open(() => page.reload());
  await expect(note).toBeVisible();
  expect(await stored()).toBeNull();

  // An answer is kept; taken back out, the draft is forgotten.
  const name = page.getByRole('main').getByLabel('Your name');
  await name.fill('Jamie');
  await expect.poll(stored).toContain('Jamie');
  await name.fill('');
  await expect.poll(stored).toBeNull();

  // A draft of untouched answers (as older versions stored every field) restores nothing either.
  await page.evaluate((key) => window.localStorage.setItem(key, JSON.stringify({ name: '', email: '', sex: 'either', color: 'any' })), DRAFT);
  await open(() => page.reload());
  await expect(note).toBeVisible();
});

test('/contact and a current litter point to /apply; the litter is preselected', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'Apply for a puppy' })).toHaveAttribute('href', '/apply');
  // The first demo litter that is still current (past litters have no application link).
  let litterId: string | null = null;
  const ids = entryIdsByName();
  for (const l of PUBLIC_LITTERS) {
    const id = ids.get(l.name)!;
    await page.goto(`/litters/${encodeURIComponent(id)}`);
    if ((await page.getByRole('main').getByRole('link', { name: 'Apply for a puppy' }).count()) > 0) {
      litterId = id;
      break;
    }
  }
  expect(litterId, 'a current demo litter').not.toBeNull();
  const apply = page.getByRole('main').getByRole('link', { name: 'Apply for a puppy' });
  await expect(apply).toHaveAttribute('href', `/apply?litter=${encodeURIComponent(litterId!)}`);
  await apply.click();
  await expect(page.getByRole('main').getByLabel('Preferred litter')).toHaveValue(litterId!);
});
