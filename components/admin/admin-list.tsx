'use client';

import { Fragment, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import type { RowState } from '@/lib/domain/form-state';
import styles from './admin-table.module.css';
import { Thumb } from './thumb';
import { useAdminList } from './use-admin-list';
import { TableHead } from '@/components/ui/table-head';
import { ScriptButton } from './script-button';

/** One data column of an admin table: its header, its cell, right-aligned when numeric. */
export type AdminColumn<T> = { label: string; numeric?: boolean; cell: (item: T) => ReactNode };

type Item = { id: string; name: string; imageUrl: string | null };

/**
 * How many of the rows a toggle changed now match `test` minus how many matched before: the
 * server's counts plus this are the counts after the changes made on this page.
 */
type RowDelta<T> = (test: (item: T) => boolean) => number;

type AdminListProps<T extends Item> = {
  /** The rows of this page (server paging, docs/scale.md). */
  items: T[];
  /** The toolbar's count line, e.g. "4 studs · 3 available"; `delta` corrects server counts for toggled rows. */
  summary: ReactNode | ((delta: RowDelta<T>) => ReactNode);
  /** The New button's text; also the form modal's title for a new item. */
  newLabel: string;
  /** What an empty list says. */
  empty: ReactNode;
  /** The table's caption for screen readers. */
  caption: string;
  columns: AdminColumn<T>[];
  /** One row's buttons; `edit` opens the form on that item, `report` announces an action's result. */
  rowActions: (item: T, edit: () => void, report: (r: RowState<T>) => void) => ReactNode;
  /** The form shown in the modal, for a new item (null) or the one being edited. */
  form: (props: { item: T | null; onCancel: () => void; onSaved: (message: string) => void }) => ReactNode;
};

/**
 * The admin scaffold the Puppies and Studs tabs share: a toolbar with the count and New, a live
 * region for results, the table (thumbnail, name as row header, the tab's columns, row buttons) or
 * the empty state, and the New/Edit form in a modal. After a change the server component is
 * refreshed (useAdminList), so the table always shows what is stored.
 */
export function AdminList<T extends Item>({ items, summary, newLabel, empty, caption, columns, rowActions, form }: AdminListProps<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  // Rows a toggle returned, over the server's page until the server sends a new page (a refresh
  // after create/edit/delete, another page): a toggle reads and writes one record, nothing else.
  const [live, setLive] = useState<{ items: T[]; rows: Map<string, { before: T; after: T }> }>({ items, rows: new Map() });
  const changed = live.items === items ? live.rows : null;
  if (changed === null) setLive({ items, rows: new Map() });
  const patch = (row: T) =>
    setLive((s) => {
      const before = s.rows.get(row.id)?.before ?? s.items.find((i) => i.id === row.id);
      return before ? { items: s.items, rows: new Map(s.rows).set(row.id, { before, after: row }) } : s;
    });
  const rows = changed?.size ? items.map((i) => changed.get(i.id)?.after ?? i) : items;
  const delta: RowDelta<T> = (test) => {
    let d = 0;
    for (const { before, after } of changed?.values() ?? []) d += Number(test(after)) - Number(test(before));
    return d;
  };
  const { announcement, report, saved } = useAdminList<T>(patch);

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>{typeof summary === 'function' ? summary(delta) : summary}</p>
        <ScriptButton className="btn btn-dark" onClick={() => setEditing('new')}>
          {newLabel}
        </ScriptButton>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {rows.length === 0 ? (
        <div className={styles.empty}>{empty}</div>
      ) : (
        <table className={styles.table}>
          <TableHead caption={caption} columns={[{ label: 'Image', hidden: true }, 'Name', ...columns.map((c) => ({ label: c.label, className: c.numeric ? styles.num : undefined })), { label: 'Actions', hidden: true }]} />
          <tbody>
            {rows.map((item) => (
              <tr key={item.id}>
                <td className={styles.thumbCell}>
                  <Thumb url={item.imageUrl} />
                </td>
                <th scope="row" className={styles.name}>
                  {item.name}
                </th>
                {columns.map((c) => (
                  <td key={c.label} data-label={c.label} className={c.numeric ? styles.num : undefined}>
                    {c.cell(item)}
                  </td>
                ))}
                <td className={styles.actionsCell}>{rowActions(item, () => setEditing(item), report)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? newLabel : editing ? `Edit ${editing.name}` : newLabel}>
        {editing !== null && (
          <Fragment key={editing === 'new' ? 'new' : editing.id}>
            {form({
              item: editing === 'new' ? null : editing,
              onCancel: () => setEditing(null),
              onSaved: (message) => {
                setEditing(null);
                saved(message);
              },
            })}
          </Fragment>
        )}
      </Modal>
    </>
  );
}
