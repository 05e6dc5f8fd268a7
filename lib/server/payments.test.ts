import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, useTempDataDir } from '@/test/auth';
import { applicationInput, puppyInput } from '@/test/factories';

/**
 * Online payments end to end without Stripe's servers (docs/payments.md): the official `stripe`
 * package is pointed (STRIPE_API_URL → its host/port/protocol options) at the local server below,
 * which checks each request the site makes and answers with the Checkout Session shape of Stripe's
 * API reference; webhooks are signed with `stripe.webhooks.generateTestHeaderString`.
 */

type StripeCall = { method: string; path: string; auth: string; form: Record<string, string> };
const calls: StripeCall[] = [];
let failNext = false;

const stripeServer = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
  req.on('end', () => {
    const form = Object.fromEntries(new URLSearchParams(raw));
    calls.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization ?? '', form });
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Request-Id', `req_test_${calls.length}`);
    if (failNext || req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
      res.statusCode = failNext ? 400 : 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Not available in this test.' } }));
      return;
    }
    const id = `cs_test_${calls.length}`;
    const metadata = Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (/^metadata\[(\w+)\]$/.exec(k) ? [[/^metadata\[(\w+)\]$/.exec(k)![1]!, v]] : [])));
    const amount = Number(form['line_items[0][price_data][unit_amount]']);
    // A Checkout Session as Stripe's API reference describes it (the fields this site reads, and more).
    res.end(
      JSON.stringify({
        id,
        object: 'checkout.session',
        amount_subtotal: amount,
        amount_total: amount,
        cancel_url: form.cancel_url,
        client_reference_id: form.client_reference_id ?? null,
        created: Math.floor(Date.now() / 1000),
        currency: form['line_items[0][price_data][currency]'],
        customer: null,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
        livemode: false,
        metadata,
        mode: form.mode,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.success_url,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      }),
    );
  });
});
await new Promise<void>((r) => stripeServer.listen(0, '127.0.0.1', r));
const STRIPE_PORT = (stripeServer.address() as AddressInfo).port;

const SECRET_KEY = 'sk_test_local_payments_test';
const WEBHOOK_SECRET = 'whsec_local_payments_test';
process.env.STRIPE_SECRET_KEY = SECRET_KEY;
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
process.env.STRIPE_API_URL = `http://127.0.0.1:${STRIPE_PORT}`;

const tmp = useTempDataDir('breeder-payments-');
const { getBackend } = await import('@/lib/backend');
const { newStatusToken, hashStatusToken } = await import('./applications');
const { paymentOffers, receiveWebhook, startCheckout } = await import('./payments');
const { paymentProvider } = await import('@/lib/payments');
const { siteUrl } = await import('@/lib/config/site-origin');
const { MESSAGES } = await import('@/lib/domain/messages');
const { POST: checkoutPost } = await import('@/app/api/payments/checkout/route');
const { POST: webhookPost } = await import('@/app/api/payments/[provider]/webhook/route');
const { PayButtons } = await import('@/components/family-status/pay-button');
const { PaymentsCell } = await import('@/components/admin/applications/payments-cell');
const { renderToStaticMarkup } = await import('react-dom/server');
// The components' JSX compiles to React.createElement here (vitest's classic transform).
(globalThis as { React?: unknown }).React = await import('react');
const b = await getBackend();

const FAMILY_EMAIL = 'paying.family@example.com';
const FAMILY_NAME = 'Robin Paywell';
let token = '';
let applicationId = '';
let litterId = '';
let puppyId = '';
let waitlistId = '';

beforeAll(async () => {
  await b.settings.setBasicInfo({ input: { address: '', phone: '', email: '', facebook: '', notificationEmails: ['owner@example.com'] } });
  const litter = await b.puppies.create({ input: puppyInput({ entryType: 'litter', name: 'Spring litter' }) });
  await b.litters.update({ id: litter.id, input: { ...(await b.litters.get({ id: litter.id }))!.life, stage: 'born', birthDate: '2026-01-01', deposit: 500 } });
  const pup = await b.puppies.create({ input: puppyInput({ name: 'Maple', sex: 'Female', price: 3000 }) });
  await b.litters.assign({ puppyId: pup.id, litterId: litter.id });
  token = newStatusToken();
  const app = await b.applications.create({ input: applicationInput({ email: FAMILY_EMAIL, name: FAMILY_NAME }), statusTokenHash: hashStatusToken(token) });
  applicationId = app.id;
  litterId = litter.id;
  puppyId = pup.id;
  waitlistId = (await b.waitlists.add({ litterId: litter.id, applicationId: app.id })).id;
});
afterAll(async () => {
  await new Promise((r) => stripeServer.close(r));
  tmp.cleanup();
});
beforeEach(() => {
  calls.length = 0;
  failNext = false;
});

