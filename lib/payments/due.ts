import { ledgerTotals, type LedgerEntry, type LedgerKind } from '@/lib/domain/ledger';

/**
 * What a family can pay online now, read from its ledger (docs/payments.md): the deposit of each
 * litter whose waitlist it is on (the litter's deposit set by the owner, no deposit recorded for
 * that litter yet), and, once every deposit is in, the balance due before go-home (the picked
 * puppies' prices minus everything received). The amount is never taken from the family's request:
 * the checkout and the webhook both work it out here.
 */

export type PaymentDue = {
  kind: LedgerKind;
  amountCents: number;
  litterId: string | null;
  puppyId: string | null;
  /** The line the family pays for ("Deposit, Spring litter", "Balance for Sunny"). */
  description: string;
};

type DueInput = {
  waitlist: readonly { litterId: string; puppyId: string | null; depositDate: string | null }[];
  ledger: readonly Pick<LedgerEntry, 'kind' | 'amountCents' | 'litterId'>[];
  litters: ReadonlyMap<string, { name: string; depositDollars: number | null }>;
  puppies: ReadonlyMap<string, { name: string; priceDollars: number | null; litterId: string | null }>;
};

const cents = (dollars: number) => Math.round(dollars * 100);

export function paymentsDue(input: DueInput): PaymentDue[] {
  const deposits = input.ledger.filter((e) => e.kind === 'deposit');
  // A deposit the owner recorded without a litter counts for every litter: never ask twice.
  const unattached = deposits.some((e) => e.litterId === null);
  const due: PaymentDue[] = [];
  for (const entry of input.waitlist) {
    const litter = input.litters.get(entry.litterId);
    if (!litter || litter.depositDollars === null || cents(litter.depositDollars) <= 0) continue;
    if (unattached || entry.depositDate !== null || deposits.some((e) => e.litterId === entry.litterId)) continue;
    due.push({ kind: 'deposit', amountCents: cents(litter.depositDollars), litterId: entry.litterId, puppyId: entry.puppyId, description: `Deposit, ${litter.name}` });
  }
  if (due.length > 0) return due;

  const picked = input.waitlist.flatMap((e) => {
    const p = e.puppyId ? input.puppies.get(e.puppyId) : undefined;
    return p && e.puppyId ? [{ ...p, id: e.puppyId, litterId: e.litterId }] : [];
  });
  if (picked.length === 0 || picked.some((p) => p.priceDollars === null)) return due;
  const price = picked.reduce((s, p) => s + (p.priceDollars ?? 0), 0);
  const { balanceDue } = ledgerTotals(input.ledger, price);
  if (balanceDue === null || balanceDue <= 0) return due;
  const one = picked.length === 1 ? picked[0]! : null;
  due.push({
    kind: 'payment',
    amountCents: balanceDue,
    litterId: one?.litterId ?? null,
    puppyId: one?.id ?? null,
    description: one ? `Balance for ${one.name}` : 'Balance for your puppies',
  });
  return due;
}

/**
 * What was due for a payment the processor confirmed, worked out before recording it: the due
 * item of the same kind (and litter, for a deposit), or 0 when nothing of that kind was due.
 */
export function expectedCents(due: readonly PaymentDue[], payment: { kind: LedgerKind; litterId: string | null }): number {
  const match = due.find((d) => d.kind === payment.kind && (payment.kind === 'payment' || d.litterId === payment.litterId));
  return match?.amountCents ?? 0;
}
