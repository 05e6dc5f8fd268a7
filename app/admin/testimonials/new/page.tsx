import type { Metadata } from 'next';
import { newRecordPage } from '@/components/admin/admin-record-page';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';

export const metadata: Metadata = { title: 'New testimonial' };

/** Admin › Testimonials › New. */
export default newRecordPage({ back: { href: '/admin/testimonials', label: 'All testimonials' }, title: 'New testimonial', lead: 'Shown only once the family agreed to be quoted.', label: 'Testimonial', form: <TestimonialForm testimonial={null} /> });
