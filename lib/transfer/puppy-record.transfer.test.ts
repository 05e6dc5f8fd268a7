import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempBackends } from '@/test/transfer';
import { exportSite } from './export';
import { importSite } from './import';

const { local, tempDir } = tempBackends('breeder-record-transfer-');

describe('export and import carry the puppy record (docs/puppy-record.md)', () => {
  it('weights, health events, identity and settings arrive with their ids and times', async () => {
    const a = await local();
    await a.records.addWeights({ entries: [{ puppyId: 'pupA', litterId: 'litA', grams: 812, at: '2026-03-01T07:30' }] });
    await a.records.addHealth({ input: { puppyId: 'pupA', litterId: 'litA', kind: 'vaccine', what: 'DHPP', product: 'Nobivac', lot: 'L9', date: '2026-03-10', givenBy: 'Dr. V', note: '' } });
    await a.records.setIdentity({ puppyId: 'pupA', input: { microchip: '985000000000001', registrationBody: 'AKC', registrationNumber: 'X1', registrationStatus: 'registered', collarColor: 'Blue', goHomeDate: '2026-04-01', goHomeGrams: 4000, checklist: ['chip'] } });
    await a.records.setSettings({ input: { unit: 'oz', schedule: [{ kind: 'deworming', what: 'D1', fromDay: 14, toDay: 14 }], careNotes: 'Three meals.', calendarTokenHash: null, publicChartLitterIds: [] } });
    const file = path.join(tempDir(), 'site.tar.gz');
    const summary = await exportSite(a, file);
    expect(summary).toMatchObject({ weights: 1, healthEvents: 1 });
    const b = await local();
    const imported = await importSite(b, file);
    expect(imported).toMatchObject({ weights: 1, healthEvents: 1 });
    expect(await b.records.dump()).toEqual(await a.records.dump());
  });
});
