import { isValidId } from '../ids';
import { mustBeStud, studStoreOver, studsOf } from '../stud-view';
import type { StudStore } from '../types';
import type { Db } from './db';
import { createLocalParentStore, rowToParent, type ParentRow } from './parents';
import { isoAfter } from './time';

/** Studs on SQLite: the `parents` rows of sires offered as studs (docs/dogs.md; lib/backend/stud-view.ts). */
export function createLocalStudStore(db: Db): StudStore {
  const parents = createLocalParentStore(db);
  const OFFERED = "sex = 'sire' AND stud_offered = 1";
  const listAvailable = db.prepare<[], ParentRow>(`SELECT * FROM parents WHERE ${OFFERED} AND stud_available = 1 ORDER BY created_at ASC, rowid ASC`);
  const listAll = db.prepare<[], ParentRow>(`SELECT * FROM parents WHERE ${OFFERED} ORDER BY created_at DESC, rowid DESC`);
  const countAll = db.prepare<[], { total: number; available: number | null }>(`SELECT COUNT(*) AS total, SUM(stud_available = 1) AS available FROM parents WHERE ${OFFERED}`);
  const setPreview = db.prepare(`UPDATE parents SET stud_preview = @preview WHERE id = @id AND ${OFFERED} AND image_url = @image_url`);
  // Toggle Available flips the flag only (docs/product.md §4, §7): the fee is kept, so toggling back
  // relists the stud as it was. Only the edit form saves an unavailable stud with an empty fee (§5).
  const toggle = db.prepare<[{ id: string; updated_at: string }], ParentRow>(
    `UPDATE parents SET stud_available = 1 - stud_available, updated_at = @updated_at WHERE id = @id AND ${OFFERED} RETURNING *`,
  );
  const updatedAt = db.prepare<[string], { updated_at: string }>('SELECT updated_at FROM parents WHERE id = ?');
  const toggleTx = db.transaction((id: string) => {
    const before = updatedAt.get(id);
    const row = before ? toggle.get({ id, updated_at: isoAfter(before.updated_at) }) : undefined;
    return row ? rowToParent(row) : null;
  });

  return studStoreOver(parents, {
    async listAvailable() {
      return studsOf(listAvailable.all().map(rowToParent));
    },
    async listAvailableWithPreview() {
      return listAvailable.all().flatMap((r) => studsOf([rowToParent(r)]).map((stud) => ({ stud, preview: r.stud_preview || null })));
    },
    async setPreview({ id, imageUrl, preview }) {
      return isValidId(id) && setPreview.run({ id, image_url: imageUrl, preview }).changes > 0;
    },
    async listAll() {
      return studsOf(listAll.all().map(rowToParent));
    },
    async countAll() {
      const r = countAll.get()!;
      return { total: r.total, available: r.available ?? 0 };
    },
    async toggleAvailable({ id }) {
      return mustBeStud(isValidId(id) ? toggleTx.immediate(id) : null, id);
    },
  });
}
