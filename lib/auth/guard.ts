import 'server-only';
import { redirect } from 'next/navigation';
import { AppError } from '@/lib/domain/errors';
import { signInHref } from '@/lib/domain/return-to';
import type { User } from '@/lib/domain/user';
import { currentUser } from './session';

/**
 * Every admin server action and route handler starts with this. It reads the session cookie and
 * then the user record itself; headers such as x-middleware-subrequest change nothing here.
 */
export async function requireAdmin(): Promise<User> {
  const user = await currentUser();
  if (!user) throw new AppError('unauthorized');
  if (user.role !== 'admin') throw new AppError('forbidden');
  return user;
}

/**
 * The first line of the admin layout and of every admin page (app/admin/**\/page.tsx), before any
 * read: Next renders a layout and its page in parallel, and an RSC navigation (`RSC: 1` with a
 * router state tree) may render the page without its layout at all, so the layout's check alone
 * would not stop a page's data from streaming. Anyone but an admin whose session is current is sent
 * to /login (docs/product.md §2).
 */
export async function requireAdminPage(): Promise<User> {
  const user = await currentUser();
  // The page's own path is not known here; the admin area is where the visitor was going.
  if (user?.role !== 'admin') redirect(signInHref('/admin'));
  return user;
}
