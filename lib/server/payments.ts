import 'server-only';
import { z } from 'zod';
import { getBackend, type Backend } from '@/lib/backend';
import type { Application } from '@/lib/domain/application';
import { formatCents, LEDGER_CURRENCY } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import { siteUrl } from '@/lib/config/site-origin';
import { paymentProvider } from '@/lib/payments';
import { expectedCents, paymentsDue, type PaymentDue } from '@/lib/payments/due';
import { ledgerEntryFromPayment, WebhookSignatureError, type PaymentProvider } from '@/lib/payments/types';
import { SITE } from '@/lib/domain/site';
import { hashStatusToken, mailFreshStatusLink, statusPath } from './applications';
import { applicationForToken, STATUS_TOKEN } from './family-status';
import { notifyOwner } from './owner-notify';
import { syncDepositDates } from './waitlists';

/**
 * Online payments through the breeder's own processor account (docs/payments.md): what a family
 * can pay from its status link, the checkout it starts, and the processor's webhook that records
 * the payment in the ledger. Without a configured processor (lib/payments) every function here
 * offers and records nothing. Log lines carry the processor's ids only, never personal data.
 */

type Deps = { backend?: Backend; provider?: PaymentProvider | null };

const deps = async (d: Deps) => ({ b: d.backend ?? (await getBackend()), provider: d.provider === undefined ? paymentProvider() : d.provider });

/** What the family owes now by its ledger (the amounts are never taken from a request). */
export async function dueForApplication(b: Backend, applicationId: string): Promise<PaymentDue[]> {
  const [waitlist, ledger] = await Promise.all([b.waitlists.listByApplication({ applicationId }), b.ledger.listByApplication({ applicationId })]);
  const litterIds = [...new Set(waitlist.map((e) => e.litterId))];
  const puppyIds = [...new Set(waitlist.map((e) => e.puppyId).filter((x): x is string => !!x))];
  const [litters, puppies] = await Promise.all([
    Promise.all(litterIds.map((id) => b.litters.get({ id }))),
    Promise.all(puppyIds.map((id) => b.puppies.get({ id }))),
  ]);
  return paymentsDue({
    waitlist,
    ledger,
    litters: new Map(litters.filter((l) => l !== null).map((l) => [l.id, { name: l.name, depositDollars: l.life.deposit }])),
    puppies: new Map(puppies.filter((p) => p !== null).map((p) => [p.id, { name: p.name, priceDollars: p.price, litterId: p.litterId }])),
  });
}

/**
 * Queues a reminder of what the family owes now by its ledger (a litter's deposit, or the balance
 * before go-home), with a fresh status link (only its hash is stored, so the earlier link stops
 * working). Works with or without an online processor. Returns the address, or null when nothing
 * is due.
 */
export async function sendPaymentReminder(b: Backend, application: Application): Promise<string | null> {
  const due = await dueForApplication(b, application.id);
  if (due.length === 0) return null;
  const P = MESSAGES.payments;
  const lines = due.map((d) => `- ${d.description}: ${formatCents(d.amountCents)}`).join('\n');
  const depositRule = due.some((d) => d.kind === 'deposit') ? MESSAGES.deposit.rule : null;
  return mailFreshStatusLink(b, application, (link) => ({
    subject: P.reminderSubject(SITE.name),
    body: P.reminderBody(application.contact.name, lines, depositRule, link, SITE.name),
  }));
}

/** A "Pay" button of the status page: what it pays, and the fields its form posts. */
type PaymentOffer = {
  label: string;
  amountCents: number;
  description: string;
  notice: string | null;
  /** The processor's name ("Stripe"), for the line that says where the card is typed. */
  processor: string;
  choice: { kind: 'deposit' | 'balance'; litterId: string };
};

const choiceOf = (d: PaymentDue): PaymentOffer['choice'] => ({ kind: d.kind === 'deposit' ? 'deposit' : 'balance', litterId: d.kind === 'deposit' ? (d.litterId ?? '') : '' });

/** The family's "Pay deposit" / "Pay balance" offers; none without a processor. */
export async function paymentOffers(application: Application, d: Deps = {}): Promise<PaymentOffer[]> {
  const { b, provider } = await deps(d);
  if (!provider) return [];
  return (await dueForApplication(b, application.id)).map((due) => ({
    label: due.kind === 'deposit' ? MESSAGES.payments.payDeposit : MESSAGES.payments.payBalance,
    amountCents: due.amountCents,
    description: due.description,
    notice: due.kind === 'deposit' ? MESSAGES.deposit.rule : null,
    processor: provider.name,
    choice: choiceOf(due),
  }));
}

