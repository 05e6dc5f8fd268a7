import { expect, test, type Locator, type Page, type Request } from './test';
import { acceptNextConfirm, storedNotificationEmails, uniqueId } from './auth-support';
import { E2E_ADMIN } from './env';
import { cards, signIn } from './support';
import { withE2eDb } from './sqlite';

/**
 * The contact forms (docs/product.md §4, §5, §7, §8): the footer's "Let's Connect" and /contact. The e2e
 * server is built without EmailJS keys, so the SDK posts to the site's own /api/v1.0/email/send,
 * which stores the message in the outbox.
 *
 * The endpoint accepts 5 messages per client IP per 10 minutes and every test comes from
 * 127.0.0.1; the e2e server trusts one proxy hop (TRUSTED_PROXY_HOPS=1 in playwright.config.ts)
 * and each test sends X-Forwarded-For as that proxy would, so each test is its own visitor.
 */

const SEND = '**/api/v1.0/email/send';
const THANKS = 'Thank you! Your message is on its way. We usually reply within a day.';
const SEND_ERROR = 'Sorry, we could not send your message. Please try again later.';

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
});


/** Contact messages in the e2e server's outbox from this sender name. */
function storedContacts(fromName: string): { body: string; reply_email: string; phone: string; recipients: string }[] {
  return withE2eDb(
    (db) =>
      db
        .prepare("SELECT body, reply_email, phone, recipients FROM outbox WHERE kind = 'contact' AND from_name = ?")
        .all(fromName) as { body: string; reply_email: string; phone: string; recipients: string }[],
    { readonly: true },
  );
}

function footerForm(page: Page): Locator {
  return page.getByRole('contentinfo').getByRole('form', { name: "Let's Connect" });
}

function pageForm(page: Page): Locator {
  return page.getByRole('main').getByRole('form', { name: 'Send us a message' });
}

async function fill(form: Locator, v: { name: string; email: string; phone?: string; message: string }) {
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(v.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(v.email);
  if (v.phone !== undefined) await form.getByRole('textbox', { name: 'Phone (optional)', exact: true }).fill(v.phone);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(v.message);
}

/** Every request the page makes to the email endpoint, from now on. */
function recordSends(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1.0/email/send')) seen.push(r);
  });
  return seen;
}

async function expectEmpty(form: Locator) {
  for (const label of ['Name', 'Email', 'Phone (optional)', 'Message']) await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
}

/**
 * Records, in the page's own clock, when the form's thank-you appears and when it goes, so the
 * time it shows does not depend on how long the test takes to look (a busy machine is slow to).
 * Call before the send.
 */
async function watchThanks(form: Locator) {
  await form.getByRole('status').evaluate((el, thanks) => {
    const seen: { shown?: number; gone?: number } = {};
    (window as unknown as { __thanks: typeof seen }).__thanks = seen;
    new MutationObserver(() => {
      const text = el.textContent ?? '';
      if (text === thanks && seen.shown === undefined) seen.shown = performance.now();
      if (text === '' && seen.shown !== undefined && seen.gone === undefined) seen.gone = performance.now();
    }).observe(el, { childList: true, characterData: true, subtree: true });
  }, THANKS);
}

/**
 * From "Message Sent" on: the thank-you shows, the fields are empty, and after 3.5 s the
 * thank-you is gone and the button is ready again. Needs `watchThanks` before the send.
 */
async function expectSentCycle(form: Locator) {
  await expect(form.getByRole('button', { name: 'Message Sent' })).toBeVisible();
  await expect(form.getByRole('status')).toHaveText(THANKS);
  await expectEmpty(form);
  await expect(form.getByRole('status')).toHaveText('', { timeout: 6_000 });
  const seen = await form.page().evaluate(() => (window as unknown as { __thanks: { shown?: number; gone?: number } }).__thanks);
  expect(seen.shown, 'the thank-you appeared').toBeDefined();
  expect(seen.gone, 'the thank-you went').toBeDefined();
  const shownFor = seen.gone! - seen.shown!;
  expect(shownFor, 'thank-you shown for 3.5 s').toBeGreaterThanOrEqual(3_300);
  expect(shownFor).toBeLessThan(5_000);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
}

