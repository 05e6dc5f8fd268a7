import { toParent, type Parent, type ParentInput } from '@/lib/domain/parent';
import { mergeLegacyStuds, toStud } from '@/lib/domain/stud';
import { newId } from '../ids';
import type { ParentStore } from '../types';
import type { Db } from './db';
import { rowsById } from './table';
import { isoAfter } from './time';

export type ParentRow = {
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
  /** The link to a separate stud record, from before studs were dog records (read by the merge only). */
  stud_id: string | null;
  clearances: string;
  created_at: string;
  updated_at: string;
  /** The stud facet (docs/dogs.md): stud_offered 1 when the sire is offered as a stud. */
  stud_offered: number;
  stud_available: number;
  stud_fee: string | null;
  stud_ofa: number;
  /** The blurred preview /studs shows of image_url (lib/server/stud-preview.ts), or NULL. */
  stud_preview: string | null;
};

function parseClearances(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return [];
  }
}

export function rowToParent(r: ParentRow): Parent {
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
    stud: r.stud_offered === 1 ? { available: r.stud_available === 1, studFee: r.stud_fee, ofaCertified: r.stud_ofa === 1 } : null,
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
    clearances: JSON.stringify(p.clearances),
    ...studColumns(p),
  };
}

function studColumns(p: Pick<Parent, 'sex' | 'stud'>) {
  const stud = p.sex === 'sire' ? p.stud : null;
  return {
    stud_offered: stud ? 1 : 0,
    stud_available: stud?.available ? 1 : 0,
    stud_fee: stud?.studFee ?? '',
    stud_ofa: stud?.ofaCertified ? 1 : 0,
  };
}

const FIELDS = ['name', 'sex', 'registration', 'dob', 'color', 'image_url', 'bio', 'is_public', 'retired', 'clearances', 'stud_offered', 'stud_available', 'stud_fee', 'stud_ofa', 'updated_at'];
const COLUMNS = [...FIELDS, 'created_at'].join(', ');
const VALUES = [...FIELDS, 'created_at'].map((f) => `@${f}`).join(', ');
const SET = FIELDS.map((f) => `${f} = excluded.${f}`).join(', ');

/**
 * The one-time merge of the separate `studs` table into the dog records (docs/dogs.md), run when
 * a store opens a database that still has it: in one IMMEDIATE transaction, which drops the table,
 * so it runs once however many processes open the file. The merge itself is `mergeLegacyStuds`.
 */
export function migrateLegacyStuds(db: Db): void {
  const hasStuds = () => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'studs'").get() !== undefined;
  if (!hasStuds()) return;
  const run = db.transaction(() => {
    if (!hasStuds()) return;
    type StudRow = { id: string; name: string | null; image_url: string | null; available: number; stud_fee: string | null; ofa_certified: number; registration: string | null; dob: string | null; color: string | null; notes: string | null; created_at: string; preview: string | null };
    const studRows = db.prepare<[], StudRow>('SELECT * FROM studs ORDER BY created_at ASC, rowid ASC').all();
    const parents = db.prepare<[], ParentRow>('SELECT * FROM parents').all().map((r) => ({ parent: rowToParent(r), studId: r.stud_id }));
    const studs = studRows.map((r) =>
      toStud(r.id, { name: r.name, imageUrl: r.image_url, available: r.available === 1, studFee: r.stud_fee, ofaCertified: r.ofa_certified === 1, registration: r.registration, dob: r.dob, color: r.color, notes: r.notes, createdAt: r.created_at }),
    );
    const preview = new Map(studRows.map((r) => [r.id, r.preview]));
    const write = db.prepare(
      `INSERT INTO parents (id, ${COLUMNS}, stud_preview) VALUES (@id, ${VALUES}, @stud_preview)
       ON CONFLICT(id) DO UPDATE SET ${SET}, stud_preview = excluded.stud_preview`,
    );
    for (const { dog, from } of mergeLegacyStuds(parents, studs)) {
      write.run({ ...columns(dog), id: dog.id, created_at: dog.createdAt, updated_at: dog.updatedAt, stud_preview: dog.imageUrl === from.imageUrl ? (preview.get(from.id) ?? null) : null });
    }
    db.exec('UPDATE parents SET stud_id = NULL; DROP TABLE studs;');
  });
  run.immediate();
}

export function createLocalParentStore(db: Db): ParentStore {
  const rows = rowsById(db, 'parents', 'parent', rowToParent);
  const listPublic = db.prepare<[], ParentRow>('SELECT * FROM parents WHERE is_public IS NOT 0 ORDER BY created_at ASC, rowid ASC');
  const listAll = db.prepare<[], ParentRow>('SELECT * FROM parents ORDER BY created_at DESC, rowid DESC');
  migrateLegacyStuds(db);
  const insert = db.prepare(`INSERT INTO parents (id, ${COLUMNS}) VALUES (@id, ${VALUES})`);
  // An import replaces the record; the preview stays only while the photo is the same.
  const replace = db.prepare(
    `INSERT INTO parents (id, ${COLUMNS}) VALUES (@id, ${VALUES})
     ON CONFLICT(id) DO UPDATE SET ${SET}, created_at = excluded.created_at,
       stud_preview = CASE WHEN parents.image_url IS excluded.image_url THEN parents.stud_preview ELSE NULL END`,
  );
  // A preview belongs to the photo it was made from: another image_url drops it (old values on the right).
  const update = db.prepare(
    `UPDATE parents SET ${SET.replace(/excluded\.(\w+)/g, '@$1')},
       stud_preview = CASE WHEN image_url IS @image_url THEN stud_preview ELSE NULL END
     WHERE id = @id`,
  );
  const setImage = db.prepare(
    `UPDATE parents SET image_url = @image_url, updated_at = @updated_at,
       stud_preview = CASE WHEN image_url IS @image_url THEN stud_preview ELSE NULL END
     WHERE id = @id`,
  );

  return {
    async listPublic() {
      return listPublic.all().map(rowToParent);
    },
    async listAll() {
      return listAll.all().map(rowToParent);
    },
    async get({ id }) {
      return rows.get(id);
    },
    async create({ input }) {
      const id = newId();
      const now = new Date().toISOString();
      insert.run({ ...columns(input), id, created_at: now, updated_at: now });
      return rows.mustGet(id);
    },
    async update({ id, input }) {
      return rows.change(id, (p) => update.run({ ...columns(input), id, updated_at: isoAfter(p.updatedAt) }));
    },
    async setImage({ id, imageUrl }) {
      return rows.change(id, (p) => setImage.run({ id, image_url: imageUrl, updated_at: isoAfter(p.updatedAt) }));
    },
    async delete({ id }) {
      return rows.remove(id);
    },
    async importRecord({ record }) {
      rows.checkImportId(record.id);
      replace.run({ ...columns(record), id: record.id, created_at: record.createdAt, updated_at: record.updatedAt });
      return rows.mustGet(record.id);
    },
  };
}
