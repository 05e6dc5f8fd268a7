import type { Application } from '@/lib/domain/application';
import { formatCents, ledgerTotals } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageRead } from '@/lib/server/admin-page';
import hub from '../applications/applications.module.css';
import styles from '../waitlists/waitlists.module.css';
import { LedgerForm } from './ledger-form';
import { LedgerRows } from './ledger-rows';
import { PaymentReminderForm } from './payment-reminder-form';
import { breederToday } from '@/lib/server/clock';

/**
 * The family hub's Ledger (docs/family-journey.md): deposits and payments, totals, and the balance due
 * before go-home (the picked puppies' prices − everything received). Money is integer cents,
 * shown as US dollars.
 */
export async function LedgerSection({ application }: { application: Application }) {
  const { entries, waitlist, litters, picked } = await adminPageRead(async (backend) => {
    const [entries, waitlist, litters] = await Promise.all([
      backend.ledger.listByApplication({ applicationId: application.id }),
      backend.waitlists.listByApplication({ applicationId: application.id }),
      backend.litters.list(),
    ]);
    const picked = (await Promise.all(waitlist.filter((w) => w.puppyId).map((w) => backend.puppies.get({ id: w.puppyId! })))).filter((p) => p !== null);
    return { entries, waitlist, litters, picked };
  });
  const missingPrice = picked.some((p) => p.price === null);
  const price = picked.length && !missingPrice ? picked.reduce((s, p) => s + (p.price ?? 0), 0) : null;
  const totals = ledgerTotals(entries, price);
  const mine = new Set([...waitlist.map((w) => w.litterId), application.preferences.litterId].filter(Boolean));
  const litterOptions = litters.filter((l) => mine.has(l.id) || l.life.stage !== 'placed').map((l) => ({ id: l.id, name: l.name }));
  const puppyOptions = picked.map((p) => ({ id: p.id, name: p.name }));
  // Today in the breeder's time zone: in the evening the server's (UTC) day is already tomorrow.
  const today = await breederToday();

  return (
    <section className={hub.section} aria-labelledby="app-ledger">
      <h2 id="app-ledger">Ledger</h2>
      <p className={styles.rule}>{MESSAGES.deposit.rule}</p>
      <dl className={hub.answers}>
        <dt>Deposits</dt>
        <dd>{formatCents(totals.deposits)}</dd>
        <dt>Payments</dt>
        <dd>{formatCents(totals.payments)}</dd>
        <dt>Received in all</dt>
        <dd>{formatCents(totals.received)}</dd>
        <dt>Price</dt>
        <dd>{totals.priceCents === null ? '—' : `${formatCents(totals.priceCents)} (${picked.map((p) => p.name).join(', ')})`}</dd>
        <dt>{MESSAGES.ledger.balanceHeading}</dt>
        <dd>
          <strong>{totals.balanceDue === null ? (picked.length ? MESSAGES.ledger.noPrice : MESSAGES.ledger.noPick) : formatCents(totals.balanceDue)}</strong>
        </dd>
      </dl>
      <PaymentReminderForm applicationId={application.id} />
      <h3>Entries</h3>
      <LedgerRows applicationId={application.id} entries={entries} litters={litterOptions} puppies={puppyOptions} today={today} />
      <h3>Record a deposit or payment</h3>
      <LedgerForm applicationId={application.id} litters={litterOptions} puppies={puppyOptions} today={today} />
    </section>
  );
}
