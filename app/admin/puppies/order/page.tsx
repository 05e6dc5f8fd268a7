import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import { ReorderList } from '@/components/admin/litters/reorder-list';
import tableStyles from '@/components/admin/admin-table.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Arrange puppies' };

/** At most this many puppies are arranged here: the first ones of the Featured order. */
const ARRANGE_LIMIT = 200;
/** Puppies read from the listing (littered ones included) to find them: a bounded read. */
const READ_LIMIT = 500;

/**
 * Admin › Puppies › Arrange order (docs/litters.md): the public puppies that belong to no litter,
 * in the listing's Featured order (order ascending, then oldest first), dragged (or moved up/down)
 * into a new order. Litters and the puppies of a litter are arranged on Admin › Litters. The read
 * is bounded: one page of the public listing (queryPublic), never the whole collection.
 */
export default async function ArrangePuppiesPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const loaded = await adminPageLoad('admin puppy order', async (backend) => {
    const page = await backend.puppies.queryPublic({ type: 'puppies', q: '', sort: 'featured', page: 1, pageSize: READ_LIMIT });
    return page.items.filter((p) => p.litterId === null).slice(0, ARRANGE_LIMIT);
  });
  return (
    <>
      <AdminPageHead title="Arrange puppies" lead="Drag a puppy (or use its arrows) to change the Featured order on the puppies page. Puppies in a litter are arranged on the litter's page.">
        <Link className="btn btn-outline" href="/admin/puppies">
          Back to puppies
        </Link>
      </AdminPageHead>
      {!loaded.ok ? (
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.admin.loadEntries}
        </p>
      ) : loaded.data.length === 0 ? (
        <p>No public puppies outside a litter.</p>
      ) : (
        <ReorderList
          label="Order of the puppies outside a litter"
          items={loaded.data.map((p) => ({ id: p.id, label: p.name, detail: p.status, href: `/admin/puppies/${p.id}/photos` }))}
        />
      )}
    </>
  );
}