/** The status page's pay form (POST /api/payments/checkout). */
const checkoutFormSchema = z.object({
  token: z.string().regex(STATUS_TOKEN),
  kind: z.enum(['deposit', 'balance']),
  litterId: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]).default(''),
});

/**
 * Checkouts one status link, or one address, may start in an hour. A family pays a handful of
 * times; a script that tries tokens, or that keeps opening sessions at the processor with a link
 * it holds, is stopped. The token is counted by its hash (a rate-limit key is stored).
 */
export const CHECKOUT_LIMITS = { perToken: 10, perIp: 30, windowMs: 60 * 60_000 };

type CheckoutResult =
  | { status: 'redirect'; url: string }
  /** Past CHECKOUT_LIMITS: nothing was started; the way back when the token opened a family. */
  | { status: 'limited'; statusUrl: string | null }
  /** No processor, a malformed form, or a token that opens nothing: the same 404 for each. */
  | { status: 'not-found' }
  /** Nothing of that kind is due any more (paid meanwhile): back to the status page. */
  | { status: 'nothing-due'; statusUrl: string }
  | { status: 'failed'; statusUrl: string };

/** Starts a checkout for what the ledger says is due; the processor's page takes the card. */
export async function startCheckout(form: FormData, ip: string, d: Deps = {}): Promise<CheckoutResult> {
  const { b, provider } = await deps(d);
  if (!provider) return { status: 'not-found' };
  const parsed = checkoutFormSchema.safeParse({ token: form.get('token'), kind: form.get('kind'), litterId: form.get('litterId') ?? '' });
  if (!parsed.success) return { status: 'not-found' };
  const { windowMs, perIp, perToken } = CHECKOUT_LIMITS;
  // The address first, before a token is looked up: guessing tokens costs attempts too.
  if ((await b.rateLimits.hit({ key: `checkout:ip:${ip}`, windowMs })) > perIp) return { status: 'limited', statusUrl: null };
  const { token, kind, litterId } = parsed.data;
  const application = await applicationForToken(token, b);
  if (!application) return { status: 'not-found' };
  const statusUrl = `${siteUrl()}${statusPath(token)}`;
  if ((await b.rateLimits.hit({ key: `checkout:token:${hashStatusToken(token)}`, windowMs })) > perToken) return { status: 'limited', statusUrl };
  const due = (await dueForApplication(b, application.id)).find((x) => choiceOf(x).kind === kind && choiceOf(x).litterId === litterId);
  if (!due) return { status: 'nothing-due', statusUrl };
  try {
    const session = await provider.createPayment({
      applicationId: application.id,
      litterId: due.litterId,
      puppyId: due.puppyId,
      kind: due.kind,
      amountCents: due.amountCents,
      currency: LEDGER_CURRENCY,
      description: due.description,
      notice: due.kind === 'deposit' ? MESSAGES.deposit.rule : null,
      successUrl: statusUrl,
      cancelUrl: statusUrl,
    });
    return { status: 'redirect', url: session.url };
  } catch (e) {
    console.error(`[payments] ${provider.name} did not start a checkout:`, e instanceof Error ? e.name : 'error');
    return { status: 'failed', statusUrl };
  }
}

type WebhookResult = { status: 200 | 400 | 404 | 500; body: string };

/**
 * A processor's webhook call (its raw body, already read within a byte limit): verified, then
 * recorded once per event id. A paid amount that is not what was due is recorded all the same
 * and flagged for the owner (the ledger note and the owner's email say so).
 */
