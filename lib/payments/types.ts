import type { LedgerEntryInput, LedgerMethod } from '@/lib/domain/ledger';

/**
 * The payment-processor seam (docs/family-journey.md). Nothing implements it: the owner records money
 * received by hand (cash, check, Zelle, card elsewhere) in the family hub's Ledger, and no
 * processor is required. A breeder who wants online payments adds one adapter here; the rest of the
 * app does not change, because a processor's payment ends as an ordinary ledger entry. See README.md.
 */

/** What the site asks a processor for: one charge for a family, in integer cents (US dollars). */
export type PaymentRequest = {
  applicationId: string;
  litterId: string | null;
  puppyId: string | null;
  kind: 'deposit' | 'payment';
  amountCents: number;
  /** Shown on the processor's page/receipt, e.g. "Deposit, Spring litter". */
  description: string;
  /** Where the processor sends the family back to (their status page). */
  returnUrl: string;
};

/** A started checkout: the family is sent to `url`; `reference` ties the processor's later report to it. */
export type PaymentSession = { reference: string; url: string };

/** A payment the processor confirmed (from its webhook, verified by the adapter). */
export type ConfirmedPayment = {
  reference: string;
  applicationId: string;
  litterId: string | null;
  puppyId: string | null;
  kind: 'deposit' | 'payment';
  amountCents: number;
  /** YYYY-MM-DD, the day the processor took the money. */
  date: string;
};

export interface PaymentProvider {
  /** A short name for admin screens, e.g. "Stripe". */
  readonly name: string;
  /** The ledger method its payments are recorded with ('card' unless the processor says otherwise). */
  readonly method: LedgerMethod;
  /** Starts a checkout for one charge. Must not record anything: money is recorded on confirmation only. */
  createPayment(request: PaymentRequest): Promise<PaymentSession>;
  /**
   * Verifies a webhook call (signature, replay) and returns the confirmed payment, or null for an
   * event that is not a completed payment. The route handler that receives it then calls
   * `ledgerEntryFromPayment` and `backend.ledger.create` (idempotent on `reference`, kept in the note).
   */
  verifyWebhook(request: Request): Promise<ConfirmedPayment | null>;
}

/** How a confirmed payment enters the ledger: an ordinary entry, so totals and balance need nothing new. */
export function ledgerEntryFromPayment(provider: Pick<PaymentProvider, 'name' | 'method'>, p: ConfirmedPayment): LedgerEntryInput {
  return {
    applicationId: p.applicationId,
    litterId: p.litterId,
    puppyId: p.puppyId,
    kind: p.kind,
    amountCents: p.amountCents,
    date: p.date,
    method: provider.method,
    note: `${provider.name} ${p.reference}`,
  };
}