test('footer form: sending → "Message Sent" → thank-you for 3.5 s; the body is exactly docs/product.md §7', async ({ page }) => {
  // Hold the request until the sending state has been seen; it then reaches the real endpoint.
  let release!: () => void;
  const seenSending = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEND, async (route) => {
    await seenSending;
    await route.continue();
  });
  await page.goto('/');
  const form = footerForm(page);
  await form.scrollIntoViewIfNeeded();

  const name = `Footer Fiona ${uniqueId()}`;
  await fill(form, { name, email: 'fiona@example.com', message: '  Do you have a litter\nthis spring?  ' });
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1.0/email/send') && r.method() === 'POST');
  await watchThanks(form);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  const recipients = storedNotificationEmails();
  expect(recipients.length).toBeGreaterThan(0);
  expect(body).toEqual({
    lib_version: '4.4.1',
    user_id: 'local',
    service_id: 'local_outbox',
    template_id: 'contact_form',
    template_params: {
      from_name: name,
      reply_email: 'fiona@example.com',
      phone_number: '',
      message: 'Do you have a litter\nthis spring?',
      email: recipients.join(','),
      phone_row_style: 'display:none',
      email_row_style: '',
    },
  });
  expect(Object.keys(body)).toEqual(['lib_version', 'user_id', 'service_id', 'template_id', 'template_params']);
  expect(Object.keys(body.template_params as object)).toEqual(['from_name', 'reply_email', 'phone_number', 'message', 'email', 'phone_row_style', 'email_row_style']);

  await expectSentCycle(form);
  expect(storedContacts(name)).toEqual([
    { body: 'Do you have a litter\nthis spring?', reply_email: 'fiona@example.com', phone: '', recipients: JSON.stringify(recipients) },
  ]);
});

test('/contact from an Inquire link: prefilled, sent, then read, handled and deleted in Admin › Messages', async ({ page }) => {
  await page.goto('/puppies');
  const sunny = cards(page).filter({ has: page.getByRole('heading', { name: 'Sunny', exact: true }) });
  await sunny.getByRole('link', { name: /^Inquire/ }).click();
  await expect(page).toHaveURL(/\/contact\?message=/);

  const form = pageForm(page);
  const message = form.getByRole('textbox', { name: 'Message', exact: true });
  await expect(message).toHaveValue(/^Hi! I'm interested in Sunny\./);

  const name = `Page Paula ${uniqueId()}`;
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('paula@example.com');
  await form.getByRole('textbox', { name: 'Phone (optional)', exact: true }).fill('5855550123');
  await message.press('End');
  await message.pressSequentially('When could we visit?');
  await message.press('Enter');
  await message.pressSequentially('<b>Thanks</b>');

  const request = page.waitForRequest(SEND);
  await watchThanks(form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const params = ((await request).postDataJSON() as { template_params: Record<string, string> }).template_params;
  expect(params).toMatchObject({
    from_name: name,
    phone_number: '5855550123',
    phone_row_style: '',
    message: "Hi! I'm interested in Sunny. When could we visit?\n<b>Thanks</b>",
  });
  await expectSentCycle(form);

  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'paula@example.com' })).toHaveAttribute('href', 'mailto:paula@example.com');
  await expect(card.getByRole('link', { name: '(585) 555-0123' })).toBeVisible();
  // Plain text with its line break, markup shown as typed.
  await expect(card.getByText("Hi! I'm interested in Sunny. When could we visit?")).toBeVisible();
  expect(await card.locator('p').filter({ hasText: 'Thanks' }).innerText()).toBe("Hi! I'm interested in Sunny. When could we visit?\n<b>Thanks</b>");
  await expect(card.locator('b')).toHaveCount(0);
  const time = card.locator('time');
  expect(Date.parse((await time.getAttribute('datetime'))!)).toBeGreaterThan(Date.now() - 5 * 60_000);
  await expect(time).toHaveText(/E[SD]T$/); // the breeder's zone, New York by default
  await expect(card.getByText('New', { exact: true })).toBeVisible();

  // Newest first.
  const times = await page.getByRole('article').locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(times.length).toBeGreaterThan(0);
  expect(times).toEqual([...times].sort().reverse());

  await card.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^Mark unhandled/ }).click();
  await expect(card.getByText('New', { exact: true })).toBeVisible();

  await page.goto('/admin');
  const messagesCard = page.locator('[data-stat="messages"]');
  await expect(messagesCard).toContainText('Unhandled messages');
  await expect(messagesCard.getByRole('link')).toHaveAttribute('href', '/admin/messages');
  await messagesCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/messages$/);

  const again = page.getByRole('article', { name, exact: true });
  const confirmText = acceptNextConfirm(page);
  await again.getByRole('button', { name: /^Delete/ }).click();
  expect(await confirmText).toBe(`Delete ${name}?`);
  await expect(page.getByRole('article', { name, exact: true })).toHaveCount(0);
  expect(storedContacts(name)).toEqual([]);
});

