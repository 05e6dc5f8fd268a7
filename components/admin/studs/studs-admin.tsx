'use client';

import { deleteStudAction, toggleStudAvailableAction } from './actions';
import { AdminList, type AdminColumn } from '@/components/admin/admin-list';
import { useRowAction } from '@/components/admin/use-admin-list';
import styles from '@/components/admin/admin-table.module.css';
import type { RowState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { Stud } from '@/lib/domain/stud';
import { StudForm } from './stud-form';
import { countOf, groupDigits } from '@/lib/domain/format';
import { ScriptButton } from '../script-button';

const COLUMNS: AdminColumn<Stud>[] = [
  {
    label: 'Available',
    cell: (s) => <span className={`${styles.badge} ${s.available ? styles.badgeGreen : styles.badgeGrey}`}>{s.available ? 'Available' : 'Unavailable'}</span>,
  },
  { label: 'Fee', cell: (s) => s.studFee || '—' },
  {
    label: 'OFA',
    cell: (s) => <span className={`${styles.badge} ${s.ofaCertified ? styles.badgeGreen : styles.badgeGrey}`}>{s.ofaCertified ? 'Certified' : 'Not certified'}</span>,
  },
];

/**
 * The Studs tab: all studs (unavailable ones too), newest first, with per-row Edit, Toggle available
 * and Delete; New stud and Edit open the same form in a modal (the shared AdminList scaffold).
 * One page of studs (docs/scale.md), `total` and `available` from count queries.
 */
export function StudsAdmin({ studs, total, available }: { studs: Stud[]; total: number; available: number }) {
  return (
    <AdminList
      items={studs}
      summary={(delta) => `${countOf(total, 'stud')} · ${groupDigits(available + delta((s) => s.available))} available`}
      newLabel="New stud"
      empty={
        <>
          <p>No studs yet.</p>
          <p>Use “New stud” to add one.</p>
        </>
      }
      caption="Studs, newest first"
      columns={COLUMNS}
      rowActions={(s, edit, report) => <RowActions stud={s} onEdit={edit} onResult={report} />}
      form={({ item, onCancel, onSaved }) => <StudForm stud={item} onCancel={onCancel} onSaved={onSaved} />}
    />
  );
}

type RowActionsProps = { stud: Stud; onEdit: () => void; onResult: (r: RowState<Stud>) => void };

function RowActions({ stud, onEdit, onResult }: RowActionsProps) {
  const { pending, disabled, run, runDelete } = useRowAction<Stud>(onResult);
  const who = <span className="visually-hidden"> {stud.name}</span>;

  return (
    <div className={`${styles.actions} ${styles.actionsRow}`} aria-busy={pending || undefined}>
      <ScriptButton className={styles.action} disabled={disabled} onClick={onEdit}>
        Edit{who}
      </ScriptButton>
      <ScriptButton
        className={styles.action}
        disabled={disabled}
        onClick={() => run(() => toggleStudAvailableAction(stud.id), MESSAGES.studAdmin.updateFailed)}
      >
        {/* Toggle Available (docs/product.md §4), named by what it does; the fee is kept. */}
        {stud.available ? 'Mark unavailable' : 'Mark available'}
        {who}
      </ScriptButton>
      <ScriptButton
        className={`${styles.action} ${styles.danger}`}
        disabled={disabled}
        onClick={() => runDelete(stud.name, () => deleteStudAction(stud.id), MESSAGES.studAdmin.deleteFailed)}
      >
        Delete{who}
      </ScriptButton>
    </div>
  );
}
