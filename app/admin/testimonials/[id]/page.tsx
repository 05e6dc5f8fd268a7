import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import own from '@/components/admin/parents/parents-admin.module.css';
import { DeleteButton } from '@/components/admin/delete-button';
import { deleteTestimonialAction } from '@/components/admin/testimonials/actions';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { requireAdminPage } from '@/lib/auth/guard';
import { isPublished } from '@/lib/domain/testimonial';
import { TESTIMONIAL_MESSAGES } from '@/lib/domain/testimonial-messages';
import { adminPageRead } from '@/lib/server/admin-page';

export const metadata: Metadata = { title: 'Testimonial' };

/** Admin › Testimonials › one testimonial: its form, then Delete. */
export default async function AdminTestimonialPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage(); // before any read: see lib/auth/guard.ts
  const { id } = await params;
  const testimonial = await adminPageRead((backend) => backend.testimonials.get({ id }));
  if (!testimonial) notFound();
  return (
    <>
      <Link href="/admin/testimonials" className={own.back}>
        ← All testimonials
      </Link>
      <AdminPageHead title={`From ${testimonial.name}`} lead={isPublished(testimonial) ? 'Shown on the home page and the About page.' : 'Not shown on the site.'} />
      <div className={own.sections}>
        <section className={own.section} aria-labelledby="testimonial-details">
          <h2 id="testimonial-details">Testimonial</h2>
          <TestimonialForm key={testimonial.updatedAt} testimonial={testimonial} />
        </section>
        <section className={`${own.section} ${own.danger}`} aria-labelledby="testimonial-delete">
          <h2 id="testimonial-delete">Delete</h2>
          <DeleteButton
            id={testimonial.id}
            name={`the testimonial from ${testimonial.name}`}
            label="Delete testimonial"
            action={deleteTestimonialAction}
            failure={TESTIMONIAL_MESSAGES.deleteFailed}
            backTo="/admin/testimonials"
          />
        </section>
      </div>
    </>
  );
}
