'use server';

import { revalidateTag } from 'next/cache';
import { checked, idSchema, text } from '@/lib/domain/form-data';
import { fieldErrorsOf, type FormState } from '@/lib/domain/form-state';
import { TAGS } from '@/lib/domain/tags';
import { testimonialInputSchema } from '@/lib/domain/testimonial';
import { MESSAGES } from '@/lib/domain/messages';
import { adminAction } from '@/lib/server/admin-action';

const M = MESSAGES.testimonialsAdmin;

type TestimonialField = 'name' | 'place' | 'text' | 'order' | 'consent' | 'visible';
export type TestimonialFormState = FormState<TestimonialField> & { id?: string };

const testimonialId = idSchema(M.unknown);

function readForm(fd: FormData) {
  const order = text(fd, 'order').trim();
  return testimonialInputSchema.safeParse({
    name: text(fd, 'name'),
    place: text(fd, 'place'),
    text: text(fd, 'text'),
    order: order === '' ? 0 : order,
    consent: checked(fd, 'consent'),
    visible: checked(fd, 'visible'),
  });
}

export async function createTestimonialAction(_prev: TestimonialFormState, formData: FormData): Promise<TestimonialFormState> {
  return adminAction<TestimonialField>(M.createFailed, async (_admin, backend) => {
    const parsed = readForm(formData);
    if (!parsed.success) return { status: 'invalid', message: M.createFailed, fieldErrors: fieldErrorsOf<TestimonialField>(parsed.error.issues) };
    const made = await backend.testimonials.create({ input: parsed.data });
    revalidateTag(TAGS.testimonials);
    return { status: 'ok', message: M.created(made.name), id: made.id } as TestimonialFormState;
  });
}

export async function updateTestimonialAction(_prev: TestimonialFormState, formData: FormData): Promise<TestimonialFormState> {
  return adminAction<TestimonialField>(M.updateFailed, async (_admin, backend) => {
    const id = testimonialId.safeParse(text(formData, 'id'));
    if (!id.success) return { status: 'invalid', message: M.unknown };
    if (!(await backend.testimonials.get({ id: id.data }))) return { status: 'error', message: M.unknown };
    const parsed = readForm(formData);
    if (!parsed.success) return { status: 'invalid', message: M.updateFailed, fieldErrors: fieldErrorsOf<TestimonialField>(parsed.error.issues) };
    const saved = await backend.testimonials.update({ id: id.data, input: parsed.data });
    revalidateTag(TAGS.testimonials);
    return { status: 'ok', message: M.saved(saved.name), id: saved.id } as TestimonialFormState;
  });
}

export async function deleteTestimonialAction(id: string): Promise<FormState> {
  return adminAction(M.deleteFailed, async (_admin, backend) => {
    const parsed = testimonialId.safeParse(id);
    if (!parsed.success) return { status: 'invalid', message: M.deleteFailed };
    const gone = await backend.testimonials.delete({ id: parsed.data });
    revalidateTag(TAGS.testimonials);
    return { status: 'ok', message: M.deleted(gone.name) };
  });
}
