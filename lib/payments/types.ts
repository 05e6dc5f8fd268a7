import type { LedgerEntryInput, LedgerKind, LedgerMethod } from '@/lib/domain/ledger';

/**
 * The payment-processor seam (docs/payments.md). The owner records money received by hand (cash,
 * check, Zelle, card elsewhere) in the family hub's Ledger and no processor is required. A
 * processor is one adapter of `PaymentProvider` (Stripe: ./stripe.ts, chosen by ./index.ts); the
 * rest of the site does not change, because a processor's payment ends as an ordinary ledger entry.
 * Only the processor's own ids are kept (its event and payment ids): no card or payer data.
 */

/** Whom a payment is from and what it is for, in integer cents of `currency`: a request's and a confirmation's. */
type Charge = {
  applicationId: string;
  litterId: string | null;
  puppyId: string | null;
  kind: LedgerKind;
  amountCents: number;
  /** ISO 4217, lowercase (the ledger's: LEDGER_CURRENCY). */
  currency: string;
};

/** What the site asks a processor for: one charge for a family. */
export type PaymentRequest = Charge & {
  /** The line the family pays for, e.g. "Deposit, Spring litter". */
  description: string;
  /** A notice shown beside the pay button (the deposit rule on a deposit), or null. */
  notice: string | null;
  /** Where the processor sends the family back to (their status page), paid or not. */
  successUrl: string;
  cancelUrl: string;
};

/** A started checkout: the family is sent to `url`; `reference` is the processor's id for it. */
type PaymentSession = { reference: string; url: string };

/** A payment the processor confirmed (from its webhook, verified by the adapter). */
export type ConfirmedPayment = Charge & {
  /** The processor's id of the payment (Stripe: the PaymentIntent id). */
  reference: string;
  /** YYYY-MM-DD, the day the processor took the money. */
  date: string;
};

/** A verified webhook call: its event id (for idempotency) and the payment it confirms, if any. */
export type WebhookEvent = { eventId: string; payment: ConfirmedPayment | null };

/** The webhook call is not the processor's (no or a wrong signature, or too old): answer 400, record nothing. */
export class WebhookSignatureError extends Error {
  constructor() {
    super('The payment webhook signature did not verify.');
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  /** The id in its webhook path (/api/payments/<id>/webhook) and in the processed-event store. */
  readonly id: string;
  /** A short name for the owner's screens and ledger notes, e.g. "Stripe". */
  readonly name: string;
  /** The ledger method its payments are recorded with. */
  readonly method: LedgerMethod;
  /** Starts a checkout for one charge. Records nothing: money is recorded on confirmation only. */
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /**
   * Verifies a webhook call on its raw body (signature, age) and returns its event; throws
   * WebhookSignatureError when it does not verify. `payment` is null for an event that is not a
   * completed payment this site started.
   */
  verifyWebhook(rawBody: Uint8Array, headers: Headers): WebhookEvent;
}

/**
 * How a confirmed payment enters the ledger: an ordinary entry, so totals and balance need nothing
 * new. The processor's payment id is kept in the note; `check` (an amount that was not what was
 * due) is appended to it for the owner.
 */
export function ledgerEntryFromPayment(provider: Pick<PaymentProvider, 'name' | 'method'>, p: ConfirmedPayment, check?: string): LedgerEntryInput {
  return {
    applicationId: p.applicationId,
    litterId: p.litterId,
    puppyId: p.puppyId,
    kind: p.kind,
    amountCents: p.amountCents,
    date: p.date,
    method: provider.method,
    note: check ? `${provider.name} ${p.reference}. ${check}` : `${provider.name} ${p.reference}`,
  };
}
