import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { TableHead, type Column } from '@/components/ui/table-head';
import type { AdminPaged, AdminPageRows } from '@/lib/server/admin-page';
import type { Loaded } from '@/lib/server/data';
import { AdminPager } from './admin-pager';
import { AdminPageHead } from './admin-page-head';
import tableStyles from './admin-table.module.css';

/** What an admin page shows when its read failed: the page's own message, announced at once. */
function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className={tableStyles.loadError}>
      {message}
    </p>
  );
}

type AdminListPageProps<T> = {
  title: string;
  lead: string;
  /** The head's New button: where it goes and its words. */
  newEntry: { href: string; label: string };
  loaded: Loaded<T[]>;
  loadError: string;
  /** What an empty list says, one paragraph a string. */
  empty: readonly string[];
  caption: string;
  columns: readonly Column[];
  /** One record's `<tr>` (keyed by the record). */
  children: (row: T) => ReactNode;
};

/**
 * An admin tab that lists every record of one kind in a table (Parents, Testimonials): the head with
 * its New button, then the load error, the empty state, or the table with a row per record.
 */
export function AdminListPage<T>({ title, lead, newEntry, loaded, loadError, empty, caption, columns, children }: AdminListPageProps<T>) {
  return (
    <>
      <AdminPageHead title={title} lead={lead}>
        <Link href={newEntry.href} className="btn btn-dark">
          {newEntry.label}
        </Link>
      </AdminPageHead>
      {!loaded.ok ? (
        <LoadError message={loadError} />
      ) : loaded.data.length === 0 ? (
        <div className={tableStyles.empty}>
          {empty.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : (
        <table className={tableStyles.table}>
          <TableHead caption={caption} columns={columns} />
          <tbody>{loaded.data.map(children)}</tbody>
        </table>
      )}
    </>
  );
}

type AdminPagedPageProps<C extends { total: number }, R> = {
  title: string;
  lead: string;
  /** Links in the head beside the title. */
  actions?: ReactNode;
  /** adminPagedLoad's answer: the tab's address (the pager's links are its pages), the page, the read. */
  paged: AdminPaged<C, R>;
  /** The pager's name for screen readers, e.g. "Pages of studs". */
  pagerLabel: string;
  loadError: string;
  /** The tab's table of this page's rows. */
  children: (data: AdminPageRows<C, R>) => ReactNode;
};

/**
 * An admin tab that shows one page of a long table (Puppies, Studs; read with adminPagedLoad): the
 * head, then the tab's table and the pager under it, or the load error.
 */
export function AdminPagedPage<C extends { total: number }, R>({ title, lead, actions, paged: { base, page, loaded }, pagerLabel, loadError, children }: AdminPagedPageProps<C, R>) {
  return (
    <>
      <AdminPageHead title={title} lead={lead}>
        {actions}
      </AdminPageHead>
      {loaded.ok ? (
        <>
          {children(loaded.data)}
          <AdminPager base={base} page={page} total={loaded.data.counts.total} shown={loaded.data.rows.length} label={pagerLabel} />
        </>
      ) : (
        <LoadError message={loadError} />
      )}
    </>
  );
}
