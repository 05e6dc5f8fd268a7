import type { Metadata } from 'next';
import { AdminShell } from '@/components/admin/admin-shell';
import { requireAdminPage } from '@/lib/auth/guard';
import { adminBadgesFor } from '@/lib/server/admin-badges';
import { getTimeZone } from '@/lib/server/clock';

export const metadata: Metadata = { title: { default: 'Admin', template: '%s | Admin' }, robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/**
 * Second gate after middleware: the role is read from the user record on the server. Every page
 * below checks again itself (requireAdminPage), because pages render in parallel with this layout.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await requireAdminPage();
  // The menu's badges: what is new since this account last looked, and the breeder's time zone
  // read afresh for the dates the admin shows (docs/notifications.md).
  const [badges] = await Promise.all([adminBadgesFor(user.id), getTimeZone()]);
  return (
    <AdminShell email={user.email} badges={badges}>
      {children}
    </AdminShell>
  );
}
