import { serverEnv } from '@/lib/config/env';
import { createStripeProvider } from './stripe';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';

/**
 * The payment processor the site takes online payments with (docs/payments.md), or null when none
 * is configured: then no "Pay" button shows, the payment routes answer 404, and the ledger is kept
 * by hand as always. Stripe is on when both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
 * Another processor is one more adapter of PaymentProvider chosen here.
 */
export function paymentProvider(env: Pick<ReturnType<typeof serverEnv>, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'> = serverEnv()): PaymentProvider | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: apiUrl } = env;
  if (!secretKey || !webhookSecret) return null;
  const key = `${secretKey}\n${webhookSecret}\n${apiUrl ?? ''}`;
  if (cached?.key !== key) cached = { key, provider: createStripeProvider({ secretKey, webhookSecret, apiUrl }) };
  return cached.provider;
}

let cached: { key: string; provider: PaymentProvider } | null = null;
