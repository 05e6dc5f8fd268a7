import { AppError } from '@/lib/domain/errors';

/** What both adapters of PaymentEventStore share (docs/payments.md). */

/** A processor's id or one of its event ids: letters, digits, _ and -, at most 128. */
export const PAYMENT_EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function checkPaymentEventKey(provider: string, eventId: string): void {
  if (!PAYMENT_EVENT_ID.test(provider) || !PAYMENT_EVENT_ID.test(eventId)) throw new AppError('invalid_input', 'Not a payment event id.');
}

/** The default age after which an unfinished claim (a crash mid-way) may be taken again. */
export const PAYMENT_CLAIM_STALE_MS = 10 * 60_000;
