import { AppError } from '@/lib/domain/errors';
import { toTestimonial, type Testimonial, type TestimonialInput } from '@/lib/domain/testimonial';
import { isValidId, newId } from '../ids';
import type { TestimonialStore } from '../types';
import type { Db } from './db';
import { isoAfter } from './time';

type Row = {
  id: string;
  name: string;
  place: string;
  text: string;
  consent: number;
  visible: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
};

function rowToTestimonial(r: Row): Testimonial {
  return toTestimonial(r.id, {
    name: r.name,
    place: r.place,
    text: r.text,
    consent: r.consent === 1,
    visible: r.visible === 1,
    order: r.sort_order,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

function columns(t: TestimonialInput) {
  return { name: t.name, place: t.place, text: t.text, consent: t.consent ? 1 : 0, visible: t.visible ? 1 : 0, sort_order: t.order };
}

export function createLocalTestimonialStore(db: Db): TestimonialStore {
  const ORDER = 'ORDER BY sort_order ASC, created_at ASC, id ASC';
  const byId = db.prepare<[string], Row>('SELECT * FROM testimonials WHERE id = ?');
  const listPublic = db.prepare<[], Row>(`SELECT * FROM testimonials WHERE visible = 1 AND consent = 1 ${ORDER}`);
  const listAll = db.prepare<[], Row>(`SELECT * FROM testimonials ${ORDER}`);
  const cols = 'name, place, text, consent, visible, sort_order, created_at, updated_at';
  const vals = '@name, @place, @text, @consent, @visible, @sort_order, @created_at, @updated_at';
  const insert = db.prepare(`INSERT INTO testimonials (id, ${cols}) VALUES (@id, ${vals})`);
  const replace = db.prepare(`INSERT OR REPLACE INTO testimonials (id, ${cols}) VALUES (@id, ${vals})`);
  const update = db.prepare(
    `UPDATE testimonials SET name = @name, place = @place, text = @text, consent = @consent, visible = @visible,
       sort_order = @sort_order, updated_at = @updated_at WHERE id = @id`,
  );
  const remove = db.prepare('DELETE FROM testimonials WHERE id = ?');

  function mustGet(id: string): Testimonial {
    const row = isValidId(id) ? byId.get(id) : undefined;
    if (!row) throw new AppError('not_found', `No testimonial ${id}`);
    return rowToTestimonial(row);
  }

  const updateTx = db.transaction((id: string, input: TestimonialInput) => {
    const t = mustGet(id);
    update.run({ ...columns(input), id, updated_at: isoAfter(t.updatedAt) });
    return mustGet(id);
  });
  const deleteTx = db.transaction((id: string) => {
    const t = mustGet(id);
    remove.run(id);
    return t;
  });

  return {
    async listPublic() {
      return listPublic.all().map(rowToTestimonial);
    },
    async listAll() {
      return listAll.all().map(rowToTestimonial);
    },
    async get({ id }) {
      const row = isValidId(id) ? byId.get(id) : undefined;
      return row ? rowToTestimonial(row) : null;
    },
    async create({ input }) {
      const id = newId();
      const now = new Date().toISOString();
      insert.run({ ...columns(input), id, created_at: now, updated_at: now });
      return mustGet(id);
    },
    async update({ id, input }) {
      return updateTx.immediate(id, input);
    },
    async delete({ id }) {
      return deleteTx.immediate(id);
    },
    async importRecord({ record }) {
      if (!isValidId(record.id)) throw new AppError('invalid_input', `Bad testimonial id ${JSON.stringify(record.id)}`);
      replace.run({ ...columns(record), id: record.id, created_at: record.createdAt, updated_at: record.updatedAt });
      return mustGet(record.id);
    },
  };
}
