import { JournalPostView } from '@/components/litters/journal/journal-post';
import { formatDate } from '@/lib/domain/format';
import { formatCents } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import type { FamilyStatus } from '@/lib/server/family-status';
import styles from './family-status.module.css';

const T = MESSAGES.familyStatus;

/**
 * One application's journey as the family sees it (docs/family-journey.md), on /status/<token> and
 * /account/journey alike: status, waitlist places (the families before them by number only),
 * picks, payments and the balance, and their litters' journals. Server-rendered per request.
 */
export function FamilyStatusView({ data, headingLevel = 2 }: { data: FamilyStatus; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const t = data.totals;
  return (
    <div className={styles.journey} data-application={data.applicationId}>
      <section className={styles.card} aria-labelledby={`status-${data.applicationId}`}>
        <H id={`status-${data.applicationId}`}>{T.statusHeading}</H>
        <dl className={styles.facts}>
          <dt>Application status</dt>
          <dd data-testid="application-status">{data.statusLabel}</dd>
          <dt>Applied</dt>
          <dd>{formatDate(data.appliedAt.slice(0, 10))}</dd>
          {data.preferredLitter ? (
            <>
              <dt>Litter you asked about</dt>
              <dd>{data.preferredLitter}</dd>
            </>
          ) : null}
        </dl>
        <p>{T.statusExplain[data.status]}</p>
      </section>

      <section className={styles.card} aria-labelledby={`waitlist-${data.applicationId}`}>
        <H id={`waitlist-${data.applicationId}`}>{T.waitlistHeading}</H>
        {data.litters.length === 0 ? <p>{T.noWaitlist}</p> : null}
        {data.litters.map((l) => (
          <div key={l.litterId} className={styles.card} data-litter={l.litterId}>
            <Sub>{l.litterName}</Sub>
            <dl className={styles.facts}>
              <dt>Your place</dt>
              <dd data-testid="waitlist-position">{T.position(l.position, l.total)}</dd>
              <dt>Before you</dt>
              <dd>{l.before.length === 0 ? T.firstInLine : T.waitingBefore(l.waitingBefore, l.before.length)}</dd>
              <dt>Your pick</dt>
              <dd>{l.pick ? T.picked(l.pick.name, l.pick.pickedAt ? formatDate(l.pick.pickedAt.slice(0, 10)) : null) : l.passed ? T.passed : T.noPick}</dd>
              <dt>Deposit</dt>
              <dd>{l.depositDate ? T.depositOn(formatDate(l.depositDate)) : T.noDeposit}</dd>
            </dl>
            {l.before.length > 0 ? (
              <ol className={styles.before} aria-label={`Families before you on the ${l.litterName} waitlist`}>
                {l.before.map((b) => (
                  <li key={b.position}>{T.beforeRow(b.position, b.state)}</li>
                ))}
              </ol>
            ) : null}
            <p className={styles.rule}>{MESSAGES.deposit.rule}</p>
          </div>
        ))}
      </section>

      <section className={styles.card} aria-labelledby={`payments-${data.applicationId}`}>
        <H id={`payments-${data.applicationId}`}>{T.paymentsHeading}</H>
        <p className={styles.rule}>{MESSAGES.deposit.rule}</p>
        {data.payments.length === 0 ? (
          <p>{T.noPayments}</p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">Deposits and payments received</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Kind</th>
                <th scope="col">Amount</th>
                <th scope="col">Method</th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((p) => (
                <tr key={p.id}>
                  <td>{formatDate(p.date)}</td>
                  <td>{p.puppy ? `${p.kind} (${p.puppy})` : p.kind}</td>
                  <td>{formatCents(p.amountCents)}</td>
                  <td>{p.method}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <dl className={styles.facts}>
          <dt>Received in all</dt>
          <dd data-testid="received">{formatCents(t.received)}</dd>
          <dt>{MESSAGES.ledger.balanceHeading}</dt>
          <dd data-testid="balance">
            {t.balanceDue === null ? (data.picked.length ? T.noPrice : MESSAGES.ledger.noPick) : formatCents(t.balanceDue)}
          </dd>
        </dl>
      </section>

      {data.litters.map((l) => (
        <section key={l.litterId} className={styles.card} aria-labelledby={`journal-${data.applicationId}-${l.litterId}`}>
          <H id={`journal-${data.applicationId}-${l.litterId}`}>{T.journalHeading(l.litterName)}</H>
          {!l.familiesPosts ? <p>{T.familiesPostsLater}</p> : null}
          {l.posts.length === 0 ? (
            <p>{MESSAGES.journal.empty}</p>
          ) : (
            <ol className={styles.posts}>
              {l.posts.map((p) => (
                <li key={p.id}>
                  <JournalPostView post={p} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
