import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
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
    <>
      <AdminPageHead title="Parents" lead="Dams and sires with their health clearances. Shown parents have a public page under /parents.">
        <Link href="/admin/parents/new" className="btn btn-dark">
          New parent
        </Link>
      </AdminPageHead>
      {!parents.ok ? (
        <p role="alert" className={tableStyles.loadError}>
          {MESSAGES.parentsAdmin.loadError}
        </p>
      ) : parents.data.length === 0 ? (
        <div className={tableStyles.empty}>
          <p>No parents yet.</p>
          <p>Add your dams and sires with their health clearances; litters can then link to them.</p>
        </div>
      ) : (
        <table className={tableStyles.table}>
          <caption className="visually-hidden">Parents, newest first</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Photo</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Dam or sire</th>
              <th scope="col">Clearances</th>
              <th scope="col">On the site</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {parents.data.map((p) => (
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
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
