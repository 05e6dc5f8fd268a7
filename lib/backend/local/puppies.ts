import { nextStatus, normalizeEntryInput, type PuppyInput } from '@/lib/domain/puppy';
import { newId } from '../ids';
import type { PuppyCounts, PuppyStore } from '../types';
import type { Db } from './db';
import { createLocalPublicQuery } from './puppy-listing';
import { rowToPuppy, type PuppyRow as Row } from './puppy-row';
import { rowsById } from './table';

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
  // Read-modify-write steps run in IMMEDIATE transactions (rows.change) so two admins toggling at
  // once cannot lose an update.
  const rows = rowsById(db, 'puppies', 'entry', rowToPuppy);
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
  // Import: the row as exported; a record with the same id is replaced (and moves to the end of rowid order).
  const replace = db.prepare(
    `INSERT OR REPLACE INTO puppies (id, entry_type, name, description, image_url, sort_order, status, price, sex, color, dob,
       available_date, dam_name, stud_name, expected_date, is_public, litter_id, created_at, updated_at)
     VALUES (@id, @entry_type, @name, @description, @image_url, @sort_order, @status, @price, @sex, @color, @dob,
       @available_date, @dam_name, @stud_name, @expected_date, @is_public, @litter_id, @created_at, @updated_at)`,
  );

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
      return rows.get(id);
    },
    async create({ input }) {
      const now = new Date().toISOString();
      const id = newId();
      insert.run({ ...columns(input), id, created_at: now, updated_at: now });
      return rows.mustGet(id);
    },
    async update({ id, input }) {
      return rows.change(id, () => update.run({ ...columns(input), id, updated_at: new Date().toISOString() }));
    },
    async toggleStatus({ id }) {
      return rows.change(id, (p) => setStatus.run(nextStatus(p.status), new Date().toISOString(), id));
    },
    async setStatus({ id, status }) {
      return rows.change(id, () => setStatus.run(status, new Date().toISOString(), id));
    },
    async togglePublic({ id }) {
      return rows.change(id, (p) => setPublic.run(p.public ? 0 : 1, new Date().toISOString(), id));
    },
    async setImage({ id, imageUrl }) {
      return rows.change(id, () => setImage.run(imageUrl, new Date().toISOString(), id));
    },
    async delete({ id }) {
      return rows.remove(id);
    },
    async importRecord({ record }) {
      rows.checkImportId(record.id);
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
      return rows.mustGet(record.id);
    },
  };
}
