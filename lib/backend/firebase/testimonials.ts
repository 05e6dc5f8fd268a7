import type { Firestore } from 'firebase-admin/firestore';
import { compareTestimonials, isPublished, toTestimonial, type Testimonial, type TestimonialInput } from '@/lib/domain/testimonial';
import type { TestimonialStore } from '../types';
import { recordCollection } from './collection';
import { plain, withFirestoreErrors } from './convert';

const TESTIMONIALS = 'testimonials';

/** A short list the owner keeps by hand: read whole and sorted here (no composite index needed). */
export function createFirebaseTestimonialStore(db: Firestore): TestimonialStore {
  const c = recordCollection<Testimonial, TestimonialInput>(db, {
    name: TESTIMONIALS,
    noun: 'testimonial',
    fields: (t) => ({ name: t.name, place: t.place, text: t.text, consent: t.consent, visible: t.visible, order: t.order }),
    toRecord: (id, data) => toTestimonial(id, plain(data)),
  });

  return withFirestoreErrors<TestimonialStore>(
    {
      ...c.methods,
      async listPublic() {
        return (await c.list(c.col.where('visible', '==', true))).filter(isPublished).sort(compareTestimonials);
      },
      async listAll() {
        return (await c.list()).sort(compareTestimonials);
      },
    },
    'testimonials',
  );
}
