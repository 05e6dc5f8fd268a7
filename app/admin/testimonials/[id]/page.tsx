import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import own from '@/components/admin/parents/parents-admin.module.css';
import { DeleteTestimonialButton } from '@/components/admin/testimonials/delete-testimonial';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { requireAdminPage } from '@/lib/auth/guard';
import { isPublished } from '@/lib/domain/testimonial';
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
          <DeleteTestimonialButton id={testimonial.id} name={`the testimonial from ${testimonial.name}`} />
        </section>
      </div>
    </>
  );
}
