'use client';

import { useState } from 'react';
import { deleteStudAction, toggleStudAvailableAction } from './actions';
import { useAdminList, useRowAction } from '@/components/admin/use-admin-list';
import styles from '@/components/admin/admin-table.module.css';
import { Thumb } from '@/components/admin/thumb';
import { Modal } from '@/components/ui/modal';
import type { FormState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import type { Stud } from '@/lib/domain/stud';
import { StudForm } from './stud-form';

/**
 * The Studs tab: all studs (unavailable ones too), newest first, with per-row Edit, Toggle available
 * and Delete; New stud and Edit open the same form in a modal.
 */
export function StudsAdmin({ studs }: { studs: Stud[] }) {
  const [editing, setEditing] = useState<Stud | 'new' | null>(null);
  const { announcement, report, saved } = useAdminList();
  const available = studs.filter((s) => s.available).length;

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>
          {studs.length} {studs.length === 1 ? 'stud' : 'studs'} · {available} available
        </p>
        <button type="button" className="btn btn-dark" onClick={() => setEditing('new')}>
          New stud
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {studs.length === 0 ? (
        <div className={styles.empty}>
          <p>No studs yet.</p>
          <p>Use “New stud” to add one.</p>
        </div>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Studs, newest first</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Image</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Available</th>
              <th scope="col">Fee</th>
              <th scope="col">OFA</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {studs.map((s) => (
              <tr key={s.id}>
                <td className={styles.thumbCell}>
                  <Thumb url={s.imageUrl} />
                </td>
                <th scope="row" className={styles.name}>
                  {s.name}
                </th>
                <td data-label="Available">
                  <span className={`${styles.badge} ${s.available ? styles.badgeGreen : styles.badgeGrey}`}>
                    {s.available ? 'Available' : 'Unavailable'}
                  </span>
                </td>
                <td data-label="Fee">{s.studFee || '—'}</td>
                <td data-label="OFA">
                  <span className={`${styles.badge} ${s.ofaCertified ? styles.badgeGreen : styles.badgeGrey}`}>
                    {s.ofaCertified ? 'Certified' : 'Not certified'}
                  </span>
                </td>
                <td className={styles.actionsCell}>
                  <RowActions stud={s} onEdit={() => setEditing(s)} onResult={report} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New stud' : editing ? `Edit ${editing.name}` : 'Stud'}>
        {editing !== null && (
          <StudForm
            key={editing === 'new' ? 'new' : editing.id}
            stud={editing === 'new' ? null : editing}
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

type RowActionsProps = { stud: Stud; onEdit: () => void; onResult: (r: FormState) => void };

function RowActions({ stud, onEdit, onResult }: RowActionsProps) {
  const { pending, run, runDelete } = useRowAction(onResult);
  const who = <span className="visually-hidden"> {stud.name}</span>;

  return (
    <div className={`${styles.actions} ${styles.actionsRow}`} aria-busy={pending || undefined}>
      <button type="button" className={styles.action} disabled={pending} onClick={onEdit}>
        Edit{who}
      </button>
      <button
        type="button"
        className={styles.action}
        disabled={pending}
        onClick={() => run(() => toggleStudAvailableAction(stud.id), MESSAGES.studAdmin.updateFailed)}
      >
        {/* Toggle Available (SPEC.md §4), named by what it does; the fee is kept. */}
        {stud.available ? 'Mark unavailable' : 'Mark available'}
        {who}
      </button>
      <button
        type="button"
        className={`${styles.action} ${styles.danger}`}
        disabled={pending}
        onClick={() => runDelete(stud.name, () => deleteStudAction(stud.id), MESSAGES.studAdmin.deleteFailed)}
      >
        Delete{who}
      </button>
    </div>
  );
}
