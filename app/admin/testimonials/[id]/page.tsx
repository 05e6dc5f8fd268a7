import type { Metadata } from 'next';
import { AdminRecordMissing, AdminRecordPage, RecordSection, RecordSections } from '@/components/admin/admin-record-page';
import { DeleteButton } from '@/components/admin/delete-button';
import { deleteTestimonialAction } from '@/components/admin/testimonials/actions';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { requireAdminPage } from '@/lib/auth/guard';
import { isPublished } from '@/lib/domain/testimonial';
import { MESSAGES } from '@/lib/domain/messages';
import { adminRecordRead } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Testimonial' };

const BACK = { href: '/admin/testimonials', label: 'All testimonials' };

/** Admin › Testimonials › one testimonial: its form, then Delete. */
export default async function AdminTestimonialPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const testimonial = await adminRecordRead(params, (backend, id) => backend.testimonials.get({ id }));
  if (!testimonial) return <AdminRecordMissing back={BACK} what="testimonial" />;
  return (
    <AdminRecordPage back={BACK} title={`From ${testimonial.name}`} lead={isPublished(testimonial) ? 'Shown on the home page and the About page.' : 'Not shown on the site.'}>
      <RecordSections>
        <RecordSection id="testimonial-details" title="Testimonial">
          <TestimonialForm key={testimonial.updatedAt} testimonial={testimonial} />
        </RecordSection>
        <RecordSection id="testimonial-delete" title="Delete" danger>
          <DeleteButton
            id={testimonial.id}
            name={`the testimonial from ${testimonial.name}`}
            label="Delete testimonial"
            action={deleteTestimonialAction}
            failure={MESSAGES.testimonialsAdmin.deleteFailed}
            backTo="/admin/testimonials"
          />
        </RecordSection>
      </RecordSections>
    </AdminRecordPage>
  );
}
