import { formatDate } from '@/lib/domain/format';
import { formatCents } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import { nextToPick } from '@/lib/domain/waitlist';
import { adminPageRead } from '@/lib/server/admin-page';
import { WaitlistMessageForm } from './waitlist-message-form';
import { WaitlistRows, type WaitlistRow } from './waitlist-rows';
import hub from '../litters/litters-admin.module.css';
import styles from './waitlists.module.css';

/**
 * The litter hub's Waitlist section (docs/family-journey.md; an admin page, so the caller has checked the
 * role). Reads the litter's entries, each family's name and deposits, and the litter's puppies:
 * the pick select offers the Available puppies nobody has picked.
 */
export async function LitterWaitlist({ litterId }: { litterId: string }) {
  const { entries, puppies, applications, ledgers } = await adminPageRead(async (backend) => {
    const [entries, puppies] = await Promise.all([backend.waitlists.listByLitter({ litterId }), backend.litters.listPuppies({ litterId })]);
    const [applications, ledgers] = await Promise.all([
      Promise.all(entries.map((e) => backend.applications.get({ id: e.applicationId }))),
      Promise.all(entries.map((e) => backend.ledger.listByApplication({ applicationId: e.applicationId }))),
    ]);
    return { entries, puppies, applications, ledgers };
  });
  const next = nextToPick(entries);
  const picked = new Set(entries.map((e) => e.puppyId).filter(Boolean));
  const rows: WaitlistRow[] = entries.map((e, i) => {
    const deposits = ledgers[i]!.filter((l) => l.kind === 'deposit' && (l.litterId === null || l.litterId === litterId));
    const total = deposits.reduce((s, l) => s + l.amountCents, 0);
    return {
      id: e.id,
      position: e.position,
      name: applications[i]?.contact.name ?? 'Deleted application',
      href: `/admin/applications/${e.applicationId}`,
      deposit: deposits.length ? `Deposit ${formatCents(total)} on ${formatDate(e.depositDate ?? deposits[0]!.date)}` : 'No deposit yet',
      hasDeposit: deposits.length > 0,
      passed: e.passed,
      pick: e.puppyId ? (puppies.find((p) => p.id === e.puppyId)?.name ?? 'a puppy no longer in this litter') : null,
      next: next?.id === e.id,
    };
  });
  const available = puppies.filter((p) => p.status === 'Available' && !picked.has(p.id)).map((p) => ({ id: p.id, name: p.name }));

  return (
    <section className={hub.section} aria-labelledby="litter-waitlist">
      <h2 id="litter-waitlist">Waitlist</h2>
      <p className={styles.rule}>{MESSAGES.deposit.rule}</p>
      <p className={styles.muted} role="status">
        {next
          ? `Picks next: number ${next.position}, ${rows.find((r) => r.id === next.id)?.name}.`
          : entries.length
            ? 'Every family on the list has picked or passed.'
            : ''}{' '}
        Picks go in order; “Pass turn” lets the next family pick.
      </p>
      <WaitlistRows litterId={litterId} rows={rows} puppies={available} />
      {rows.length > 0 ? <WaitlistMessageForm litterId={litterId} families={rows.length} withDeposit={rows.filter((r) => r.hasDeposit).length} /> : null}
    </section>
  );
}
