import { AppError } from '@/lib/domain/errors';
import { toParent, type Parent, type ParentInput } from '@/lib/domain/parent';
import { isValidId, newId } from '../ids';
import type { ParentStore } from '../types';
import type { Db } from './db';
import { isoAfter } from './time';

type Row = {
  id: string;
  name: string | null;
  sex: string | null;
  registration: string | null;
  dob: string | null;
  color: string | null;
  image_url: string | null;
  bio: string | null;
  is_public: number | null;
  retired: number;
  stud_id: string | null;
  clearances: string;
  created_at: string;
  updated_at: string;
};

function parseClearances(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return [];
  }
}

export function rowToParent(r: Row): Parent {
  return toParent(r.id, {
    name: r.name,
    sex: r.sex,
    registration: r.registration,
    dob: r.dob,
    color: r.color,
    imageUrl: r.image_url,
    bio: r.bio,
    public: r.is_public === null ? undefined : r.is_public === 1,
    retired: r.retired === 1,
    studId: r.stud_id,
    clearances: parseClearances(r.clearances),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
}

function columns(p: Omit<Parent, 'id' | 'createdAt' | 'updatedAt'> | ParentInput) {
  return {
    name: p.name,
    sex: p.sex,
    registration: p.registration,
    dob: p.dob,
    color: p.color,
    image_url: p.imageUrl,
    bio: p.bio,
    is_public: p.public ? 1 : 0,
    retired: p.retired ? 1 : 0,
    stud_id: p.sex === 'sire' ? p.studId : null,
    clearances: JSON.stringify(p.clearances),
  };
}

export function createLocalParentStore(db: Db): ParentStore {
  const byId = db.prepare<[string], Row>('SELECT * FROM parents WHERE id = ?');
  const listPublic = db.prepare<[], Row>('SELECT * FROM parents WHERE is_public IS NOT 0 ORDER BY created_at ASC, rowid ASC');
  const listAll = db.prepare<[], Row>('SELECT * FROM parents ORDER BY created_at DESC, rowid DESC');
  const cols = 'name, sex, registration, dob, color, image_url, bio, is_public, retired, stud_id, clearances, created_at, updated_at';
  const vals = '@name, @sex, @registration, @dob, @color, @image_url, @bio, @is_public, @retired, @stud_id, @clearances, @created_at, @updated_at';
  const insert = db.prepare(`INSERT INTO parents (id, ${cols}) VALUES (@id, ${vals})`);
  const replace = db.prepare(`INSERT OR REPLACE INTO parents (id, ${cols}) VALUES (@id, ${vals})`);
  const update = db.prepare(
    `UPDATE parents SET name = @name, sex = @sex, registration = @registration, dob = @dob, color = @color, image_url = @image_url,
       bio = @bio, is_public = @is_public, retired = @retired, stud_id = @stud_id, clearances = @clearances, updated_at = @updated_at
     WHERE id = @id`,
  );
  const setImage = db.prepare('UPDATE parents SET image_url = @image_url, updated_at = @updated_at WHERE id = @id');
  const remove = db.prepare('DELETE FROM parents WHERE id = ?');

  function mustGet(id: string): Parent {
    const row = isValidId(id) ? byId.get(id) : undefined;
    if (!row) throw new AppError('not_found', `No parent ${id}`);
    return rowToParent(row);
  }

  const updateTx = db.transaction((id: string, input: ParentInput) => {
    const p = mustGet(id);
    update.run({ ...columns(input), id, updated_at: isoAfter(p.updatedAt) });
    return mustGet(id);
  });
  const setImageTx = db.transaction((id: string, imageUrl: string | null) => {
    const p = mustGet(id);
    setImage.run({ id, image_url: imageUrl, updated_at: isoAfter(p.updatedAt) });
    return mustGet(id);
  });
  const deleteTx = db.transaction((id: string) => {
    const p = mustGet(id);
    remove.run(id);
    return p;
  });

  return {
    async listPublic() {
      return listPublic.all().map(rowToParent);
    },
    async listAll() {
      return listAll.all().map(rowToParent);
    },
    async get({ id }) {
      const row = isValidId(id) ? byId.get(id) : undefined;
      return row ? rowToParent(row) : null;
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
    async setImage({ id, imageUrl }) {
      return setImageTx.immediate(id, imageUrl);
    },
    async delete({ id }) {
      return deleteTx.immediate(id);
    },
    async importRecord({ record }) {
      if (!isValidId(record.id)) throw new AppError('invalid_input', `Bad parent id ${JSON.stringify(record.id)}`);
      replace.run({ ...columns(record), id: record.id, created_at: record.createdAt, updated_at: record.updatedAt });
      return mustGet(record.id);
    },
  };
}
