import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { AdminPager } from '@/components/admin/admin-pager';
import tableStyles from '@/components/admin/admin-table.module.css';
import { StudsAdmin } from '@/components/admin/studs/studs-admin';
import { requireAdminPage } from '@/lib/auth/guard';
import { ADMIN_PAGE_SIZE, pageCount, pageHref, pageOffset, parseAdminPage } from '@/lib/domain/admin-paging';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Studs' };

const BASE = '/admin/studs';

/** Admin › Studs: every stud, unavailable ones included, read fresh, one page at a time (as Admin › Puppies). */
export default async function AdminStudsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const page = parseAdminPage((await searchParams).page);
  const loaded = await adminPageLoad('admin studs', async (backend) => {
    const [counts, studs] = await Promise.all([backend.studs.countAll(), backend.studs.pageAll({ limit: ADMIN_PAGE_SIZE, offset: pageOffset(page) })]);
    return { counts, studs };
  });
  if (loaded.ok && page > pageCount(loaded.data.counts.total)) redirect(pageHref(BASE, pageCount(loaded.data.counts.total)));
  return (
    <>
      <AdminPageHead title="Studs" lead="Only available studs are listed on the public studs page; details are shown to signed-in visitors." />
      {loaded.ok ? (
        <>
          <StudsAdmin studs={loaded.data.studs} total={loaded.data.counts.total} available={loaded.data.counts.available} />
          <AdminPager base={BASE} page={page} total={loaded.data.counts.total} shown={loaded.data.studs.length} label="Pages of studs" />
        </>
      ) : (
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.studs.loadError}
        </p>
      )}
    </>
  );
}
