import 'server-only';
import { redirect } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/guard';
import { getBackend, type Backend } from '@/lib/backend';
import { ADMIN_PAGE_SIZE, pageCount, pageHref, pageOffset, parseAdminPage } from '@/lib/domain/admin-paging';
import { load, type Loaded } from './data';

/**
 * The reads of the admin pages and of the server components on them, the counterpart of
 * adminAction for writes: the role is checked from the user record first (anyone else is sent to
 * sign in; the check is read once per request however many reads a page makes), then the read gets
 * the port. Admin reads are fresh, never cached. Pages never open the backend themselves
 * (docs/architecture.md, "One way to read data").
 */

/** A read whose failure the page shows as its own message: `{ ok: false }`, logged with `what`. */
export async function adminPageLoad<T>(what: string, read: (backend: Backend) => Promise<T>): Promise<Loaded<T>> {
  await requireAdminPage();
  return load(what, async () => read(await getBackend()));
}

/** A read whose failure is the page's failure (the error page), as for a record opened by id. */
export async function adminPageRead<T>(read: (backend: Backend) => Promise<T>): Promise<T> {
  await requireAdminPage();
  return read(await getBackend());
}

/**
 * The record an admin page is about, by the `id` in its address; null when it is not there, which
 * the page says with AdminRecordMissing (components/admin/admin-record-page.tsx).
 */
export async function adminRecordRead<T>(params: Promise<{ id: string }>, read: (backend: Backend, id: string) => Promise<T | null>): Promise<T | null> {
  const { id } = await params;
  return adminPageRead((backend) => read(backend, id));
}

/** One page of an admin table: its rows and the counts its toolbar and pager show. */
export type AdminPageRows<C extends { total: number }, R> = { counts: C; rows: R[] };

/** What adminPagedLoad answers: the tab's address, the page shown and its read. */
export type AdminPaged<C extends { total: number }, R> = { base: string; page: number; loaded: Loaded<AdminPageRows<C, R>> };

/**
 * The read of a paged admin table (Admin › Puppies, Studs; docs/scale.md): `?page=N` parsed, that
 * page's rows and the counts read (count queries, never the whole collection), and a page past the
 * last one sent to the last. A failed read is the page's own message, as with adminPageLoad.
 */
export async function adminPagedLoad<C extends { total: number }, R>(
  what: string,
  base: string,
  rawPage: string | string[] | undefined,
  counts: (backend: Backend) => Promise<C>,
  rows: (backend: Backend, slice: { limit: number; offset: number }) => Promise<R[]>,
): Promise<AdminPaged<C, R>> {
  const page = parseAdminPage(rawPage);
  const loaded = await adminPageLoad(what, async (backend) => {
    const [c, r] = await Promise.all([counts(backend), rows(backend, { limit: ADMIN_PAGE_SIZE, offset: pageOffset(page) })]);
    return { counts: c, rows: r };
  });
  if (loaded.ok && page > pageCount(loaded.data.counts.total)) redirect(pageHref(base, pageCount(loaded.data.counts.total)));
  return { base, page, loaded };
}
