import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { litterLifeSchema } from '@/lib/domain/litter';
import { MIGRATIONS, SCHEMA_VERSION } from './db';
import { createLocalBackend } from './index';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A site.db as the original product's schema made it (the first migration only), with docs/product.md §3 rows. */
function originalFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-litters-'));
  dirs.push(dir);
  const db = new Database(path.join(dir, 'site.db'));
  db.exec(MIGRATIONS[0]!);
  db.pragma('user_version = 1');
  const insert = db.prepare(
    `INSERT INTO puppies (id, entry_type, name, description, image_url, sort_order, status, price, sex, color, dob, available_date,
       dam_name, stud_name, expected_date, is_public, created_at, updated_at)
     VALUES (@id, @entry_type, @name, '', NULL, @sort_order, @status, @price, @sex, @color, @dob, NULL, @dam, @stud, @expected, @pub, @at, @at)`,
  );
  const base = { price: null, sex: null, dob: null, status: 'Available', pub: 1, at: '2025-01-01T00:00:00.000Z' };
  insert.run({ ...base, id: 'oldLitter', entry_type: 'litter', name: 'Summer litter', sort_order: 2, color: 'Golden', dam: 'Daisy', stud: 'Duke', expected: '2025-07-01' });
  insert.run({ ...base, id: 'oldPlanned', entry_type: 'litter', name: 'Someday', sort_order: null, color: '', dam: '', stud: '', expected: null, pub: null });
  insert.run({ ...base, id: 'oldPuppy', entry_type: 'puppy', name: 'Sunny', sort_order: 1, color: 'Red', dam: 'Daisy', stud: 'Duke', expected: null, price: 2800, sex: 'Male', dob: '2025-07-02' });
  db.close();
  return dir;
}

describe('local backend: litters in a SQLite file made by the original schema', () => {
  it('migrates the file and reads its entries as litters and puppies with derived defaults', async () => {
    const dir = originalFile();
    const b = await createLocalBackend({ dataDir: dir, seed: false });
    try {
      expect(b.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      const litters = await b.litters.list();
      expect(litters.map((l) => [l.id, l.life.stage])).toEqual([
        ['oldLitter', 'expected'],
        ['oldPlanned', 'planned'],
      ]);
      expect(litters[0]!.life).toMatchObject({ dam: { parentId: null, name: 'Daisy' }, sire: { parentId: null, name: 'Duke' }, expectedDate: '2025-07-01', color: 'Golden', males: null });
      // Original rows: public unless 0, no litter for the puppy, docs/product.md defaults as before.
      expect((await b.puppies.listPublic()).map((p) => [p.id, p.litterId, p.order])).toEqual([
        ['oldPuppy', null, 1],
        ['oldLitter', null, 2],
        ['oldPlanned', null, 9999],
      ]);

      // The migrated file takes the new data.
      await b.litters.assign({ puppyId: 'oldPuppy', litterId: 'oldLitter' });
      await b.litters.update({ id: 'oldLitter', input: litterLifeSchema.parse({ stage: 'ready', birthDate: '2025-07-03', dam: { name: 'Daisy' }, sire: { name: 'Duke' }, males: 1 }) });
      expect((await b.litters.listPuppies({ litterId: 'oldLitter' })).map((p) => p.name)).toEqual(['Sunny']);
      const raw = b.db.prepare('SELECT litter_life, litter_id FROM puppies WHERE id = ?');
      expect(JSON.parse((raw.get('oldLitter') as { litter_life: string }).litter_life)).toMatchObject({ stage: 'ready', males: 1 });
      expect(raw.get('oldPuppy')).toMatchObject({ litter_id: 'oldLitter' });
    } finally {
      b.close();
    }
  });

  it('reads a damaged life column as an original-shape litter instead of failing', async () => {
    const dir = originalFile();
    const b = await createLocalBackend({ dataDir: dir, seed: false });
    try {
      b.db.prepare("UPDATE puppies SET litter_life = '{not json' WHERE id = 'oldLitter'").run();
      b.db.prepare(`UPDATE puppies SET litter_life = '{"stage":"someday","males":"many"}' WHERE id = 'oldPlanned'`).run();
      expect((await b.litters.get({ id: 'oldLitter' }))!.life.stage).toBe('expected');
      expect((await b.litters.get({ id: 'oldPlanned' }))!.life).toMatchObject({ stage: 'planned', males: null });
    } finally {
      b.close();
    }
  });
});
