import 'server-only';
import { requireAdminPage } from '@/lib/auth/guard';
import { getBackend, type Backend } from '@/lib/backend';
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
