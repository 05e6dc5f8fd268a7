import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_CONSENT_MESSAGE } from '@/lib/domain/testimonial';
import { adminActionSession, useTempDataDir } from '@/test/auth';
import { revalidated } from '@/test/setup';
import type { TestimonialFormState } from './actions';
import { formData as form } from '@/test/factories';

const tmp = useTempDataDir();
const { createTestimonialAction, updateTestimonialAction, deleteTestimonialAction } = await import('./actions');
const { getBackend } = await import('@/lib/backend');
const backend = await getBackend();
const IDLE: TestimonialFormState = { status: 'idle' };

await adminActionSession(backend, tmp.cleanup);

const named = async (name: string) => (await backend.testimonials.listAll()).find((t) => t.name === name);

describe('Admin › Testimonials actions', () => {
  it('refuses to show a testimonial without the family’s consent, storing nothing; with it, creates and revalidates', async () => {
    const fields = { name: 'The Lees', place: 'Albion, NY', text: 'Wonderful.', visible: 'on', order: '3' };
    const refused = await createTestimonialAction(IDLE, form(fields));
    expect(refused).toMatchObject({ status: 'invalid', fieldErrors: { consent: TESTIMONIAL_CONSENT_MESSAGE } });
    expect(await named('The Lees')).toBeUndefined();
    expect(revalidated).toEqual([]);

    const made = await createTestimonialAction(IDLE, form({ ...fields, consent: 'on' }));
    expect(made).toMatchObject({ status: 'ok', message: 'Testimonial from The Lees created.' });
    expect(await named('The Lees')).toMatchObject({ place: 'Albion, NY', text: 'Wonderful.', consent: true, visible: true, order: 3 });
    expect(revalidated).toContain('tag:testimonials');
  });

  it('checks the fields (a name and words are required, a whole order number)', async () => {
    const bad = await createTestimonialAction(IDLE, form({ name: ' ', text: '', order: '1.5' }));
    expect(bad.status).toBe('invalid');
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['name', 'order', 'text']);
  });

  it('updates (hiding keeps the record) and deletes; an unknown id changes nothing', async () => {
    const t = await backend.testimonials.create({ input: { name: 'The Kims', place: '', text: 'Yes.', consent: true, visible: true, order: 0 } });
    const saved = await updateTestimonialAction(IDLE, form({ id: t.id, name: 'The Kims', text: 'Still yes.', consent: 'on' }));
    expect(saved).toMatchObject({ status: 'ok', message: 'Testimonial from The Kims saved.' });
    expect(await backend.testimonials.get({ id: t.id })).toMatchObject({ text: 'Still yes.', visible: false, consent: true });
    expect(await backend.testimonials.listPublic()).not.toContainEqual(expect.objectContaining({ id: t.id }));
    expect(await updateTestimonialAction(IDLE, form({ id: 'nope', name: 'X', text: 'Y' }))).toMatchObject({ status: 'error' });
    expect(await deleteTestimonialAction(t.id)).toMatchObject({ status: 'ok', message: 'Testimonial from The Kims deleted.' });
    expect(await backend.testimonials.get({ id: t.id })).toBeNull();
    expect((await deleteTestimonialAction('../x')).status).toBe('invalid');
  });
});
