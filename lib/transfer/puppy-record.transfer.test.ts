import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '@/lib/backend/local';
import { exportSite } from './export';
import { importSite } from './import';

const dirs: string[] = [];
const open: LocalBackend[] = [];
async function local(): Promise<LocalBackend> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'breeder-record-transfer-'));
  dirs.push(dir);
  const b = await createLocalBackend({ dataDir: dir, seed: false });
  open.push(b);
  return b;
}
afterAll(() => {
  for (const b of open) b.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('export and import carry the puppy record (docs/puppy-record.md)', () => {
  it('weights, health events, identity and settings arrive with their ids and times', async () => {
    const a = await local();
    await a.records.addWeights({ entries: [{ puppyId: 'pupA', litterId: 'litA', grams: 812, at: '2026-03-01T07:30' }] });
    await a.records.addHealth({ input: { puppyId: 'pupA', litterId: 'litA', kind: 'vaccine', what: 'DHPP', product: 'Nobivac', lot: 'L9', date: '2026-03-10', givenBy: 'Dr. V', note: '' } });
    await a.records.setIdentity({ puppyId: 'pupA', input: { microchip: '985000000000001', registrationBody: 'AKC', registrationNumber: 'X1', registrationStatus: 'registered', collarColor: 'Blue', goHomeDate: '2026-04-01', goHomeGrams: 4000, checklist: ['chip'] } });
    await a.records.setSettings({ input: { unit: 'oz', schedule: [{ kind: 'deworming', what: 'D1', fromDay: 14, toDay: 14 }], careNotes: 'Three meals.', calendarTokenHash: null, publicChartLitterIds: [] } });
    const file = path.join(dirs[0]!, 'site.tar.gz');
    const summary = await exportSite(a, file);
    expect(summary).toMatchObject({ weights: 1, healthEvents: 1 });
    const b = await local();
    const imported = await importSite(b, file);
    expect(imported).toMatchObject({ weights: 1, healthEvents: 1 });
    expect(await b.records.dump()).toEqual(await a.records.dump());
  });
});
