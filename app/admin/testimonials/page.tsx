import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import tableStyles from '@/components/admin/admin-table.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { isPublished } from '@/lib/domain/testimonial';
import { TESTIMONIAL_MESSAGES } from '@/lib/domain/testimonial-messages';
import { adminPageLoad } from '@/lib/server/admin-page';
import { TableHead } from '@/components/ui/table-head';

export const metadata: Metadata = { title: 'Testimonials' };

/** Admin › Testimonials: every testimonial in its order, read fresh (docs/testimonials.md). */
export default async function AdminTestimonialsPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const list = await adminPageLoad('admin testimonials', async (backend) => backend.testimonials.listAll());
  return (
    <>
      <AdminPageHead title="Testimonials" lead="Families' words, shown on the home page and the About page when the family agreed to be quoted.">
        <Link href="/admin/testimonials/new" className="btn btn-dark">
          New testimonial
        </Link>
      </AdminPageHead>
      {!list.ok ? (
        <p role="alert" className={tableStyles.loadError}>
          {TESTIMONIAL_MESSAGES.loadError}
        </p>
      ) : list.data.length === 0 ? (
        <div className={tableStyles.empty}>
          <p>No testimonials yet.</p>
          <p>Add what a family said about their puppy, with their consent to be quoted.</p>
        </div>
      ) : (
        <table className={tableStyles.table}>
          <TableHead caption="Testimonials, in the order shown" columns={['Order', 'Family', 'Words', 'On the site', { label: 'Actions', hidden: true }]} />
          <tbody>
            {list.data.map((t) => (
              <tr key={t.id}>
                <td className={tableStyles.num}>{t.order}</td>
                <td className={tableStyles.name}>{t.name}</td>
                <td>{t.text.length > 90 ? `${t.text.slice(0, 90)}…` : t.text}</td>
                <td>
                  <span className={`${tableStyles.badge} ${isPublished(t) ? tableStyles.badgeGreen : tableStyles.badgeGrey}`}>
                    {isPublished(t) ? 'Shown' : t.consent ? 'Hidden' : 'No consent'}
                  </span>
                </td>
                <td className={tableStyles.actionsCell}>
                  <Link href={`/admin/testimonials/${t.id}`} className={tableStyles.action}>
                    Edit<span className="visually-hidden"> the testimonial from {t.name}</span>
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
