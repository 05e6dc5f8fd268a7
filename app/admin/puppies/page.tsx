import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { AdminPager } from '@/components/admin/admin-pager';
import { PuppiesAdmin } from '@/components/admin/puppies/puppies-admin';
import tableStyles from '@/components/admin/admin-table.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { ADMIN_PAGE_SIZE, pageCount, pageHref, pageOffset, parseAdminPage } from '@/lib/domain/admin-paging';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Puppies' };

const BASE = '/admin/puppies';

/**
 * Admin › Puppies: all entries, hidden ones included, newest first (docs/product.md §7), read fresh, one
 * page at a time (docs/scale.md): `?page=N` reads that page's records and the counts (count queries),
 * never the whole collection. A page past the last one goes to the last.
 */
export default async function AdminPuppiesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const page = parseAdminPage((await searchParams).page);
  const loaded = await adminPageLoad('admin puppy entries', async (backend) => {
    const [counts, entries] = await Promise.all([
      backend.puppies.countAll(),
      backend.puppies.pageAll({ limit: ADMIN_PAGE_SIZE, offset: pageOffset(page) }),
    ]);
    return { counts, entries };
  });
  if (loaded.ok && page > pageCount(loaded.data.counts.total)) redirect(pageHref(BASE, pageCount(loaded.data.counts.total)));
  return (
    <>
      <AdminPageHead title="Puppies & litters" lead="Everything on the puppies page, including hidden entries. Changes show on the public site at once.">
        <Link className="btn btn-outline" href="/admin/puppies/order">
          Arrange order
        </Link>
      </AdminPageHead>
      {loaded.ok ? (
        <>
          <PuppiesAdmin entries={loaded.data.entries} total={loaded.data.counts.total} hidden={loaded.data.counts.hidden} />
          <AdminPager base={BASE} page={page} total={loaded.data.counts.total} shown={loaded.data.entries.length} label="Pages of entries" />
        </>
      ) : (
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.admin.loadEntries}
        </p>
      )}
    </>
  );
}
