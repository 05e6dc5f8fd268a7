import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminPagedPage } from '@/components/admin/admin-list-page';
import { PuppiesAdmin } from '@/components/admin/puppies/puppies-admin';
import { requireAdminPage } from '@/lib/auth/guard';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPagedLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Puppies' };

/**
 * Admin › Puppies: all entries, hidden ones included, newest first (docs/product.md §7), read fresh, one
 * page at a time (docs/scale.md): `?page=N` reads that page's records and the counts (count queries),
 * never the whole collection. A page past the last one goes to the last.
 */
export default async function AdminPuppiesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const paged = await adminPagedLoad('admin puppy entries', '/admin/puppies', (await searchParams).page, (backend) => backend.puppies.countAll(), (backend, slice) => backend.puppies.pageAll(slice));
  return (
    <AdminPagedPage
      title="Puppies & litters"
      lead="Everything on the puppies page, including hidden entries. Changes show on the public site at once."
      actions={
        <Link className="btn btn-outline" href="/admin/puppies/order">
          Arrange order
        </Link>
      }
      paged={paged}
      pagerLabel="Pages of entries"
      loadError={MESSAGES.admin.loadEntries}
    >
      {({ counts, rows }) => <PuppiesAdmin entries={rows} total={counts.total} hidden={counts.hidden} />}
    </AdminPagedPage>
  );
}
