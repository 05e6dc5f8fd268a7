import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { currentUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: { default: 'Admin', template: '%s | Admin' }, robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/** Second gate after middleware: the role is read from the user record on the server. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await currentUser();
  if (user?.role !== 'admin') redirect('/login');
  return <AdminShell email={user.email}>{children}</AdminShell>;
}
