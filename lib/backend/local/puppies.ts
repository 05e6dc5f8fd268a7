import { AppError } from '@/lib/domain/errors';
import { nextStatus, normalizeEntryInput, type Puppy, type PuppyInput, type PuppyStatus } from '@/lib/domain/puppy';
import { isValidId, newId } from '../ids';
import type { PuppyCounts, PuppyStore } from '../types';
import type { Db } from './db';
import { createLocalPublicQuery } from './puppy-listing';
import { rowToPuppy, type PuppyRow as Row } from './puppy-row';

function columns(input: PuppyInput) {
  const e = normalizeEntryInput(input);
  return {
    entry_type: e.entryType,
    name: e.name,
    description: e.description,
    image_url: e.imageUrl,
    sort_order: e.order,
    status: e.status,
    price: e.price,
    sex: e.sex,
    color: e.color,
    dob: e.dob,
    available_date: e.availableDate,
    dam_name: e.damName,
    stud_name: e.studName,
    expected_date: e.expectedDate,
    is_public: e.public ? 1 : 0,
  };
}

export function createLocalPuppyStore(db: Db): PuppyStore {
  const queryPublic = createLocalPublicQuery(db);
  const byId = db.prepare<[string], Row>('SELECT * FROM puppies WHERE id = ?');
  const listPublic = db.prepare<[], Row>(
    'SELECT * FROM puppies WHERE is_public IS NULL OR is_public <> 0 ORDER BY COALESCE(sort_order, 9999) ASC, created_at ASC, rowid ASC',
  );
  const listAll = db.prepare<[], Row>('SELECT * FROM puppies ORDER BY created_at DESC, rowid DESC');
  // Admin paging (docs/scale.md): the created_at index gives the page without sorting the table.
  const pageAll = db.prepare<[number, number], Row>('SELECT * FROM puppies ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?');
  // One pass over the table, no row materialised: COUNT/SUM only ("shown" = is_public not 0).
  const countAll = db.prepare<[], Record<keyof PuppyCounts, number | null>>(
    `SELECT COUNT(*) AS total,
       SUM(is_public = 0) AS hidden,
       SUM(COALESCE(entry_type, 'puppy') <> 'litter') AS puppies,
       SUM(COALESCE(entry_type, 'puppy') <> 'litter' AND is_public = 0) AS hiddenPuppies,
       SUM(COALESCE(entry_type, 'puppy') <> 'litter' AND COALESCE(is_public, 1) <> 0 AND COALESCE(NULLIF(TRIM(status), ''), 'Available') = 'Available') AS availablePuppies,
       SUM(COALESCE(entry_type, 'puppy') <> 'litter' AND COALESCE(is_public, 1) <> 0 AND TRIM(status) = 'Reserved') AS reservedPuppies,
       SUM(entry_type = 'litter') AS litters,
       SUM(entry_type = 'litter' AND is_public = 0) AS hiddenLitters
     FROM puppies`,
  );
  const insert = db.prepare(
    `INSERT INTO puppies (id, entry_type, name, description, image_url, sort_order, status, price, sex, color, dob,
       available_date, dam_name, stud_name, expected_date, is_public, created_at, updated_at)
     VALUES (@id, @entry_type, @name, @description, @image_url, @sort_order, @status, @price, @sex, @color, @dob,
       @available_date, @dam_name, @stud_name, @expected_date, @is_public, @created_at, @updated_at)`,
  );
  const update = db.prepare(
    `UPDATE puppies SET entry_type = @entry_type, name = @name, description = @description, image_url = @image_url,
       sort_order = @sort_order, status = @status, price = @price, sex = @sex, color = @color, dob = @dob,
       available_date = @available_date, dam_name = @dam_name, stud_name = @stud_name, expected_date = @expected_date,
       is_public = @is_public, updated_at = @updated_at WHERE id = @id`,
  );
  const setStatus = db.prepare('UPDATE puppies SET status = ?, updated_at = ? WHERE id = ?');
  const setPublic = db.prepare('UPDATE puppies SET is_public = ?, updated_at = ? WHERE id = ?');
  const setImage = db.prepare('UPDATE puppies SET image_url = ?, updated_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM puppies WHERE id = ?');
  // Import: the row as exported; a record with the same id is replaced (and moves to the end of rowid order).
  const replace = db.prepare(
    `INSERT OR REPLACE INTO puppies (id, entry_type, name, description, image_url, sort_order, status, price, sex, color, dob,
       available_date, dam_name, stud_name, expected_date, is_public, litter_id, created_at, updated_at)
     VALUES (@id, @entry_type, @name, @description, @image_url, @sort_order, @status, @price, @sex, @color, @dob,
       @available_date, @dam_name, @stud_name, @expected_date, @is_public, @litter_id, @created_at, @updated_at)`,
  );

  function mustGet(id: string): Puppy {
    const row = isValidId(id) ? byId.get(id) : undefined;
    if (!row) throw new AppError('not_found', `No entry ${id}`);
    return rowToPuppy(row);
  }

  // Read-modify-write steps run in IMMEDIATE transactions so two admins toggling at once
  // cannot lose an update.
  const toggleStatusTx = db.transaction((id: string) => {
    const p = mustGet(id);
    setStatus.run(nextStatus(p.status), new Date().toISOString(), id);
    return mustGet(id);
  });
  const setStatusTx = db.transaction((id: string, status: PuppyStatus) => {
    mustGet(id);
    setStatus.run(status, new Date().toISOString(), id);
    return mustGet(id);
  });
  const togglePublicTx = db.transaction((id: string) => {
    const p = mustGet(id);
    setPublic.run(p.public ? 0 : 1, new Date().toISOString(), id);
    return mustGet(id);
  });
  const setImageTx = db.transaction((id: string, imageUrl: string | null) => {
    mustGet(id);
    setImage.run(imageUrl, new Date().toISOString(), id);
    return mustGet(id);
  });
  const updateTx = db.transaction((id: string, input: PuppyInput) => {
    mustGet(id);
    update.run({ ...columns(input), id, updated_at: new Date().toISOString() });
    return mustGet(id);
  });
  const deleteTx = db.transaction((id: string) => {
    const p = mustGet(id);
    remove.run(id);
    return p;
  });

  return {
    async listPublic() {
      return listPublic.all().map(rowToPuppy);
    },
    queryPublic,
    async listAll() {
      return listAll.all().map(rowToPuppy);
    },
    async pageAll({ limit, offset }) {
      return pageAll.all(Math.max(0, Math.floor(limit)), Math.max(0, Math.floor(offset))).map(rowToPuppy);
    },
    async countAll() {
      const r = countAll.get()!;
      return {
        total: r.total ?? 0,
        hidden: r.hidden ?? 0,
        puppies: r.puppies ?? 0,
        hiddenPuppies: r.hiddenPuppies ?? 0,
        availablePuppies: r.availablePuppies ?? 0,
        reservedPuppies: r.reservedPuppies ?? 0,
        litters: r.litters ?? 0,
        hiddenLitters: r.hiddenLitters ?? 0,
      };
    },
    async get({ id }) {
      const row = isValidId(id) ? byId.get(id) : undefined;
      return row ? rowToPuppy(row) : null;
    },
    async create({ input }) {
      const now = new Date().toISOString();
      const id = newId();
      insert.run({ ...columns(input), id, created_at: now, updated_at: now });
      return mustGet(id);
    },
    async update({ id, input }) {
      return updateTx.immediate(id, input);
    },
    async toggleStatus({ id }) {
      return toggleStatusTx.immediate(id);
    },
    async setStatus({ id, status }) {
      return setStatusTx.immediate(id, status);
    },
    async togglePublic({ id }) {
      return togglePublicTx.immediate(id);
    },
    async setImage({ id, imageUrl }) {
      return setImageTx.immediate(id, imageUrl);
    },
    async delete({ id }) {
      return deleteTx.immediate(id);
    },
    async importRecord({ record }) {
      if (!isValidId(record.id)) throw new AppError('invalid_input', `Bad entry id ${JSON.stringify(record.id)}`);
      // As stored at the source: no normalisation, so older data keeps its fields.
      replace.run({
        id: record.id,
        entry_type: record.entryType,
        name: record.name,
        description: record.description,
        image_url: record.imageUrl,
        sort_order: record.order,
        status: record.status,
        price: record.price,
        sex: record.sex,
        color: record.color,
        dob: record.dob,
        available_date: record.availableDate,
        dam_name: record.damName,
        stud_name: record.studName,
        expected_date: record.expectedDate,
        is_public: record.public ? 1 : 0,
        litter_id: record.litterId ?? null,
        created_at: record.createdAt,
        updated_at: record.updatedAt,
      });
      return mustGet(record.id);
    },
  };
}
