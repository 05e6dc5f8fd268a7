import { describe, expect, it } from 'vitest';
import { ledgerEntryInputSchema, ledgerTotals } from '@/lib/domain/ledger';
import { ledgerEntryFromPayment, type ConfirmedPayment, type PaymentProvider } from './types';

// What the payment seam promises (docs/payments.md): a processor's confirmed payment becomes an
// ordinary ledger entry both backends accept.
const provider: Pick<PaymentProvider, 'name' | 'method'> = { name: 'Stripe', method: 'stripe' };
const payment: ConfirmedPayment = {
  reference: 'pi_3Q0abc',
  applicationId: 'app_1',
  litterId: 'litter_1',
  puppyId: null,
  kind: 'deposit',
  amountCents: 50_000,
  currency: 'usd',
  date: '2026-03-01',
};

describe('ledgerEntryFromPayment', () => {
  it('is a ledger entry the stores accept, recorded with the processor method and its reference in the note', () => {
    const entry = ledgerEntryFromPayment(provider, payment);
    expect(ledgerEntryInputSchema.parse(entry)).toEqual({
      applicationId: 'app_1',
      litterId: 'litter_1',
      puppyId: null,
      kind: 'deposit',
      amountCents: 50_000,
      date: '2026-03-01',
      method: 'stripe',
      note: 'Stripe pi_3Q0abc',
    });
  });

  it('counts toward the balance like a deposit recorded by hand', () => {
    const entry = ledgerEntryFromPayment(provider, { ...payment, kind: 'payment', amountCents: 100_000 });
    const byHand = ledgerEntryFromPayment({ name: 'Check', method: 'check' }, payment);
    expect(ledgerTotals([entry, byHand], 3_000)).toEqual({ deposits: 50_000, payments: 100_000, received: 150_000, priceCents: 300_000, balanceDue: 150_000 });
  });

  it('appends the owner\'s check to the note when the amount was not what was due', () => {
    expect(ledgerEntryFromPayment(provider, payment, 'Check it: $600.00 was due.').note).toBe('Stripe pi_3Q0abc. Check it: $600.00 was due.');
  });

  it('keeps a payment the processor could not attach to a litter or puppy unattached', () => {
    const entry = ledgerEntryFromPayment(provider, { ...payment, litterId: null });
    expect(ledgerEntryInputSchema.safeParse(entry).success).toBe(true);
    expect(entry.litterId).toBeNull();
  });
});