export async function receiveWebhook(providerId: string, rawBody: Uint8Array, headers: Headers, d: Deps = {}): Promise<WebhookResult> {
  const { b, provider } = await deps(d);
  if (!provider || provider.id !== providerId) return { status: 404, body: 'Not found' };
  let event;
  try {
    event = provider.verifyWebhook(rawBody, headers);
  } catch (e) {
    if (e instanceof WebhookSignatureError) return { status: 400, body: 'Signature did not verify' };
    throw e;
  }
  const payment = event.payment;
  if (!payment) return { status: 200, body: 'Ignored' };
  if (!(await b.paymentEvents.claim({ provider: provider.id, eventId: event.eventId }))) return { status: 200, body: 'Already recorded' };
  const complete = (p: { applicationId: string | null; ledgerEntryId: string | null; flagged: boolean }) =>
    b.paymentEvents.complete({ provider: provider.id, eventId: event.eventId, paymentId: payment.reference, ...p });
  try {
    const application = await b.applications.get({ id: payment.applicationId });
    if (!application) {
      // The family was deleted after paying: nothing to attach it to; the owner sees it in the processor's dashboard.
      await complete({ applicationId: null, ledgerEntryId: null, flagged: true });
      console.warn(`[payments] ${provider.name} event ${event.eventId}: payment ${payment.reference} for an application that no longer exists`);
      await notifyOwner({ kind: 'payment', subject: MESSAGES.payments.orphanSubject, text: MESSAGES.payments.orphanText(formatCents(payment.amountCents), provider.name, payment.reference), adminPath: '/admin/applications' }, b);
      return { status: 200, body: 'Recorded' };
    }
    // Another event about the same payment (a processor may report one payment twice), or a payment
    // already in the ledger (restored from a backup, which does not carry the event ids): one entry.
    const [events, entries] = await Promise.all([b.paymentEvents.listByApplication({ applicationId: application.id }), b.ledger.listByApplication({ applicationId: application.id })]);
    const reference = ledgerEntryFromPayment(provider, payment).note;
    const earlier = events.find((e) => e.paymentId === payment.reference && e.ledgerEntryId)?.ledgerEntryId ?? entries.find((e) => e.note === reference || e.note.startsWith(`${reference}. `))?.id;
    if (earlier) {
      await complete({ applicationId: application.id, ledgerEntryId: earlier, flagged: false });
      return { status: 200, body: 'Already recorded' };
    }
    const expected = expectedCents(await dueForApplication(b, application.id), payment);
    const flagged = payment.amountCents !== expected || payment.currency !== LEDGER_CURRENCY;
    const check = flagged ? MESSAGES.payments.check(expected > 0 ? formatCents(expected) : null, payment.currency.toUpperCase()) : undefined;
    const entry = await b.ledger.create({ input: ledgerEntryFromPayment(provider, payment, check) });
    await syncDepositDates(b, application.id);
    await complete({ applicationId: application.id, ledgerEntryId: entry.id, flagged });
    const amount = formatCents(payment.amountCents);
    await notifyOwner(
      {
        kind: 'payment',
        subject: (flagged ? MESSAGES.payments.flaggedSubject : MESSAGES.payments.receivedSubject)(amount, application.contact.name),
        text: MESSAGES.payments.receivedText(amount, payment.kind === 'deposit' ? 'deposit' : 'payment', provider.name, payment.reference, check ?? null),
        adminPath: `/admin/applications/${application.id}`,
      },
      b,
    );
    return { status: 200, body: 'Recorded' };
  } catch (e) {
    // Give the claim back: the processor sends the event again later.
    await b.paymentEvents.release({ provider: provider.id, eventId: event.eventId }).catch(() => {});
    console.error(`[payments] ${provider.name} event ${event.eventId} not recorded:`, e instanceof Error ? e.name : 'error');
    return { status: 500, body: 'Not recorded, try again' };
  }
}

/** Admin › Applications, per family: what it paid, what it owes now by its ledger, and online payments to check. */
type PaymentSummary = { paidCents: number; dueCents: number; due: 'deposit' | 'balance' | null; toCheck: number };

/** The owner's per-family money line (read with the admin's role checked by the caller: adminPageRead). */
export async function paymentSummary(b: Backend, applicationId: string): Promise<PaymentSummary> {
  const [ledger, due] = await Promise.all([b.ledger.listByApplication({ applicationId }), dueForApplication(b, applicationId)]);
  // Flagged in the entry's note, so the owner clears it by editing the note (or the entry).
  const mark = `. ${MESSAGES.payments.checkMark} `;
  return {
    paidCents: ledger.reduce((s, e) => s + e.amountCents, 0),
    dueCents: due.reduce((s, d) => s + d.amountCents, 0),
    due: due.length === 0 ? null : due[0]!.kind === 'deposit' ? 'deposit' : 'balance',
    toCheck: ledger.filter((e) => e.method === 'stripe' && e.note.includes(mark)).length,
  };
}
