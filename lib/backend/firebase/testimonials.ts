import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { AppError } from '@/lib/domain/errors';
import { compareTestimonials, isPublished, toTestimonial, type Testimonial, type TestimonialInput } from '@/lib/domain/testimonial';
import { isValidId } from '../ids';
import type { TestimonialStore } from '../types';
import { importedTimestamp, nowTimestamp, plain, withFirestoreErrors } from './convert';

export const TESTIMONIALS = 'testimonials';

function fields(t: TestimonialInput) {
  return { name: t.name, place: t.place, text: t.text, consent: t.consent, visible: t.visible, order: t.order };
}

function docToTestimonial(id: string, data: DocumentData | undefined): Testimonial {
  return toTestimonial(id, plain(data));
}

/** A short list the owner keeps by hand: read whole and sorted here (no composite index needed). */
export function createFirebaseTestimonialStore(db: Firestore): TestimonialStore {
  const col = db.collection(TESTIMONIALS);
  const ref = (id: string) => (isValidId(id) ? col.doc(id) : null);
  const notFound = (id: string) => new AppError('not_found', `No testimonial ${id}`);

  return withFirestoreErrors<TestimonialStore>(
    {
      async listPublic() {
        const snap = await col.where('visible', '==', true).get();
        return snap.docs
          .map((d) => docToTestimonial(d.id, d.data()))
          .filter(isPublished)
          .sort(compareTestimonials);
      },
      async listAll() {
        const snap = await col.get();
        return snap.docs.map((d) => docToTestimonial(d.id, d.data())).sort(compareTestimonials);
      },
      async get({ id }) {
        const r = ref(id);
        if (!r) return null;
        const snap = await r.get();
        return snap.exists ? docToTestimonial(id, snap.data()) : null;
      },
      async create({ input }) {
        const r = col.doc();
        const now = nowTimestamp();
        const data = { ...fields(input), createdAt: now, updatedAt: now };
        await r.create(data);
        return docToTestimonial(r.id, data);
      },
      async update({ id, input }) {
        const r = ref(id);
        if (!r) throw notFound(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw notFound(id);
          const update = { ...fields(input), updatedAt: nowTimestamp() };
          tx.update(r, update);
          return docToTestimonial(id, { ...snap.data(), ...update });
        });
      },
      async delete({ id }) {
        const r = ref(id);
        if (!r) throw notFound(id);
        return db.runTransaction(async (tx) => {
          const snap = await tx.get(r);
          if (!snap.exists) throw notFound(id);
          tx.delete(r);
          return docToTestimonial(id, snap.data());
        });
      },
      async importRecord({ record }) {
        const r = ref(record.id);
        if (!r) throw new AppError('invalid_input', `Bad testimonial id ${JSON.stringify(record.id)}`);
        await r.set({ ...fields(record), createdAt: importedTimestamp(record.createdAt), updatedAt: importedTimestamp(record.updatedAt) });
        return docToTestimonial(record.id, (await r.get()).data());
      },
    },
    'testimonials',
  );
}