const application = async () => (await b.applications.get({ id: applicationId }))!;

const checkout = (fields: Record<string, string>) =>
  checkoutPost(new Request('http://localhost/api/payments/checkout', { method: 'POST', body: new URLSearchParams(fields) }));

/** A Stripe event about a paid Checkout Session, as its webhook sends it. */
function paidEvent(eventId: string, o: { amount: number; kind: 'deposit' | 'payment'; intent: string; litter?: string; puppy?: string; type?: string; currency?: string }) {
  const metadata: Record<string, string> = { application_id: applicationId, kind: o.kind };
  if (o.litter) metadata.litter_id = o.litter;
  if (o.puppy) metadata.puppy_id = o.puppy;
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.parse('2026-02-03T15:00:00Z') / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: o.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: `cs_test_${eventId}`,
        object: 'checkout.session',
        amount_subtotal: o.amount,
        amount_total: o.amount,
        currency: o.currency ?? 'usd',
        livemode: false,
        metadata,
        mode: 'payment',
        payment_intent: o.intent,
        payment_status: 'paid',
        status: 'complete',
      },
    },
  });
}

const deliver = (payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }), provider = 'stripe') =>
  webhookPost(new Request(`http://localhost/api/payments/${provider}/webhook`, { method: 'POST', body: payload, headers: signature === null ? {} : { 'stripe-signature': signature } }), {
    params: Promise.resolve({ provider }),
  });

const ledger = () => b.ledger.listByApplication({ applicationId });

describe('online payments are off without both Stripe keys', () => {
  it('no processor, no offers, and both routes refuse', async () => {
    expect(paymentProvider({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_URL: undefined })).toBeNull();
    expect(paymentProvider({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: undefined })).toBeNull();
    expect(await paymentOffers(await application(), { provider: null })).toEqual([]);
    const form = new FormData();
    form.set('token', token);
    form.set('kind', 'deposit');
    form.set('litterId', litterId);
    expect(await startCheckout(form, '192.0.2.1', { provider: null })).toEqual({ status: 'not-found' });
    const payload = paidEvent('evt_off', { amount: 50_000, kind: 'deposit', intent: 'pi_off', litter: litterId });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await receiveWebhook('stripe', new TextEncoder().encode(payload), new Headers({ 'stripe-signature': signed }), { provider: null })).status).toBe(404);
    expect(calls).toEqual([]);
    expect(await ledger()).toEqual([]);
  });
});

