import { z } from 'zod';
import { calendarDate, multiLine } from './fields';

/**
 * A family's deposits and payments (docs/family-journey.md; /work decisions "Ledger"): what the owner
 * received, by hand; no payment processor is required (the seam for one is lib/payments/).
 * Amounts are integer cents. Personal data: admin only, never in a public payload.
 */
export const LEDGER_KINDS = ['deposit', 'payment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = { deposit: 'Deposit', payment: 'Payment' };

export const LEDGER_METHODS = ['cash', 'check', 'zelle', 'card', 'stripe', 'other'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  zelle: 'Zelle',
  card: 'Card (elsewhere)',
  // Recorded by the site when the family paid online through the breeder's Stripe account (docs/payments.md).
  stripe: 'Card (Stripe)',
  other: 'Other',
};

const MANUAL_LEDGER_METHODS = LEDGER_METHODS.filter((m) => m !== 'stripe');

/**
 * The methods the owner may choose for an entry (`current`: the method of the entry being edited,
 * none for a new one): every method but `stripe`, which only the site writes when a family pays
 * online (its entries are what lib/server/payments.ts reconciles with Stripe). An entry the site
 * wrote can keep it when the owner edits its note or date.
 */
export function ledgerMethodsFor(current?: LedgerMethod): readonly LedgerMethod[] {
  return current === 'stripe' ? LEDGER_METHODS : MANUAL_LEDGER_METHODS;
}

/** The ledger's currency: every amount is integer cents of US dollars (formatCents, online checkouts). */
export const LEDGER_CURRENCY = 'usd';

/** The largest single entry: $1,000,000.00 (the puppy price limit, docs/product.md §5-style bound). */
const MAX_AMOUNT_CENTS = 100_000_000;
export const LEDGER_NOTE_MAX = 500;

export type LedgerEntryInput = {
  applicationId: string;
  puppyId: string | null;
  litterId: string | null;
  kind: LedgerKind;
  /** Integer cents, > 0. */
  amountCents: number;
  /** When the money was received (YYYY-MM-DD). */
  date: string;
  method: LedgerMethod;
  note: string;
};

export type LedgerEntry = LedgerEntryInput & { id: string; createdAt: string; updatedAt: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.string().regex(ID, message).nullable());

/** The stored shape, checked by both adapters before writing. */
export const ledgerEntryInputSchema = z.object({
  applicationId: z.string().regex(ID, 'That application no longer exists. Reload the page.'),
  puppyId: z.string().regex(ID, 'Choose a puppy from the list.').nullable(),
  litterId: z.string().regex(ID, 'Choose a litter from the list.').nullable(),
  kind: z.enum(LEDGER_KINDS, { error: 'Choose deposit or payment.' }),
  amountCents: z.number().int('Amounts are whole cents.').min(1, 'Enter an amount above $0.00.').max(MAX_AMOUNT_CENTS, 'That amount is too large.'),
  date: calendarDate,
  method: z.enum(LEDGER_METHODS, { error: 'Choose how it was paid.' }),
  note: multiLine(LEDGER_NOTE_MAX).default(''),
});

/**
 * Dollars as typed ("1500", "$1,500.00", "250.5") to integer cents; null when it is not an amount
 * with at most two decimals.
 */
export function parseDollars(value: string): number | null {
  const v = value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(v)) return null;
  const [whole, frac = ''] = v.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A form's dollar amount as integer cents: `missing` when empty, a clear message when unreadable or too large. */
export function dollarsField(missing: string, cents: z.ZodNumber = z.number()) {
  return z
    .string()
    .trim()
    .min(1, missing)
    .transform((v, ctx) => {
      const parsed = parseDollars(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter an amount in dollars, like 500 or 1,250.00.' });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(cents.max(MAX_AMOUNT_CENTS, 'That amount is too large.'));
}

let usd: Intl.NumberFormat | undefined; // made on first use, as in ./format

/** Cents as US dollars, always with cents ("$1,500.00", "−$25.00" for a negative balance). */
export function formatCents(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
  return usd.format(cents / 100);
}

/** What the ledger form posts (components/admin/ledger). `id` is blank for a new entry. */
export const ledgerFormSchema = z.object({
  id: z.union([z.literal(''), z.string().regex(ID, 'That entry no longer exists. Reload the page.')]),
  applicationId: z.string().regex(ID, 'That application no longer exists. Reload the page.'),
  kind: z.enum(LEDGER_KINDS, { error: 'Choose deposit or payment.' }),
  amount: dollarsField('Enter the amount.', z.number().min(1, 'Enter an amount above $0.00.')),
  date: calendarDate,
  method: z.enum(LEDGER_METHODS, { error: 'Choose how it was paid.' }),
  puppyId: optionalId('Choose a puppy from the list.'),
  litterId: optionalId('Choose a litter from the list.'),
  note: multiLine(LEDGER_NOTE_MAX),
});
export type LedgerField = 'kind' | 'amount' | 'date' | 'method' | 'puppyId' | 'litterId' | 'note';

/** Totals for the family hub: what was received, and what is still due before go-home. */
export function ledgerTotals(entries: readonly Pick<LedgerEntry, 'kind' | 'amountCents'>[], priceDollars: number | null) {
  const deposits = entries.filter((e) => e.kind === 'deposit').reduce((s, e) => s + e.amountCents, 0);
  const payments = entries.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amountCents, 0);
  const received = deposits + payments;
  const priceCents = priceDollars === null ? null : Math.round(priceDollars * 100);
  return { deposits, payments, received, priceCents, balanceDue: priceCents === null ? null : priceCents - received };
}

/** Reads a stored entry (either backend's plain record) into the app's type. */
export function toLedgerEntry(id: string, raw: Record<string, unknown>): LedgerEntry {
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  const sn = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    id,
    applicationId: s(raw.applicationId),
    puppyId: sn(raw.puppyId),
    litterId: sn(raw.litterId),
    kind: (LEDGER_KINDS as readonly string[]).includes(s(raw.kind)) ? (s(raw.kind) as LedgerKind) : 'payment',
    amountCents: typeof raw.amountCents === 'number' ? raw.amountCents : 0,
    date: s(raw.date),
    method: (LEDGER_METHODS as readonly string[]).includes(s(raw.method)) ? (s(raw.method) as LedgerMethod) : 'other',
    note: s(raw.note),
    createdAt: s(raw.createdAt),
    updatedAt: s(raw.updatedAt) || s(raw.createdAt),
  };
}
