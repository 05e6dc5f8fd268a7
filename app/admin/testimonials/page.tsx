import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { AdminListPage } from '@/components/admin/admin-list-page';
import tableStyles from '@/components/admin/admin-table.module.css';
import { requireAdminPage } from '@/lib/auth/guard';
import { isPublished } from '@/lib/domain/testimonial';
import { MESSAGES } from '@/lib/domain/messages';
import { adminPageLoad } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Testimonials' };

/** Admin › Testimonials: every testimonial in its order, read fresh (docs/testimonials.md). */
export default async function AdminTestimonialsPage() {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const list = await adminPageLoad('admin testimonials', async (backend) => backend.testimonials.listAll());
  return (
    <AdminListPage title="Testimonials" lead="Families' words, shown on the home page and the About page when the family agreed to be quoted." newEntry={{ href: '/admin/testimonials/new', label: 'New testimonial' }} loaded={list} loadError={MESSAGES.testimonialsAdmin.loadError} empty={['No testimonials yet.', 'Add what a family said about their puppy, with their consent to be quoted.']} caption="Testimonials, in the order shown" columns={['Order', 'Family', 'Words', 'On the site', { label: 'Actions', hidden: true }]}>
      {(t) => (
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
      )}
    </AdminListPage>
  );
}
