import { toTestimonial, type Testimonial, type TestimonialInput } from '@/lib/domain/testimonial';
import type { TestimonialStore } from '../types';
import type { Db } from './db';
import { flag, recordTable } from './table';

export function createLocalTestimonialStore(db: Db): TestimonialStore {
  const t = recordTable<Testimonial, TestimonialInput>(db, {
    table: 'testimonials',
    noun: 'testimonial',
    fields: { name: 'name', place: 'place', text: 'text', consent: flag('consent'), visible: flag('visible'), order: 'sort_order' },
    toRecord: toTestimonial,
  });
  const ORDER = 'ORDER BY sort_order ASC, created_at ASC, id ASC';
  const listPublic = t.select(`WHERE visible = 1 AND consent = 1 ${ORDER}`);
  const listAll = t.select(ORDER);

  return {
    ...t.methods,
    listPublic: async () => listPublic(),
    listAll: async () => listAll(),
  };
}
