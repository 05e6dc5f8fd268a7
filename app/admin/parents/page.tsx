import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminListPage } from '@/components/admin/admin-list-page';
import tableStyles from '@/components/admin/admin-table.module.css';
import { Thumb } from '@/components/admin/thumb';
import { requireAdminPage } from '@/lib/auth/guard';
import { MESSAGES } from '@/lib/domain/messages';
import { followsStudRule, PARENT_SEX_LABELS } from '@/lib/domain/parent';
import { adminPageLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Parents' };

/** Admin › Parents: every dam and sire, hidden ones included, read fresh; each opens its hub. */
export default async function AdminParentsPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const parents = await adminPageLoad('admin parents', async (backend) => backend.parents.listAll());
  return (
    <AdminListPage title="Parents" lead="Dams and sires with their health clearances. Shown parents have a public page under /parents." newEntry={{ href: '/admin/parents/new', label: 'New parent' }} loaded={parents} loadError={MESSAGES.parentsAdmin.loadError} empty={['No parents yet.', 'Add your dams and sires with their health clearances; litters can then link to them.']} caption="Parents, newest first" columns={[{ label: 'Photo', hidden: true }, 'Name', 'Dam or sire', 'Clearances', 'On the site', { label: 'Actions', hidden: true }]}>
      {(p) => (
        <tr key={p.id}>
          <td className={tableStyles.thumbCell}>
            <Thumb url={p.imageUrl} />
          </td>
          <td className={tableStyles.name}>{p.name}</td>
          <td>
            {PARENT_SEX_LABELS[p.sex]}
            {followsStudRule(p) ? ' (stud)' : ''}
            {p.retired ? ', retired' : ''}
          </td>
          <td className={tableStyles.num}>{p.clearances.length}</td>
          <td>
            <span className={`${tableStyles.badge} ${p.public ? tableStyles.badgeGreen : tableStyles.badgeGrey}`}>{p.public ? 'Shown' : 'Hidden'}</span>
          </td>
          <td className={tableStyles.actionsCell}>
            <Link href={`/admin/parents/${p.id}`} className={tableStyles.action}>
              Edit<span className="visually-hidden"> {p.name}</span>
            </Link>
          </td>
        </tr>
      )}
    </AdminListPage>
  );
}