test('a failing email service: the alert, back to idle, nothing lost from the form', async ({ page }) => {
  // The same glob matches https://api.emailjs.com/api/v1.0/email/send (EmailJS configured) and this
  // site's endpoint (the e2e build has no EmailJS keys); both answer through the same SDK path.
  const sends = recordSends(page);
  await page.route(SEND, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
  await page.goto('/contact');
  const form = pageForm(page);
  const name = `Failing Fred ${uniqueId()}`;
  await fill(form, { name, email: 'fred@example.com', phone: '555 0100', message: 'Hello?' });
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByRole('alert')).toHaveText(SEND_ERROR);
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(form.getByRole('status')).toHaveText('');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Hello?');
  expect(sends).toHaveLength(1);
  expect(storedContacts(name)).toEqual([]);
});

test('one send per 10 s: a second message right after the first is refused, asking the visitor to wait a few seconds', async ({ page }) => {
  const sends = recordSends(page);
  await page.goto('/about');
  const form = footerForm(page);
  const name = `Quick Quinn ${uniqueId()}`;
  await fill(form, { name, email: 'quinn@example.com', message: 'First' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Message Sent' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible({ timeout: 6_000 });

  await fill(form, { name, email: 'quinn@example.com', message: 'Second' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Sorry, we could not send your message yet. Please wait a few seconds, then send it again.',
  );
  // Nothing was sent and nothing lost: the fields keep what was typed.
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Second');
  expect(sends).toHaveLength(1);
  expect(storedContacts(name).map((m) => m.body)).toEqual(['First']);
});

test('honeypot filled, blank fields or a malformed address: nothing is sent', async ({ page }) => {
  const sends = recordSends(page);
  await page.goto('/contact');
  const form = pageForm(page);
  const button = form.getByRole('button', { name: 'Send Message' });

  // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
  const trap = form.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(await trap.getAttribute('type')).not.toBe('hidden');
  await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  const box = await trap.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(0);

  const name = `Bot Bob ${uniqueId()}`;
  await fill(form, { name, email: 'bot@example.com', message: 'Buy now' });
  await trap.fill('https://spam.example', { force: true });
  await button.click();
  // Nothing shows for these clicks by design; the malformed address below is answered at its field,
  // after every click before it was handled, and only then are the sends and the store checked.
  await expect(button).toBeEnabled();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText('');
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

  // A person: blank (after trimming) name, email or message does nothing either.
  await trap.fill('', { force: true });
  for (const blank of [{ name: '   ' }, { email: '' }, { message: ' \n ' }]) {
    await fill(form, { name, email: 'person@example.com', message: 'Hello', ...blank });
    await button.click();
  }
  await expect(form.getByRole('alert')).toHaveCount(0);

  // Beyond the spec: an address the endpoint would refuse is pointed out at the field.
  await fill(form, { name, email: 'person@example', message: 'Hello' });
  await button.click();
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

  expect(sends).toHaveLength(0);
  expect(storedContacts(name)).toEqual([]);
});

test('recipients not loaded: the alert, and nothing is sent', async ({ page }) => {
  // The notification emails reach the form as props in the page's RSC payload. Rather than empty
  // the shared store (the pages are static, and other tests run meanwhile), this page's HTML is
  // served with an empty list, which is what the form gets when basicInfo could not be read.
  let replaced = 0;
  await page.route(/\/about$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/\\"recipients\\":\[[^\]]*\]/g, () => {
      replaced++;
      return '\\"recipients\\":[]';
    });
    await route.fulfill({ response, body: html });
  });
  const sends = recordSends(page);
  await page.goto('/about');
  expect(replaced, 'the recipients were in the payload').toBeGreaterThan(0);

  const form = footerForm(page);
  await fill(form, { name: `No One ${uniqueId()}`, email: 'none@example.com', message: 'Anyone there?' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Recipients are not loaded yet. Please try again in a moment.');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(sends).toHaveLength(0);
});

test('the map is embedded once the first view is on screen, and without JavaScript as a plain frame', async ({ page, browser, baseURL }) => {
  // The order in which the browser reported them: the map's frame must come after the page's load event.
  const order: string[] = [];
  page.on('request', (r) => {
    if (r.frame() !== page.mainFrame() && r.resourceType() === 'document') order.push('map');
  });
  page.on('load', () => order.push('load'));
  await page.goto('/contact');
  const map = page.getByRole('main').locator('iframe[title="Map of our area"]');
  await expect(map).toBeAttached();
  await expect.poll(() => order.includes('map'), { message: 'the map frame was requested' }).toBe(true);
  expect(order.indexOf('load'), order.join(' → ')).toBeLessThan(order.indexOf('map'));
  const box = await map.boundingBox();
  expect(box?.height, 'the frame fills the map box').toBeGreaterThan(300);

  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const plain = await noJs.newPage();
    await plain.goto('/contact');
    await expect(plain.getByRole('main').locator('iframe[title="Map of our area"]')).toBeAttached();
  } finally {
    await noJs.close();
  }
});
