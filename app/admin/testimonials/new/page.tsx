import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminPageHead } from '@/components/admin/admin-page-head';
import own from '@/components/admin/parents/parents-admin.module.css';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { requireAdminPage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'New testimonial' };

/** Admin › Testimonials › New. */
export default async function NewTestimonialPage() {
  await requireAdminPage();
  return (
    <>
      <Link href="/admin/testimonials" className={own.back}>
        ← All testimonials
      </Link>
      <AdminPageHead title="New testimonial" lead="Shown only once the family agreed to be quoted." />
      <section className={own.section} aria-label="Testimonial">
        <TestimonialForm testimonial={null} />
      </section>
    </>
  );
}
