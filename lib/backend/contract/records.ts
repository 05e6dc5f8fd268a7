import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { DEFAULT_SCHEDULE } from '@/lib/domain/health';
import type { HealthEventInput } from '@/lib/domain/health';
import type { Backend } from '../types';

const vaccine = (puppyId: string, over: Partial<HealthEventInput> = {}): HealthEventInput => ({
  puppyId,
  litterId: 'litterA',
  kind: 'vaccine',
  what: 'DHPP',
  product: 'Nobivac Puppy DP',
  lot: 'A123',
  date: '2026-03-01',
  givenBy: 'Dr. Vet',
  note: '',
  ...over,
});

/** The puppy's record (docs/puppy-record.md; called by suite.ts), the same on both adapters. */
export function recordsContract(name: string, withBackend: (fn: (b: Backend) => Promise<void>) => Promise<void>) {
  describe(`${name} backend: puppy record`, () => {
    it('stores a litter weigh-in in one call and lists only the asked puppies, oldest first', () =>
      withBackend(async (b) => {
        const made = await b.records.addWeights({
          entries: [
            { puppyId: 'p1', litterId: 'litterA', grams: 900, at: '2026-03-02T08:00' },
            { puppyId: 'p2', litterId: 'litterA', grams: 820, at: '2026-03-02T08:05' },
            { puppyId: 'p1', litterId: 'litterA', grams: 850, at: '2026-03-01T08:00' },
            { puppyId: 'other', litterId: 'litterB', grams: 700, at: '2026-03-01T08:00' },
          ],
        });
        expect(made).toHaveLength(4);
        expect(made[0]).toMatchObject({ puppyId: 'p1', grams: 900, at: '2026-03-02T08:00' });
        expect(made[0]!.id).toMatch(/^[A-Za-z0-9_-]+$/);
        const p1 = await b.records.listWeights({ puppyIds: ['p1'] });
        expect(p1.map((w) => w.grams)).toEqual([850, 900]);
        const litter = await b.records.listWeights({ puppyIds: ['p1', 'p2'] });
        expect(litter.map((w) => [w.puppyId, w.grams])).toEqual([
          ['p1', 850],
          ['p1', 900],
          ['p2', 820],
        ]);
        expect(await b.records.listWeights({ puppyIds: [] })).toEqual([]);
        const gone = await b.records.deleteWeight({ id: made[0]!.id });
        expect(gone.grams).toBe(900);
        expect((await b.records.listWeights({ puppyIds: ['p1'] })).map((w) => w.grams)).toEqual([850]);
      }));

    it('refuses a bad weight and stores none of the weigh-in', () =>
      withBackend(async (b) => {
        const bad = b.records.addWeights({
          entries: [
            { puppyId: 'p1', litterId: null, grams: 900, at: '2026-03-02T08:00' },
            { puppyId: 'p2', litterId: null, grams: -3, at: '2026-03-02T08:00' },
          ],
        });
        await expect(bad).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
        await expect(b.records.addWeights({ entries: [{ puppyId: 'p1', litterId: null, grams: 900, at: 'yesterday' }] })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
        expect(await b.records.listWeights({ puppyIds: ['p1', 'p2'] })).toEqual([]);
        await expect(b.records.deleteWeight({ id: 'missing' })).rejects.toSatisfy((e) => isAppError(e, 'not_found'));
      }));

    it('keeps health events per puppy by date, with product, lot and who gave them', () =>
      withBackend(async (b) => {
        const second = await b.records.addHealth({ input: vaccine('p1', { date: '2026-03-20', lot: 'B7' }) });
        await b.records.addHealth({ input: vaccine('p1', { kind: 'deworming', what: 'Pyrantel', date: '2026-02-15', lot: '' }) });
        await b.records.addHealth({ input: vaccine('p2') });
        const p1 = await b.records.listHealth({ puppyIds: ['p1'] });
        expect(p1.map((e) => [e.kind, e.date, e.lot])).toEqual([
          ['deworming', '2026-02-15', ''],
          ['vaccine', '2026-03-20', 'B7'],
        ]);
        expect(p1[1]).toMatchObject({ product: 'Nobivac Puppy DP', givenBy: 'Dr. Vet', litterId: 'litterA' });
        await expect(b.records.addHealth({ input: vaccine('p1', { what: '' }) })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
        await b.records.deleteHealth({ id: second.id });
        expect(await b.records.listHealth({ puppyIds: ['p1'] })).toHaveLength(1);
      }));

    it('identity and checklist: empty until set, then as saved', () =>
      withBackend(async (b) => {
        expect(await b.records.getIdentity({ puppyId: 'p1' })).toMatchObject({ puppyId: 'p1', microchip: '', checklist: [], updatedAt: null });
        const saved = await b.records.setIdentity({
          puppyId: 'p1',
          input: {
            microchip: '985112004567890',
            registrationBody: 'AKC',
            registrationNumber: 'SR123',
            registrationStatus: 'applied',
            collarColor: 'Teal',
            goHomeDate: '2026-04-20',
            goHomeGrams: 3900,
            checklist: ['chip', 'vaccines'],
          },
        });
        expect(saved).toMatchObject({ microchip: '985112004567890', registrationStatus: 'applied', collarColor: 'Teal', goHomeGrams: 3900, checklist: ['chip', 'vaccines'] });
        expect(saved.updatedAt).not.toBeNull();
        expect(await b.records.getIdentity({ puppyId: 'p1' })).toEqual(saved);
        expect((await b.records.getIdentity({ puppyId: 'p2' })).microchip).toBe('');
        await expect(b.records.setIdentity({ puppyId: 'p1', input: { ...saved, microchip: 'not a chip!' } })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));

    it('settings default to the common schedule, then keep what the owner saved', () =>
      withBackend(async (b) => {
        const first = await b.records.getSettings();
        expect(first).toMatchObject({ unit: 'g', calendarTokenHash: null, updatedAt: null });
        expect(first.schedule).toEqual(DEFAULT_SCHEDULE);
        const saved = await b.records.setSettings({
          input: { unit: 'oz', schedule: [{ kind: 'deworming', what: 'Deworm', fromDay: 14, toDay: 14 }], careNotes: 'Feed well.', calendarTokenHash: 'a'.repeat(64), publicChartLitterIds: ['litterA'] },
        });
        expect(saved).toMatchObject({ unit: 'oz', careNotes: 'Feed well.', calendarTokenHash: 'a'.repeat(64), publicChartLitterIds: ['litterA'] });
        expect(await b.records.getSettings()).toEqual(saved);
        await expect(b.records.setSettings({ input: { ...saved, schedule: [{ kind: 'vaccine', what: 'X', fromDay: 9, toDay: 3 }] } })).rejects.toSatisfy((e) => isAppError(e, 'invalid_input'));
      }));

    it('deleteByPuppy forgets one puppy; dump lists everything and importDump writes it back by id', () =>
      withBackend(async (b) => {
        await b.records.addWeights({ entries: [{ puppyId: 'p1', litterId: 'l', grams: 500, at: '2026-03-01T07:00' }, { puppyId: 'p2', litterId: 'l', grams: 510, at: '2026-03-01T07:00' }] });
        await b.records.addHealth({ input: vaccine('p1') });
        await b.records.addHealth({ input: vaccine('p2') });
        await b.records.setIdentity({ puppyId: 'p2', input: { microchip: '123', registrationBody: '', registrationNumber: '', registrationStatus: 'none', collarColor: 'Red', goHomeDate: null, goHomeGrams: null, checklist: ['food'] } });
        await b.records.setSettings({ input: { unit: 'oz', schedule: [], careNotes: 'n', calendarTokenHash: null, publicChartLitterIds: [] } });
        await b.records.deleteByPuppy({ puppyId: 'p1' });
        expect(await b.records.listWeights({ puppyIds: ['p1'] })).toEqual([]);
        expect(await b.records.listHealth({ puppyIds: ['p1'] })).toEqual([]);
        const dump = await b.records.dump();
        expect(dump.weights).toHaveLength(1);
        expect(dump.health).toHaveLength(1);
        expect(dump.identities.map((i) => i.microchip)).toEqual(['123']);
        expect(dump.settings?.unit).toBe('oz');
        // Importing into the same backend replaces by id: nothing doubles.
        await b.records.importDump({ dump });
        const again = await b.records.dump();
        expect(again).toEqual(dump);
      }));
  });
}