describe('paying the deposit from the status link', () => {
  it('offers "Pay deposit" for the litter’s deposit, with the deposit rule', async () => {
    expect(await paymentOffers(await application())).toEqual([
      { label: 'Pay deposit', amountCents: 50_000, description: 'Deposit, Spring litter', notice: MESSAGES.deposit.rule, processor: 'Stripe', choice: { kind: 'deposit', litterId } },
    ]);
  });

  it('the status page’s card is a plain form per amount: token in the body, no amount sent, the deposit rule beside the button', async () => {
    const html = renderToStaticMarkup((await PayButtons({ application: await application(), token }))!);
    expect(html).toContain('<form class=');
    expect(html).toMatch(/<form[^>]* action="\/api\/payments\/checkout"/);
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    expect(html).toContain(`<input type="hidden" name="litterId" value="${litterId}"/>`);
    expect(html).not.toMatch(/name="amount/);
    expect(html).toContain('Deposit, Spring litter: $500.00');
    expect(html).toContain(MESSAGES.deposit.rule);
    expect(html).toMatch(/<button type="submit"[^>]*>Pay deposit<\/button>/);
  });

  it('creates a Checkout Session for what the ledger says (never the form’s amount) and sends the family to it', async () => {
    const res = await checkout({ token, kind: 'deposit', litterId, amount: '1', amountCents: '1' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', auth: `Bearer ${SECRET_KEY}` });
    const statusUrl = `${siteUrl()}/status/${token}`;
    expect(call!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '50000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Deposit, Spring litter',
      'metadata[application_id]': applicationId,
      'metadata[litter_id]': litterId,
      'metadata[kind]': 'deposit',
      'payment_intent_data[metadata][application_id]': applicationId,
      client_reference_id: applicationId,
      success_url: statusUrl,
      cancel_url: statusUrl,
      // The non-refundable deposit line, shown beside Stripe's pay button.
      'custom_text[submit][message]': MESSAGES.deposit.rule,
    });
    // Ids only: nothing about the family (name, email) goes to Stripe.
    expect(JSON.stringify(call!.form)).not.toMatch(/Paywell|paying\.family/);
    expect(call!.form['metadata[puppy_id]']).toBeUndefined();
  });

  it('a stranger’s token, a malformed form or a kind not due reaches no checkout', async () => {
    expect((await checkout({ token: newStatusToken(), kind: 'deposit', litterId })).status).toBe(404);
    expect((await checkout({ token: 'short', kind: 'deposit', litterId })).status).toBe(404);
    expect((await checkout({ token, kind: 'everything', litterId })).status).toBe(404);
    const nothing = await checkout({ token, kind: 'balance' });
    expect(nothing.status).toBe(303);
    expect(nothing.headers.get('location')).toBe(`${siteUrl()}/status/${token}`);
    expect(calls).toEqual([]);
    const big = await checkoutPost(new Request('http://localhost/api/payments/checkout', { method: 'POST', body: new URLSearchParams({ token, kind: 'deposit', litterId, pad: 'x'.repeat(5_000) }) }));
    expect(big.status).toBe(413);
  });

  it('when Stripe refuses, the family gets a page that says so and the way back; nothing is recorded', async () => {
    failNext = true;
    const res = await checkout({ token, kind: 'deposit', litterId });
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain(MESSAGES.payments.failed);
    expect(html).toContain(`/status/${token}`);
    expect(await ledger()).toEqual([]);
  });
});

describe('the Stripe webhook', () => {
  it('a wrong, missing or stale signature, or a changed body, gets 400 and records nothing', async () => {
    const payload = paidEvent('evt_forged', { amount: 50_000, kind: 'deposit', intent: 'pi_forged', litter: litterId });
    expect((await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_secret' }))).status).toBe(400);
    expect((await deliver(payload, null)).status).toBe(400);
    expect((await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }))).status).toBe(400);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace('50000', '1'), signed)).status).toBe(400);
    expect(await ledger()).toEqual([]);
    expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_forged' })).toBeNull();
    // Another processor's path is not found; an oversized body is refused unread.
    expect((await deliver(payload, signed, 'paypal')).status).toBe(404);
    expect((await deliver('x'.repeat(300_000), signed)).status).toBe(413);
  });

  it('a valid event records one deposit in the ledger (card (Stripe), Stripe’s payment id) and tells the owner', async () => {
    const logs = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log'), vi.spyOn(console, 'info')];
    const res = await deliver(paidEvent('evt_deposit', { amount: 50_000, kind: 'deposit', intent: 'pi_deposit', litter: litterId }));
    expect(res.status).toBe(200);
    const entries = await ledger();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'deposit', amountCents: 50_000, method: 'stripe', litterId, puppyId: null, date: '2026-02-03', note: 'Stripe pi_deposit' });
    expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_deposit' })).toMatchObject({ applicationId, paymentId: 'pi_deposit', ledgerEntryId: entries[0]!.id, flagged: false });
    // The deposit orders the waitlist, and the family is no longer asked for it.
    expect((await b.waitlists.get({ id: waitlistId }))!.depositDate).toBe('2026-02-03');
    expect(await paymentOffers(await application())).toEqual([]);
    const mail = (await b.outbox.list({ kind: 'owner' })).find((m) => m.subject.includes('$500.00'))!;
    expect(mail).toMatchObject({ to: ['owner@example.com'], subject: `Payment received: $500.00 from ${FAMILY_NAME}` });
    expect(mail.body).toContain('pi_deposit');
    expect(mail.body).toContain(`/admin/applications/${applicationId}`);
    expect(mail.body).not.toContain(token);
    for (const spy of logs) {
      for (const args of spy.mock.calls) expect(JSON.stringify(args)).not.toMatch(/Paywell|paying\.family|sk_test|whsec_/);
      spy.mockRestore();
    }
  });

  it('the same event twice, or another event about the same payment, records it once', async () => {
    const again = await deliver(paidEvent('evt_deposit', { amount: 50_000, kind: 'deposit', intent: 'pi_deposit', litter: litterId }));
    expect(again.status).toBe(200);
    expect(await again.text()).toBe('Already recorded');
    const sameIntent = await deliver(paidEvent('evt_deposit_async', { amount: 50_000, kind: 'deposit', intent: 'pi_deposit', litter: litterId, type: 'checkout.session.async_payment_succeeded' }));
    expect(sameIntent.status).toBe(200);
    expect(await ledger()).toHaveLength(1);
    // Deliveries of one new event at once: one entry.
    const payload = paidEvent('evt_burst', { amount: 50_000, kind: 'deposit', intent: 'pi_burst', litter: litterId });
    const answers = await Promise.all([1, 2, 3].map(() => deliver(payload)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await ledger()).filter((e) => e.note.startsWith('Stripe pi_burst'))).toHaveLength(1);
    await b.ledger.delete({ id: (await ledger()).find((e) => e.note.startsWith('Stripe pi_burst'))!.id });
    // A payment already in the ledger (restored from a backup, which carries no event ids) is not recorded again.
    const restored = await b.ledger.create({ input: { applicationId, litterId, puppyId: null, kind: 'payment', amountCents: 1_000, date: '2026-02-01', method: 'stripe', note: 'Stripe pi_restored' } });
    expect((await deliver(paidEvent('evt_replayed', { amount: 1_000, kind: 'payment', intent: 'pi_restored', litter: litterId }))).status).toBe(200);
    expect((await ledger()).filter((e) => e.note.startsWith('Stripe pi_restored'))).toHaveLength(1);
    await b.ledger.delete({ id: restored.id });
  });

  it('events that are not a paid session of this site are acknowledged and record nothing', async () => {
    const other = JSON.stringify({ id: 'evt_other', object: 'event', created: 1_770_000_000, type: 'payment_intent.created', data: { object: { id: 'pi_x', object: 'payment_intent' } } });
    expect((await deliver(other)).status).toBe(200);
    const foreign = paidEvent('evt_foreign', { amount: 9_900, kind: 'payment', intent: 'pi_foreign' }).replace(`"application_id":"${applicationId}",`, '');
    expect((await deliver(foreign)).status).toBe(200);
    expect(await ledger()).toHaveLength(1);
  });

  it('after the pick, "Pay balance" asks for the rest; an amount that was not what was due is recorded and flagged for the owner', async () => {
    await b.waitlists.recordPick({ id: waitlistId, puppyId });
    const [offer] = await paymentOffers(await application());
    expect(offer).toMatchObject({ label: 'Pay balance', amountCents: 250_000, description: 'Balance for Maple', notice: null, choice: { kind: 'balance', litterId: '' } });
    const res = await checkout({ token, kind: 'balance' });
    expect(res.status).toBe(303);
    expect(calls[0]!.form).toMatchObject({ 'line_items[0][price_data][unit_amount]': '250000', 'metadata[kind]': 'payment', 'metadata[puppy_id]': puppyId, 'metadata[litter_id]': litterId });
    expect(calls[0]!.form['custom_text[submit][message]']).toBeUndefined();

    // Meanwhile the price changed, or the family paid part by check: Stripe reports $1,000.00.
    expect((await deliver(paidEvent('evt_short', { amount: 100_000, kind: 'payment', intent: 'pi_short', litter: litterId, puppy: puppyId }))).status).toBe(200);
    const entry = (await ledger()).find((e) => e.kind === 'payment')!;
    expect(entry).toMatchObject({ amountCents: 100_000, method: 'stripe', puppyId, note: 'Stripe pi_short. Check it: $2,500.00 was due.' });
    expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_short' })).toMatchObject({ flagged: true, ledgerEntryId: entry.id });
    expect((await b.outbox.list({ kind: 'owner' })).some((m) => m.subject === `Payment to check: $1,000.00 from ${FAMILY_NAME}`)).toBe(true);
    // The balance follows the ledger.
    expect((await paymentOffers(await application()))[0]).toMatchObject({ label: 'Pay balance', amountCents: 150_000 });
    // The owner's list shows the family's money and the payment to check (an admin read).
    await signInAs(await b.users.create({ email: 'payments-owner@example.com', role: 'admin' }));
    const cell = renderToStaticMarkup(await PaymentsCell({ applicationId }));
    expect(cell).toContain('$1,500.00 paid');
    expect(cell).toContain('$1,500.00 balance due');
    expect(cell).toContain('1 online payment to check');
    await signInAs(null);

    // A second deposit nobody asked for is recorded and flagged as well.
    await deliver(paidEvent('evt_extra', { amount: 50_000, kind: 'deposit', intent: 'pi_extra', litter: litterId }));
    expect((await ledger()).find((e) => e.note.startsWith('Stripe pi_extra'))!.note).toBe('Stripe pi_extra. Check it: nothing of this kind was due.');
  });
});

