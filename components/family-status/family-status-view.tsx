import Link from '@/components/ui/link';
import { JournalPostList } from '@/components/litters/journal/journal-post';
import { PawMark } from '@/components/puppies/paw-mark';
import Image from '@/components/ui/image';
import { formatDate } from '@/lib/domain/format';
import { formatCents } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import type { FamilyPick, FamilyStage, FamilyStatus } from '@/lib/server/family-status';
import styles from './family-status.module.css';
import { TableHead } from '@/components/ui/table-head';

const T = MESSAGES.familyStatus;

/** The page's one headline for the family's stage. */
function headline(stage: FamilyStage): string {
  switch (stage.kind) {
    case 'waitlist':
      return T.headline.waitlist(stage.litterName, stage.position, stage.total);
    case 'deposit':
      return T.headline.deposit(stage.litterName, stage.position);
    case 'picked':
      return T.headline.picked(stage.puppy);
    case 'goingHome':
      return (stage.past ? T.headline.readyHome : T.headline.goingHome)(stage.puppy, formatDate(stage.date));
    case 'home':
      return T.headline.home(stage.puppy);
    default:
      return T.headline[stage.kind];
  }
}

/** What comes next, under the headline. */
function nextLine(stage: FamilyStage): string {
  if (stage.kind === 'waitlist' || stage.kind === 'deposit') return T.next.inLine;
  return stage.kind === 'goingHome' && stage.past ? T.next.readyHome : T.next[stage.kind];
}

/** The picked puppy: its photo, its page (when public) and its go-home date. */
function PickedPuppy({ pick }: { pick: FamilyPick }) {
  return (
    <div className={styles.pick} data-testid="picked-puppy">
      <div className={styles.pickPhoto}>
        {pick.imageUrl ? <Image src={pick.imageUrl} alt={pick.name} width={112} height={84} sizes="112px" /> : <PawMark />}
      </div>
      <div className={styles.pickText}>
        <p className={styles.pickName}>
          {T.yourPick}{' '}
          {pick.href ? (
            <Link href={pick.href} prefetch={false}>
              {pick.name}
            </Link>
          ) : (
            <strong>{pick.name}</strong>
          )}
        </p>
        {pick.goHomeDate ? <p>{T.readyOn(formatDate(pick.goHomeDate))}</p> : null}
        {pick.pickedAt ? <p className={styles.muted}>{T.pickedOn(formatDate(pick.pickedAt))}</p> : null}
      </div>
    </div>
  );
}

/**
 * One application's journey as the family sees it (docs/family-journey.md), on /status/<token> and
 * /account/journey alike: status, waitlist places (the families before them by number only),
 * picks, payments and the balance, and their litters' journals. Server-rendered per request.
 */
export function FamilyStatusView({ data, headingLevel = 2 }: { data: FamilyStatus; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const t = data.totals;
  // Home (placed, or their pick went home): no line may still say they wait to pick.
  const home = data.stage.kind === 'home';
  return (
    <div className={styles.journey} data-application={data.applicationId}>
      <section className={styles.card} aria-labelledby={`status-${data.applicationId}`}>
        <H id={`status-${data.applicationId}`}>{T.statusHeading}</H>
        <p className={styles.headline} data-testid="stage-headline" data-stage={data.stage.kind}>
          {headline(data.stage)}
        </p>
        <p>{nextLine(data.stage)}</p>
        <dl className={styles.facts}>
          <dt>Applied</dt>
          <dd>{formatDate(data.appliedAt)}</dd>
          {data.preferredLitter ? (
            <>
              <dt>Litter you asked about</dt>
              <dd>{data.preferredLitter}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className={styles.card} aria-labelledby={`waitlist-${data.applicationId}`}>
        <H id={`waitlist-${data.applicationId}`}>{T.waitlistHeading}</H>
        {data.litters.length === 0 ? <p>{T.noWaitlist}</p> : null}
        {data.litters.map((l) => (
          <div key={l.litterId} className={`${styles.card} ${styles.inner}`} data-litter={l.litterId}>
            <Sub>{l.litterName}</Sub>
            {l.pick ? <PickedPuppy pick={l.pick} /> : null}
            <dl className={styles.facts}>
              <dt>Your place</dt>
              <dd data-testid="waitlist-position">{T.position(l.position, l.total)}</dd>
              {l.pick || home ? null : (
                <>
                  <dt>Before you</dt>
                  <dd>{l.before.length === 0 ? T.firstInLine : T.waitingBefore(l.waitingBefore, l.before.length)}</dd>
                  <dt>Your pick</dt>
                  <dd>{l.passed ? T.passed : T.noPick}</dd>
                </>
              )}
              <dt>Deposit</dt>
              <dd>{l.depositDate ? T.depositOn(formatDate(l.depositDate)) : T.noDeposit}</dd>
            </dl>
            {l.before.length > 0 && !l.pick ? (
              <ol className={styles.before} aria-label={`Families before you on the ${l.litterName} waitlist`}>
                {l.before.map((b) => (
                  <li key={b.position}>{T.beforeRow(b.position, b.state)}</li>
                ))}
              </ol>
            ) : null}
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
            <TableHead caption="Deposits and payments received" columns={['Date', 'Kind', 'Amount', 'Method']} />
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
          {home && t.balanceDue === null && data.picked.length === 0 ? null : (
            <>
              <dt>{MESSAGES.ledger.balanceHeading}</dt>
              <dd data-testid="balance">
                {t.balanceDue === null ? (data.picked.length ? T.noPrice : T.noPickYet) : formatCents(t.balanceDue)}
              </dd>
            </>
          )}
        </dl>
      </section>

      {data.litters.map((l) => (
        <section key={l.litterId} className={styles.card} aria-labelledby={`journal-${data.applicationId}-${l.litterId}`}>
          <H id={`journal-${data.applicationId}-${l.litterId}`}>{T.journalHeading(l.litterName)}</H>
          {!l.familiesPosts ? <p>{T.familiesPostsLater}</p> : null}
          {l.posts.length === 0 ? (
            <p>{MESSAGES.journal.empty}</p>
          ) : (
            <JournalPostList posts={l.posts} className={styles.posts} />
          )}
        </section>
      ))}
    </div>
  );
}
