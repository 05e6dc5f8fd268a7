'use client';

import { useRouter } from 'next/navigation';
import { Check, Field } from '@/components/admin/field';
import styles from '@/components/admin/admin-form.module.css';
import { FormActions } from '@/components/admin/submit-button';
import { orFailure, useAdminForm } from '@/components/admin/use-form-action';
import { MAX_TESTIMONIAL_TEXT, type Testimonial } from '@/lib/domain/testimonial';
import { MESSAGES } from '@/lib/domain/messages';
import { createTestimonialAction, updateTestimonialAction, type TestimonialFormState } from './actions';
import { AdminForm } from '../admin-form';

const IDLE: TestimonialFormState = { status: 'idle' };

/** Create / edit a testimonial. Showing it needs the family's consent (the server refuses otherwise). */
export function TestimonialForm({ testimonial }: { testimonial: Testimonial | null }) {
  const router = useRouter();
  const action = testimonial
    ? orFailure(updateTestimonialAction, MESSAGES.testimonialsAdmin.updateFailed)
    : orFailure(createTestimonialAction, MESSAGES.testimonialsAdmin.createFailed);
  // Both actions revalidate the testimonials tag: their answer carries the re-rendered page (no refresh).
  const { state, pending, ready, formRef, onSubmit } = useAdminForm(action, IDLE, () => {
    if (!testimonial) router.push('/admin/testimonials');
  });
  const errors = state.fieldErrors ?? {};
  const label = testimonial ? `Edit the testimonial from ${testimonial.name}` : 'New testimonial';
  return (
    <AdminForm label={label} hidden={{ id: testimonial?.id }} formRef={formRef} onSubmit={onSubmit} pending={pending}>
      <Field label="Family" name="name" error={errors.name} hint="A name or initials, as the family agreed: “The Parkers”, “J. & M. R.”.">
        {(p) => <input {...p} className="input" required maxLength={80} defaultValue={testimonial?.name ?? ''} autoComplete="off" />}
      </Field>
      <Field label="Place (optional)" name="place" error={errors.place} hint="For example Rochester, NY.">
        {(p) => <input {...p} className="input" maxLength={80} defaultValue={testimonial?.place ?? ''} autoComplete="off" />}
      </Field>
      <Field label="What the family said" name="text" error={errors.text} full>
        {(p) => <textarea {...p} className="input" rows={5} required maxLength={MAX_TESTIMONIAL_TEXT} defaultValue={testimonial?.text ?? ''} />}
      </Field>
      <Field label="Order" name="order" error={errors.order} hint="Smaller numbers come first.">
        {(p) => <input {...p} className="input" type="number" inputMode="numeric" min={0} max={9999} step={1} defaultValue={testimonial?.order ?? 0} />}
      </Field>
      <div aria-hidden="true" />
      <div className={styles.full}>
        <Check
          label="The family agreed to be quoted"
          name="consent"
          defaultChecked={testimonial?.consent ?? false}
          hint="Required to show the testimonial on the site."
        />
        {errors.consent && (
          <p className={styles.error} role="alert">
            {errors.consent}
          </p>
        )}
      </div>
      <div className={styles.full}>
        <Check label="Show on the site" name="visible" defaultChecked={testimonial?.visible ?? true} hint="Shown on the home page and the About page." />
      </div>
      <FormActions state={state} errorsOnly ready={ready} pending={pending}>
        {testimonial ? 'Save changes' : 'Create testimonial'}
      </FormActions>
    </AdminForm>
  );
}
