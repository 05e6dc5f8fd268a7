import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, prepareDataDir } from './db';
import { createLocalBackend } from './index';
import { LEGACY_DUKE_MERGED } from '@/test/factories';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A database as the site kept it before studs were dog records: separate `studs`, sires linked by stud_id. */
function legacyDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-legacy-studs-'));
  dirs.push(dir);
  const before = MIGRATIONS.findIndex((m) => m.includes('stud_offered'));
  expect(before).toBeGreaterThan(0);
  prepareDataDir(dir);
  const db = new Database(path.join(dir, 'site.db'));
  for (const m of MIGRATIONS.slice(0, before)) db.exec(m);
  db.pragma(`user_version = ${before}`);
  const stud = db.prepare(
    `INSERT INTO studs (id, name, image_url, available, stud_fee, ofa_certified, registration, dob, color, notes, created_at, preview)
     VALUES (@id, @name, @image_url, @available, @stud_fee, @ofa, @registration, @dob, @color, @notes, @created_at, @preview)`,
  );
  stud.run({ id: 'studDuke', name: 'Duke', image_url: '/media/studs/duke.webp', available: 1, stud_fee: '$1,500', ofa: 1, registration: 'AKC SR1', dob: '2021-04-02', color: 'Light Golden', notes: 'Produces light coats.', created_at: '2024-01-01T00:00:00.000Z', preview: 'data:image/webp;base64,ZHVrZQ' });
  stud.run({ id: 'studFinn', name: 'Finn', image_url: '/media/studs/finn.webp', available: 0, stud_fee: '$900', ofa: 0, registration: 'AKC SR2', dob: null, color: 'Golden', notes: 'Field line.', created_at: '2024-02-01T00:00:00.000Z', preview: 'data:image/webp;base64,Zmlubg' });
  const parent = db.prepare(
    `INSERT INTO parents (id, name, sex, registration, dob, color, image_url, bio, is_public, retired, stud_id, clearances, created_at, updated_at)
     VALUES (@id, @name, @sex, @registration, NULL, @color, NULL, @bio, 1, 0, @stud_id, @clearances, '2023-06-01T00:00:00.000Z', '2023-06-01T00:00:00.000Z')`,
  );
  parent.run({ id: 'sireDuke', name: 'Duke', sex: 'sire', registration: '', color: '', bio: 'Calm.', stud_id: 'studDuke', clearances: '[{"test":"Hips","result":"OFA Good"}]' });
  parent.run({ id: 'sireAce', name: 'Ace', sex: 'sire', registration: 'AKC SR3', color: 'Red', bio: '', stud_id: 'noSuchStud', clearances: '[]' });
  parent.run({ id: 'damRosie', name: 'Rosie', sex: 'dam', registration: '', color: '', bio: '', stud_id: null, clearances: '[]' });
  db.close();
  return dir;
}

describe('local backend: studs and sires become one dog record (docs/dogs.md)', () => {
  it('merges a linked stud into its sire, makes an unlinked stud a hidden sire, once', async () => {
    const dir = legacyDataDir();
    const b = await createLocalBackend({ dataDir: dir, seed: false });
    expect(b.db.prepare("SELECT name FROM sqlite_master WHERE name = 'studs'").get()).toBeUndefined();
    // The sire keeps his id, record and clearances, and takes the stud's photo, registration, color and notes.
    expect(await b.parents.get({ id: 'sireDuke' })).toMatchObject(LEGACY_DUKE_MERGED);
    // The unlinked stud is a sire under the stud's id, hidden from /parents as before; his fee kept while unavailable.
    expect(await b.parents.get({ id: 'studFinn' })).toMatchObject({ name: 'Finn', sex: 'sire', public: false, bio: 'Field line.', stud: { available: false, studFee: '$900', ofaCertified: false }, createdAt: '2024-02-01T00:00:00.000Z' });
    expect(await b.parents.get({ id: 'sireAce' })).toMatchObject({ stud: null, registration: 'AKC SR3' });
    expect((await b.studs.listAll()).map((s) => s.id)).toEqual(['studFinn', 'sireDuke']);
    // The stored previews of the photos the dogs kept come along.
    expect((await b.studs.listAvailableWithPreview()).map((r) => [r.stud.name, r.preview])).toEqual([['Duke', 'data:image/webp;base64,ZHVrZQ']]);
    expect((await b.parents.listPublic()).map((p) => p.name).sort()).toEqual(['Ace', 'Duke', 'Rosie']);
    const after = await b.parents.listAll();
    b.close();
    // Opening again changes nothing.
    const again = await createLocalBackend({ dataDir: dir, seed: false });
    expect(await again.parents.listAll()).toEqual(after);
    expect(await again.studs.countAll()).toEqual({ total: 2, available: 1 });
    again.close();
  });
});
