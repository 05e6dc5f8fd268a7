import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, setSiteTimeZone } from '@/lib/domain/format';
import { paymentOfSession } from './stripe';

/** A paid Checkout Session as the webhook hands it over (only the fields read). */
function session(): Stripe.Checkout.Session {
  return {
    id: 'cs_test_a1',
    mode: 'payment',
    payment_status: 'paid',
    payment_intent: 'pi_test_a1',
    amount_total: 50_000,
    currency: 'usd',
    metadata: { application_id: 'app1', kind: 'deposit', litter_id: 'lit1' },
  } as unknown as Stripe.Checkout.Session;
}

afterEach(() => setSiteTimeZone(DEFAULT_TIME_ZONE));

describe('a Stripe payment is dated on the breeder’s clock', () => {
  // Thursday Nov 26, 2026, 10:30 pm in New York: already Nov 27 in UTC.
  const lateEvening = Date.parse('2026-11-27T03:30:00Z') / 1000;

  it('a late-evening New York payment is recorded on that evening’s day, not the next (UTC)', () => {
    setSiteTimeZone('America/New_York');
    expect(paymentOfSession(session(), lateEvening)?.date).toBe('2026-11-26');
  });

  it('follows the owner’s zone', () => {
    setSiteTimeZone('Asia/Tokyo');
    expect(paymentOfSession(session(), lateEvening)?.date).toBe('2026-11-27');
  });
});
