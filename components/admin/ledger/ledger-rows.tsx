'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { formatDate } from '@/lib/domain/format';
import { formatCents, LEDGER_KIND_LABELS, LEDGER_METHOD_LABELS, type LedgerEntry } from '@/lib/domain/ledger';
import table from '../admin-table.module.css';
import { runAction } from '../waitlists/run-action';
import { deleteLedgerEntryAction } from './actions';
import { LedgerForm } from './ledger-form';
import { TableHead } from '@/components/ui/table-head';
import { ScriptButton } from '../script-button';

type Option = { id: string; name: string };

/** The ledger's entries with Edit (the form in place) and Delete (after a confirmation). */
export function LedgerRows({ applicationId, entries, litters, puppies, today }: { applicationId: string; entries: LedgerEntry[]; litters: Option[]; puppies: Option[]; today: string }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const nameOf = (list: Option[], id: string | null) => (id ? (list.find((o) => o.id === id)?.name ?? '') : '');

  if (entries.length === 0) return <p>No deposits or payments recorded yet.</p>;
  return (
    <table className={table.table}>
      <TableHead caption="Deposits and payments" columns={['Date', 'Kind', { label: 'Amount', className: table.num }, 'Method', 'For', 'Note', { label: 'Actions', hidden: true }]} />
      <tbody>
        {entries.map((e) =>
          editing === e.id ? (
            <tr key={e.id}>
              <td colSpan={7}>
                <LedgerForm applicationId={applicationId} entry={e} litters={litters} puppies={puppies} today={today} onDone={() => setEditing(null)} />
              </td>
            </tr>
          ) : (
            <tr key={e.id}>
              <td>{formatDate(e.date)}</td>
              <td>{LEDGER_KIND_LABELS[e.kind]}</td>
              <td className={table.num}>{formatCents(e.amountCents)}</td>
              <td>{LEDGER_METHOD_LABELS[e.method]}</td>
              <td>{[nameOf(litters, e.litterId), nameOf(puppies, e.puppyId)].filter(Boolean).join(' · ')}</td>
              <td>{e.note}</td>
              <td>
                <ScriptButton className="btn btn-outline" disabled={pending} onClick={() => setEditing(e.id)}>
                  Edit<span className="visually-hidden"> {LEDGER_KIND_LABELS[e.kind].toLowerCase()} of {formatCents(e.amountCents)}</span>
                </ScriptButton>{' '}
                <ScriptButton
                  className="btn btn-outline"
                  disabled={pending}
                  onClick={() => {
                    if (!window.confirm(`Delete this ${LEDGER_KIND_LABELS[e.kind].toLowerCase()} of ${formatCents(e.amountCents)}?`)) return;
                    startTransition(async () => {
                      const result = await runAction(deleteLedgerEntryAction, { id: e.id }, 'Could not delete the ledger entry. Please try again.');
                      if (result.status === 'ok') router.refresh();
                    });
                  }}
                >
                  Delete<span className="visually-hidden"> {LEDGER_KIND_LABELS[e.kind].toLowerCase()} of {formatCents(e.amountCents)}</span>
                </ScriptButton>
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
