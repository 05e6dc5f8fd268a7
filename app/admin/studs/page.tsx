import type { Metadata } from 'next';
import { AdminPagedPage } from '@/components/admin/admin-list-page';
import { StudsAdmin } from '@/components/admin/studs/studs-admin';
import { requireAdminPage } from '@/lib/auth/guard';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPagedLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Studs' };

/** Admin › Studs: every stud, unavailable ones included, read fresh, one page at a time (as Admin › Puppies). */
export default async function AdminStudsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const paged = await adminPagedLoad('admin studs', '/admin/studs', (await searchParams).page, (backend) => backend.studs.countAll(), (backend, slice) => backend.studs.pageAll(slice));
  return (
    <AdminPagedPage title="Studs" lead="Only available studs are listed on the public studs page; details are shown to signed-in visitors." paged={paged} pagerLabel="Pages of studs" loadError={MESSAGES.studs.loadError}>
      {({ counts, rows }) => <StudsAdmin studs={rows} total={counts.total} available={counts.available} />}
    </AdminPagedPage>
  );
}
