import type { Metadata } from 'next';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import tableStyles from '@/components/admin/admin-table.module.css';
import { StudsAdmin } from '@/components/admin/studs/studs-admin';
import { requireAdminPage } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { MESSAGES } from '@/lib/domain/messages';
import { load } from '@/lib/server/data';

export const metadata: Metadata = { title: 'Studs' };

/** Admin › Studs: every stud, unavailable ones included, read fresh. */
export default async function AdminStudsPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const studs = await load('admin studs', async () => (await getBackend()).studs.listAll());
  return (
    <>
      <AdminPageHead title="Studs" lead="Only available studs are listed on the public studs page; details are shown to signed-in visitors." />
      {studs.ok ? (
        <StudsAdmin studs={studs.data} />
      ) : (
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.studs.loadError}
        </p>
      )}
    </>
  );
}
