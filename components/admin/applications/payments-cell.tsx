import tableStyles from '@/components/admin/admin-table.module.css';
import { formatCents } from '@/lib/domain/ledger';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageRead } from '@/lib/server/admin-page';
import { paymentSummary } from '@/lib/server/payments';

const T = MESSAGES.payments;

/**
 * Admin › Applications, one family's money (docs/payments.md): what it paid (every ledger entry,
 * by hand or online), what it owes now by the ledger (a litter's deposit, or the balance after the
 * pick), and online payments whose amount was not what was due. Read with the admin role checked.
 */
export async function PaymentsCell({ applicationId }: { applicationId: string }) {
  const s = await adminPageRead((b) => paymentSummary(b, applicationId));
  return (
    <td data-label={T.column}>
      {T.paid(formatCents(s.paidCents))}
      <br />
      {s.due ? T.due(formatCents(s.dueCents), s.due) : T.nothingDue}
      {s.toCheck > 0 ? (
        <>
          <br />
          <span className={`${tableStyles.badge} ${tableStyles.badgeRed}`}>{T.toCheck(s.toCheck)}</span>
        </>
      ) : null}
    </td>
  );
}
