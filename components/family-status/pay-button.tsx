import type { Application } from '@/lib/domain/application';
import { formatCents } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import { paymentOffers } from '@/lib/server/payments';
import styles from './pay-button.module.css';

/**
 * "Pay deposit" / "Pay balance" on a family's status link (docs/payments.md), for what the ledger
 * says is due; nothing at all when online payments are off or nothing is due. Each is a plain form
 * POST (no script needed) to /api/payments/checkout, which sends the family to the processor's
 * checkout page. The token travels in the body, never in a URL; the amount is not sent at all.
 */
export async function PayButtons({ application, token }: { application: Application; token: string }) {
  const offers = await paymentOffers(application);
  if (offers.length === 0) return null;
  const headingId = `pay-${application.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="pay-online">
      <h2 id={headingId}>{MESSAGES.payments.heading}</h2>
      {offers.map((o) => {
        const id = `pay-${o.choice.kind}-${o.choice.litterId || application.id}`;
        return (
          <form key={id} className={styles.offer} method="post" action="/api/payments/checkout">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="kind" value={o.choice.kind} />
            <input type="hidden" name="litterId" value={o.choice.litterId} />
            <p className={styles.amount} id={id}>
              {o.description}: {formatCents(o.amountCents)}
            </p>
            {o.notice ? <p className={styles.note}>{o.notice}</p> : null}
            <button type="submit" className="btn btn-primary" aria-describedby={id}>
              {o.label}
            </button>
          </form>
        );
      })}
      <p className={styles.note}>{MESSAGES.payments.secure(offers[0]!.processor)}</p>
    </section>
  );
}
