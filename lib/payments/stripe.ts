import Stripe from 'stripe';
import { dayIn } from '@/lib/domain/format';
import { LEDGER_KINDS, type LedgerKind } from '@/lib/domain/ledger';
import { WebhookSignatureError, type ConfirmedPayment, type PaymentProvider, type PaymentRequest, type WebhookEvent } from './types';

/**
 * Stripe Checkout through the breeder's own Stripe account (docs/payments.md), with the official
 * `stripe` package: a Checkout Session per payment (the card form is Stripe's page, no card data
 * reaches the site), and its webhook verified with `stripe.webhooks.constructEvent` on the raw
 * body. The family and puppy travel as metadata (ids only) and come back in the webhook.
 */

type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin than https://api.stripe.com (tests point it at a local server). */
  apiUrl?: string;
};

/** The metadata keys of a session this site created. */
const META = { application: 'application_id', litter: 'litter_id', puppy: 'puppy_id', kind: 'kind' } as const;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Stripe's object ids (evt_…, pi_…, cs_…). */
const STRIPE_ID = /^[A-Za-z0-9_]{3,255}$/;

/** The events that mean "this Checkout Session is paid" (a card at once; a delayed method later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

function apiOptions(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const u = new URL(apiUrl);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443, protocol };
}

function metadataOf(r: PaymentRequest): Record<string, string> {
  const m: Record<string, string> = { [META.application]: r.applicationId, [META.kind]: r.kind };
  if (r.litterId) m[META.litter] = r.litterId;
  if (r.puppyId) m[META.puppy] = r.puppyId;
  return m;
}

/** The payment a paid session confirms, or null when it is not one this site started (other sales on the account). */
export function paymentOfSession(session: Stripe.Checkout.Session, eventCreated: number): ConfirmedPayment | null {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return null;
  const meta = session.metadata ?? {};
  const applicationId = meta[META.application] ?? '';
  const kind = meta[META.kind] ?? '';
  const optional = (v: string | undefined) => (v && ID.test(v) ? v : null);
  if (!ID.test(applicationId) || !(LEDGER_KINDS as readonly string[]).includes(kind)) return null;
  const intent = session.payment_intent;
  const reference = typeof intent === 'string' ? intent : (intent?.id ?? session.id);
  if (!STRIPE_ID.test(reference) || typeof session.amount_total !== 'number' || session.amount_total <= 0 || !session.currency) return null;
  return {
    reference,
    applicationId,
    litterId: optional(meta[META.litter]),
    puppyId: optional(meta[META.puppy]),
    kind: kind as LedgerKind,
    amountCents: session.amount_total,
    currency: session.currency.toLowerCase(),
    // The breeder's day (one clock, lib/domain/format.ts): a payment at 10:30 pm in New York is that day's, not tomorrow's (UTC).
    date: dayIn(new Date(eventCreated * 1000))!,
  };
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { ...apiOptions(settings.apiUrl), maxNetworkRetries: 1, timeout: 20_000, appInfo: { name: 'breeder-site' } });

  return {
    id: 'stripe',
    name: 'Stripe',
    method: 'stripe',
    async createPayment(r) {
      const metadata = metadataOf(r);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: r.currency, unit_amount: r.amountCents, product_data: { name: r.description } } }],
        metadata,
        // The PaymentIntent carries the same ids, so the owner finds the family in Stripe's dashboard too.
        payment_intent_data: { metadata, description: r.description },
        client_reference_id: r.applicationId,
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
        ...(r.notice ? { custom_text: { submit: { message: r.notice } } } : {}),
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL.');
      return { reference: session.id, url: session.url };
    },
    verifyWebhook(rawBody, headers): WebhookEvent {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      if (!STRIPE_ID.test(event.id)) throw new WebhookSignatureError();
      const payment = PAID_EVENTS.has(event.type) ? paymentOfSession(event.data.object as Stripe.Checkout.Session, event.created) : null;
      return { eventId: event.id, payment };
    },
  };
}