describe('checkout limits', () => {
  it('past the hourly limit per status link, then per address, answers 429 with a clear message and starts nothing', async () => {
    const { CHECKOUT_LIMITS } = await import('./payments');
    const { CLIENT_IP_HEADER, markClientIpStamped } = await import('@/lib/auth/client-ip');
    markClientIpStamped();
    const from = (ip: string, fields: Record<string, string>) =>
      checkoutPost(new Request('http://localhost/api/payments/checkout', { method: 'POST', body: new URLSearchParams(fields), headers: { [CLIENT_IP_HEADER]: ip } }));
    const family = newStatusToken();
    await b.applications.create({ input: applicationInput({ email: 'limited.family@example.com' }), statusTokenHash: hashStatusToken(family) });

    // One link from several addresses: nothing is due for it, so each answer is the way back, until the link's limit.
    for (let i = 0; i < CHECKOUT_LIMITS.perToken; i++) expect((await from(`198.51.100.${i + 1}`, { token: family, kind: 'balance' })).status).toBe(303);
    const limited = await from('198.51.100.200', { token: family, kind: 'balance' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    const html = await limited.text();
    expect(html).toContain(MESSAGES.payments.tooMany);
    expect(html).toContain(`/status/${family}`);

    // One address trying tokens: strangers' tokens answer 404 until the address's limit, then 429 even for a real link.
    for (let i = 0; i < CHECKOUT_LIMITS.perIp; i++) expect((await from('203.0.113.9', { token: newStatusToken(), kind: 'deposit', litterId })).status).toBe(404);
    const blocked = await from('203.0.113.9', { token, kind: 'deposit', litterId });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).not.toContain('/status/');
    expect(calls).toEqual([]);
    // Another address with the family's own link still reaches the processor.
    expect((await from('203.0.113.10', { token, kind: 'deposit', litterId })).status).not.toBe(429);
  });
});

describe('the owner’s payment reminder', () => {
  it('mails the family what it owes now by its ledger with a new status link; nothing due sends nothing', async () => {
    const { sendPaymentReminderAction } = await import('@/components/admin/ledger/actions');
    const { applicationForToken } = await import('./family-status');
    await signInAs(await b.users.create({ email: 'reminder-owner@example.com', role: 'admin' }));
    const fd = new FormData();
    fd.set('applicationId', applicationId);
    const before = (await b.outbox.list({ kind: 'family' })).length;
    expect(await sendPaymentReminderAction({ status: 'idle' }, fd)).toEqual({ status: 'ok', message: `Reminder queued to ${FAMILY_EMAIL}.` });
    const mails = (await b.outbox.list({ kind: 'family' })).filter((m) => m.to.includes(FAMILY_EMAIL));
    expect(mails.length).toBe(before + 1);
    const mail = mails.find((m) => m.subject.startsWith('A reminder about your payment'))!;
    // What the ledger says is due now (after the pick and the payments above: the rest of Maple's price).
    const { dueForApplication } = await import('./payments');
    const due = await dueForApplication(b, applicationId);
    expect(due.map((d) => d.kind)).toEqual(['payment']);
    expect(mail.body).toContain(`- Balance for Maple: $${(due[0]!.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    // No deposit is due any more, so the deposit rule is not repeated; the old link stops working, the new one opens the page.
    expect(mail.body).not.toContain(MESSAGES.deposit.rule);
    const fresh = /\/status\/([A-Za-z0-9_-]{20,})/.exec(mail.body)![1]!;
    expect(await applicationForToken(token)).toBeNull();
    expect((await applicationForToken(fresh))?.id).toBe(applicationId);
    token = fresh;

    const other = await b.applications.create({ input: applicationInput({ email: 'nothing.due@example.com' }), statusTokenHash: hashStatusToken(newStatusToken()) });
    fd.set('applicationId', other.id);
    expect(await sendPaymentReminderAction({ status: 'idle' }, fd)).toEqual({ status: 'error', message: MESSAGES.payments.reminderNothing });
    fd.set('applicationId', '../nope');
    expect(await sendPaymentReminderAction({ status: 'idle' }, fd)).toMatchObject({ status: 'error' });
    await signInAs(null);
  });
});

describe('Delete family', () => {
  it('forgets the family’s processed payment events with its ledger', async () => {
    const { deleteFamily } = await import('./delete-family');
    expect((await b.paymentEvents.listByApplication({ applicationId })).length).toBeGreaterThan(0);
    await deleteFamily(applicationId);
    expect(await b.paymentEvents.listByApplication({ applicationId })).toEqual([]);
    expect(await b.paymentEvents.get({ provider: 'stripe', eventId: 'evt_deposit' })).toBeNull();
    // Its status link opens nothing, so it offers nothing and starts no checkout.
    expect((await checkout({ token, kind: 'balance' })).status).toBe(404);
  });
});
