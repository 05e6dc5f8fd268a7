import { AppError } from '@/lib/domain/errors';
import { toStud, type Stud, type StudInput } from '@/lib/domain/stud';
import { isValidId, newId } from '../ids';
import type { StudStore } from '../types';
import type { Db } from './db';

type Row = {
  id: string;
  name: string | null;
  image_url: string | null;
  available: number;
  stud_fee: string | null;
  ofa_certified: number;
  registration: string | null;
  dob: string | null;
  color: string | null;
  notes: string | null;
  created_at: string;
  preview?: string | null;
};

export function rowToStud(r: Row): Stud {
  return toStud(r.id, {
    name: r.name,
    imageUrl: r.image_url,
    available: r.available === 1,
    studFee: r.stud_fee,
    ofaCertified: r.ofa_certified === 1,
    registration: r.registration,
    dob: r.dob,
    color: r.color,
    notes: r.notes,
    createdAt: r.created_at,
  });
}

function columns(s: StudInput) {
  return {
    name: s.name,
    image_url: s.imageUrl,
    available: s.available ? 1 : 0,
    stud_fee: s.available ? s.studFee : '',
    ofa_certified: s.ofaCertified ? 1 : 0,
    registration: s.registration,
    dob: s.dob,
    color: s.color,
    notes: s.notes,
  };
}

export function createLocalStudStore(db: Db): StudStore {
  const byId = db.prepare<[string], Row>('SELECT * FROM studs WHERE id = ?');
  const listAvailable = db.prepare<[], Row>('SELECT * FROM studs WHERE available = 1 ORDER BY created_at ASC, rowid ASC');
  const listAll = db.prepare<[], Row>('SELECT * FROM studs ORDER BY created_at DESC, rowid DESC');
  const pageAll = db.prepare<[number, number], Row>('SELECT * FROM studs ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?');
  const countAll = db.prepare<[], { total: number; available: number | null }>('SELECT COUNT(*) AS total, SUM(available = 1) AS available FROM studs');
  const insert = db.prepare(
    `INSERT INTO studs (id, name, image_url, available, stud_fee, ofa_certified, registration, dob, color, notes, created_at)
     VALUES (@id, @name, @image_url, @available, @stud_fee, @ofa_certified, @registration, @dob, @color, @notes, @created_at)`,
  );
  // A preview belongs to the photo it was made from: another image_url drops it (old values on the right).
  const update = db.prepare(
    `UPDATE studs SET name = @name, image_url = @image_url, available = @available, stud_fee = @stud_fee,
       ofa_certified = @ofa_certified, registration = @registration, dob = @dob, color = @color, notes = @notes,
       preview = CASE WHEN image_url IS @image_url THEN preview ELSE NULL END
     WHERE id = @id`,
  );
  const setPreview = db.prepare('UPDATE studs SET preview = @preview WHERE id = @id AND image_url = @image_url');
  // Toggle Available flips the flag only (docs/product.md §4, §7): the fee is kept, so toggling back
  // relists the stud as it was. Only the edit form saves an unavailable stud with an empty fee (§5).
  const setAvailable = db.prepare('UPDATE studs SET available = @available WHERE id = @id');
  const remove = db.prepare('DELETE FROM studs WHERE id = ?');
  const replace = db.prepare(
    `INSERT OR REPLACE INTO studs (id, name, image_url, available, stud_fee, ofa_certified, registration, dob, color, notes, created_at)
     VALUES (@id, @name, @image_url, @available, @stud_fee, @ofa_certified, @registration, @dob, @color, @notes, @created_at)`,
  );

  function mustGet(id: string): Stud {
    const row = isValidId(id) ? byId.get(id) : undefined;
    if (!row) throw new AppError('not_found', `No stud ${id}`);
    return rowToStud(row);
  }

  const updateTx = db.transaction((id: string, input: StudInput) => {
    mustGet(id);
    update.run({ ...columns(input), id });
    return mustGet(id);
  });
  const toggleTx = db.transaction((id: string) => {
    const s = mustGet(id);
    setAvailable.run({ id, available: s.available ? 0 : 1 });
    return mustGet(id);
  });
  const deleteTx = db.transaction((id: string) => {
    const s = mustGet(id);
    remove.run(id);
    return s;
  });

  return {
    async listAvailable() {
      return listAvailable.all().map(rowToStud);
    },
    async listAvailableWithPreview() {
      return listAvailable.all().map((r) => ({ stud: rowToStud(r), preview: r.preview || null }));
    },
    async setPreview({ id, imageUrl, preview }) {
      return isValidId(id) && setPreview.run({ id, image_url: imageUrl, preview }).changes > 0;
    },
    async listAll() {
      return listAll.all().map(rowToStud);
    },
    async pageAll({ limit, offset }) {
      return pageAll.all(Math.max(0, Math.floor(limit)), Math.max(0, Math.floor(offset))).map(rowToStud);
    },
    async countAll() {
      const r = countAll.get()!;
      return { total: r.total, available: r.available ?? 0 };
    },
    async get({ id }) {
      const row = isValidId(id) ? byId.get(id) : undefined;
      return row ? rowToStud(row) : null;
    },
    async create({ input }) {
      const id = newId();
      insert.run({ ...columns(input), id, created_at: new Date().toISOString() });
      return mustGet(id);
    },
    async update({ id, input }) {
      return updateTx.immediate(id, input);
    },
    async toggleAvailable({ id }) {
      return toggleTx.immediate(id);
    },
    async delete({ id }) {
      return deleteTx.immediate(id);
    },
    async importRecord({ record }) {
      if (!isValidId(record.id)) throw new AppError('invalid_input', `Bad stud id ${JSON.stringify(record.id)}`);
      replace.run({
        id: record.id,
        name: record.name,
        image_url: record.imageUrl,
        available: record.available ? 1 : 0,
        stud_fee: record.studFee,
        ofa_certified: record.ofaCertified ? 1 : 0,
        registration: record.registration,
        dob: record.dob,
        color: record.color,
        notes: record.notes,
        created_at: record.createdAt,
      });
      return mustGet(record.id);
    },
  };
}
