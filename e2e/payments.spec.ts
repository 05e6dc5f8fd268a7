import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { Route } from '@playwright/test';
import { expect, test } from './test';
import { fullChromium } from './browser';
import { E2E_DATA_DIR, E2E_DIST_DIR } from './env';
import { startServer, type RunningServer } from './second-server';
import { createLocalBackend } from '../lib/backend/local';
import { MESSAGES } from '../lib/domain/messages';
import { applicationInput, puppyInput } from '../test/factories';

/**
 * Paying the deposit online (docs/payments.md), as a family does, without Stripe's servers: a
 * second `next start` of the e2e build with Stripe keys and STRIPE_API_URL pointing at the small
 * Stripe API stand-in below, which answers the site's Checkout Session request; Playwright serves
 * the checkout page, whose Pay button sends the site a webhook signed as Stripe signs it and
 * returns the family to its status link, where the ledger shows the payment.
 */
const DATA_DIR = `${E2E_DATA_DIR}-payments`;
const SECRET_KEY = 'sk_test_e2e_payments';
const WEBHOOK_SECRET = 'whsec_e2e_payments';
const TOKEN = randomBytes(32).toString('base64url');

type Session = { id: string; amount: number; currency: string; metadata: Record<string, string>; successUrl: string; notice: string; name: string };
const sessions = new Map<string, Session>();
let stripePort = 0;
let site: RunningServer;

const page = (body: string) => `<!doctype html><html lang="en"><meta charset="utf-8"><title>Test checkout</title><main>${body}</main></html>`;
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const stripe = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
  req.on('end', async () => {
    const form = Object.fromEntries(new URLSearchParams(raw));
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      // The site's request, as the `stripe` package sends it; the answer has the shape of Stripe's API reference.
      const id = `cs_test_e2e_${sessions.size + 1}`;
      const metadata = Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : [])));
      const session: Session = {
        id,
        amount: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'] ?? '',
        metadata,
        successUrl: form.success_url ?? '',
        notice: form['custom_text[submit][message]'] ?? '',
        name: form['line_items[0][price_data][product_data][name]'] ?? '',
      };
      sessions.set(id, session);
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          amount_total: session.amount,
          currency: session.currency,
          metadata,
          mode: form.mode,
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: session.successUrl,
          cancel_url: form.cancel_url,
          livemode: false,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Not in this stand-in.' } }));
  });
});

/**
 * Stripe's checkout page, served to the browser by Playwright for https://checkout.stripe.com (the
 * origin the site's CSP allows the pay form to be redirected to): what is paid and the site's
 * notice; its Pay button sends the site the signed webhook, then the family back (303).
 */
async function stripeCheckoutPage(route: Route): Promise<void> {
  const session = sessions.get(new URL(route.request().url()).pathname.replace(/^\/c\/pay\//, ''));
  if (!session) return route.fulfill({ status: 404, body: 'unknown session' });
  if (route.request().method() === 'GET') {
    const amount = `$${(session.amount / 100).toFixed(2)}`;
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: page(`<h1>${esc(session.name)}</h1><p>${amount} ${esc(session.currency.toUpperCase())}</p><p>${esc(session.notice)}</p><form method="post"><button>Pay ${amount}</button></form>`),
    });
  }
  const payload = JSON.stringify({
    id: `evt_e2e_${session.id}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type: 'checkout.session.completed',
    livemode: false,
    data: { object: { id: session.id, object: 'checkout.session', amount_total: session.amount, currency: session.currency, metadata: session.metadata, mode: 'payment', payment_intent: `pi_e2e_${session.id}`, payment_status: 'paid', status: 'complete' } },
  });
  const hook = await fetch(`${site.origin}/api/payments/stripe/webhook`, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
  });
  expect(hook.status).toBe(200);
  return route.fulfill({ status: 303, headers: { location: session.successUrl } });
}

test.describe.configure({ mode: 'serial' });

/**
 * The full browser, not the headless shell (e2e/browser.ts): Playwright never routes the request a
 * redirect makes (https://github.com/microsoft/playwright/pull/2617), so the Pay button's 303 to
 * checkout.stripe.com goes to the network and fails there. Full Chromium starts a new navigation
 * when a redirect leaves the site, and page.route answers that one; the headless shell follows the
 * redirect in place. If a Chromium update changes that, this spec fails at the checkout page's
 * address (docs/testing.md).
 */
test.use({ launchOptions: fullChromium });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await new Promise<void>((r) => stripe.listen(0, '127.0.0.1', r));
  stripePort = (stripe.address() as AddressInfo).port;
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  // A family on a litter's waitlist, the litter's deposit set by the owner, and the family's status link.
  const b = await createLocalBackend({ dataDir: DATA_DIR, seed: false });
  const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Meadow litter' }) });
  await b.litters.update({ id: litter.id, input: { ...(await b.litters.get({ id: litter.id }))!.life, stage: 'born', birthDate: '2026-01-01', deposit: 500 } });
  const app = await b.applications.create({ input: applicationInput({ name: 'Sam Cardholder', email: 'sam@example.com' }), statusTokenHash: createHash('sha256').update(TOKEN).digest('hex') });
  await b.waitlists.add({ litterId: litter.id, applicationId: app.id });
  b.close();
  site = await startServer({
    distDir: E2E_DIST_DIR,
    env: { DATA_DIR, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: `http://127.0.0.1:${stripePort}` },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((r) => stripe.close(r));
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('the family pays its deposit from the status link on the Stripe stand-in, and the ledger shows it; a stranger’s token sees nothing', async ({ page }) => {
  // Three page loads and a webhook on a busy machine.
  test.setTimeout(90_000);
  await page.route('https://checkout.stripe.com/**', stripeCheckoutPage);
  await page.goto(`${site.origin}/status/${TOKEN}`);
  const card = page.getByTestId('pay-online');
  await expect(card).toContainText('Deposit, Meadow litter: $500.00');
  await expect(card).toContainText(MESSAGES.deposit.rule);
  await expect(page.getByRole('cell', { name: 'Card (Stripe)' })).toHaveCount(0);

  // A plain form: it works before any script runs.
  await card.getByRole('button', { name: 'Pay deposit' }).click();
  await expect(page).toHaveURL('https://checkout.stripe.com/c/pay/cs_test_e2e_1');
  await expect(page.getByRole('heading', { name: 'Deposit, Meadow litter' })).toBeVisible();
  // The amount and currency come from the ledger, and the non-refundable deposit line is on Stripe's page.
  await expect(page.getByText('$500.00 USD')).toBeVisible();
  await expect(page.getByText(MESSAGES.deposit.rule)).toBeVisible();
  expect(sessions.get('cs_test_e2e_1')).toMatchObject({ metadata: { kind: 'deposit' }, successUrl: `${site.origin}/status/${TOKEN}` });

  await page.getByRole('button', { name: 'Pay $500.00' }).click();
  await expect(page).toHaveURL(`${site.origin}/status/${TOKEN}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Card (Stripe)' }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$500.00');
  // Nothing is due any more: no pay card.
  await expect(page.getByTestId('pay-online')).toHaveCount(0);

  // A stranger's token opens nothing and starts no checkout.
  const stranger = randomBytes(32).toString('base64url');
  expect((await fetch(`${site.origin}/status/${stranger}`)).status).toBe(404);
  const post = await fetch(`${site.origin}/api/payments/checkout`, { method: 'POST', body: new URLSearchParams({ token: stranger, kind: 'deposit', litterId: '' }), redirect: 'manual' });
  expect(post.status).toBe(404);
  expect(sessions.size).toBe(1);
});
