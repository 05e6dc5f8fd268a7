'use client';

import { useId, useState } from 'react';
import { deletePuppyAction, setPuppyStatusAction, togglePuppyPublicAction, togglePuppyStatusAction } from './actions';
import { Modal } from '@/components/ui/modal';
import { priceText } from '@/components/puppies/entry-details';
import { nextStatus, PUPPY_STATUSES } from '@/lib/domain/entry';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { Puppy } from '@/lib/domain/puppy';
import { useAdminList, useRowAction } from '../use-admin-list';
import { PuppyForm } from './puppy-form';
import { Thumb } from '../thumb';
import styles from '../admin-table.module.css';

const STATUS_CLASS: Record<string, string | undefined> = {
  Available: styles.badgeGreen,
  Reserved: styles.badgeGold,
};

/**
 * The Puppies tab: every entry (hidden ones too), newest first, with per-row Edit, Toggle Status
 * and Toggle Public (SPEC.md §4; each button says what it will do: "Mark reserved", "Hide from
 * site") and Delete; New entry and Edit open the same form in a modal. After each change the
 * server component is refreshed, so the list always shows what is stored.
 */
export function PuppiesAdmin({ entries }: { entries: Puppy[] }) {
  const [editing, setEditing] = useState<Puppy | 'new' | null>(null);
  const { announcement, report, saved } = useAdminList();
  const hidden = entries.filter((e) => !e.public).length;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
          {hidden > 0 && ` · ${hidden} hidden`}
        </p>
        <button type="button" className="btn btn-dark" onClick={() => setEditing('new')}>
          New entry
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {entries.length === 0 ? (
        <div className={styles.empty}>
          <p>No puppies or litters yet.</p>
          <p>Use “New entry” to add the first one.</p>
        </div>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Puppies and litters, newest first</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Image</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Visibility</th>
              <th scope="col" className={styles.num}>
                Price
              </th>
              <th scope="col" className={styles.num}>
                Order
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((p) => (
              <tr key={p.id}>
                <td className={styles.thumbCell}>
                  <Thumb url={p.imageUrl} />
                </td>
                <th scope="row" className={styles.name}>
                  {p.name}
                </th>
                <td data-label="Type">{p.entryType === 'litter' ? 'Litter' : 'Puppy'}</td>
                <td data-label="Status">
                  <span className={`${styles.badge} ${STATUS_CLASS[p.status] ?? styles.badgeGrey}`}>{p.status}</span>
                </td>
                <td data-label="Visibility">
                  <span className={`${styles.badge} ${p.public ? styles.badgeGreen : styles.badgeRed}`}>{p.public ? 'Public' : 'Hidden'}</span>
                </td>
                <td data-label="Price" className={styles.num}>
                  {/* As the public card says it: an unpriced puppy is "Contact for pricing". */}
                  {priceText(p, MESSAGES.puppies.contactForPricing) ?? '—'}
                </td>
                <td data-label="Order" className={styles.num}>
                  {p.order}
                </td>
                <td className={styles.actionsCell}>
                  <RowActions entry={p} onEdit={() => setEditing(p)} onResult={report} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New entry' : editing ? `Edit ${editing.name}` : 'Entry'}>
        {editing !== null && (
          <PuppyForm
            key={editing === 'new' ? 'new' : editing.id}
            entry={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              saved(message);
            }}
          />
        )}
      </Modal>
    </>
  );
}

type RowActionsProps = { entry: Puppy; onEdit: () => void; onResult: (r: FormState) => void };

/** One row's buttons; they are disabled while one of their actions runs. */
function RowActions({ entry, onEdit, onResult }: RowActionsProps) {
  const { pending, run, runDelete } = useRowAction(onResult);
  const who = <span className="visually-hidden"> {entry.name}</span>;
  const statusId = useId();
  // Every status the data allows (SPEC.md §4), and an older word still stored, shown as it is.
  const statuses: string[] = (PUPPY_STATUSES as readonly string[]).includes(entry.status) ? [...PUPPY_STATUSES] : [entry.status, ...PUPPY_STATUSES];

  return (
    <div className={styles.actions} aria-busy={pending || undefined}>
      <button type="button" className={styles.action} disabled={pending} onClick={onEdit}>
        Edit{who}
      </button>
      <button type="button" className={styles.action} disabled={pending} onClick={() => run(() => togglePuppyStatusAction(entry.id), MESSAGES.admin.saveFailed)}>
        Mark {nextStatus(entry.status).toLowerCase()}
        {who}
      </button>
      <button type="button" className={styles.action} disabled={pending} onClick={() => run(() => togglePuppyPublicAction(entry.id), MESSAGES.admin.saveFailed)}>
        {entry.public ? 'Hide from site' : 'Show on site'}
        {who}
      </button>
      <label htmlFor={statusId} className="visually-hidden">
        Set status of {entry.name}
      </label>
      <select
        id={statusId}
        className={styles.action}
        value={entry.status}
        disabled={pending}
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
      <button
        type="button"
        className={`${styles.action} ${styles.danger}`}
        disabled={pending}
        onClick={() => runDelete(entry.name, () => deletePuppyAction(entry.id), MESSAGES.admin.deleteFailed)}
      >
        Delete{who}
      </button>
    </div>
  );
}
