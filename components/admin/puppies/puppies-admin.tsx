'use client';

import Link from '@/components/ui/link';
import { useId } from 'react';
import { deletePuppyAction, setPuppyStatusAction, togglePuppyPublicAction, togglePuppyStatusAction } from './actions';
import { priceText } from '@/lib/domain/entry-details';
import { nextStatus, PUPPY_STATUSES } from '@/lib/domain/entry';
import type { RowState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { Puppy } from '@/lib/domain/puppy';
import { AdminList, type AdminColumn } from '../admin-list';
import { useRowAction } from '../use-admin-list';
import { PuppyForm } from './puppy-form';
import styles from '../admin-table.module.css';
import { countOf, groupDigits } from '@/lib/domain/format';
import { ScriptButton } from '../script-button';

const STATUS_CLASS: Record<string, string | undefined> = {
  Available: styles.badgeGreen,
  Reserved: styles.badgeGold,
};

const COLUMNS: AdminColumn<Puppy>[] = [
  { label: 'Type', cell: (p) => (p.entryType === 'litter' ? 'Litter' : 'Puppy') },
  { label: 'Status', cell: (p) => <span className={`${styles.badge} ${STATUS_CLASS[p.status] ?? styles.badgeGrey}`}>{p.status}</span> },
  {
    label: 'Visibility',
    cell: (p) => <span className={`${styles.badge} ${p.public ? styles.badgeGreen : styles.badgeRed}`}>{p.public ? 'Public' : 'Hidden'}</span>,
  },
  // As the public card says it: an unpriced puppy is "Contact for pricing".
  { label: 'Price', numeric: true, cell: (p) => priceText(p, MESSAGES.puppies.contactForPricing) ?? '—' },
  { label: 'Order', numeric: true, cell: (p) => p.order },
];

/**
 * The Puppies tab: every entry (hidden ones too), newest first, with per-row Edit, Toggle Status
 * and Toggle Public (docs/product.md §4; each button says what it will do: "Mark reserved", "Hide from
 * site") and Delete; New entry and Edit open the same form in a modal (the shared AdminList
 * scaffold). One page of entries (docs/scale.md: server paging, `total` and `hidden` from count
 * queries); after a create, edit or delete the server component is refreshed, a toggle updates its
 * own row from the record the action returns.
 */
export function PuppiesAdmin({ entries, total, hidden }: { entries: Puppy[]; total: number; hidden: number }) {
  return (
    <AdminList
      items={entries}
      summary={(delta) => {
        const nowHidden = hidden + delta((e) => !e.public);
        return `${countOf(total, 'entry', 'entries')}${nowHidden > 0 ? ` · ${groupDigits(nowHidden)} hidden` : ''}`;
      }}
      newLabel="New entry"
      empty={
        <>
          <p>No puppies or litters yet.</p>
          <p>Use “New entry” to add the first one.</p>
        </>
      }
      caption="Puppies and litters, newest first"
      columns={COLUMNS}
      rowActions={(p, edit, report) => <RowActions entry={p} onEdit={edit} onResult={report} />}
      form={({ item, onCancel, onSaved }) => <PuppyForm entry={item} onCancel={onCancel} onSaved={onSaved} />}
    />
  );
}

type RowActionsProps = { entry: Puppy; onEdit: () => void; onResult: (r: RowState<Puppy>) => void };

/** One row's buttons; they are disabled while one of their actions runs. */
function RowActions({ entry, onEdit, onResult }: RowActionsProps) {
  const { pending, disabled, run, runDelete } = useRowAction<Puppy>(onResult);
  const who = <span className="visually-hidden"> {entry.name}</span>;
  const statusId = useId();
  // Every status the data allows (docs/product.md §4), and an older word still stored, shown as it is.
  const statuses: string[] = (PUPPY_STATUSES as readonly string[]).includes(entry.status) ? [...PUPPY_STATUSES] : [entry.status, ...PUPPY_STATUSES];

  return (
    <div className={styles.actions} aria-busy={pending || undefined}>
      <ScriptButton className={styles.action} disabled={disabled} onClick={onEdit}>
        Edit{who}
      </ScriptButton>
      <Link className={styles.action} href={`/admin/puppies/${entry.id}/photos`}>
        Photos{who}
      </Link>
      {/* A litter and its puppies are looked after on the litter hub (life, puppies, weights, waitlist). */}
      {(entry.entryType === 'litter' || entry.litterId) && (
        <Link className={styles.action} href={`/admin/litters/${entry.entryType === 'litter' ? entry.id : entry.litterId}`}>
          {entry.entryType === 'litter' ? 'Litter hub' : 'Its litter'}
          {who}
        </Link>
      )}
      <ScriptButton className={styles.action} disabled={disabled} onClick={() => run(() => togglePuppyStatusAction(entry.id), MESSAGES.admin.saveFailed)}>
        Mark {nextStatus(entry.status).toLowerCase()}
        {who}
      </ScriptButton>
      <ScriptButton className={styles.action} disabled={disabled} onClick={() => run(() => togglePuppyPublicAction(entry.id), MESSAGES.admin.saveFailed)}>
        {entry.public ? 'Hide from site' : 'Show on site'}
        {who}
      </ScriptButton>
      <label htmlFor={statusId} className="visually-hidden">
        Set status of {entry.name}
      </label>
      <select
        id={statusId}
        className={styles.action}
        value={entry.status}
        disabled={disabled}
        onChange={(e) => {
          const status = e.currentTarget.value;
          if (status !== entry.status) run(() => setPuppyStatusAction(entry.id, status), MESSAGES.admin.saveFailed);
        }}
      >
        {statuses.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <ScriptButton
        className={`${styles.action} ${styles.danger}`}
        disabled={disabled}
        onClick={() => runDelete(entry.name, () => deletePuppyAction(entry.id), MESSAGES.admin.deleteFailed)}
      >
        Delete{who}
      </ScriptButton>
    </div>
  );
}
