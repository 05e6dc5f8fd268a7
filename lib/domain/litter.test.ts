import { describe, expect, it } from 'vitest';
import { effectiveStage, isPastLitter, litterLifeSchema, litterTimeline, moveItem, reorderValues, storedLife, toLitter, toLitterLife } from './litter';
import { toPuppy } from './entry';
import { expectedDaisyDukeLife } from '@/test/factories';

const litterEntry = (raw: Record<string, unknown> = {}) => toPuppy('L1', { entryType: 'litter', name: 'Spring', damName: 'Daisy', studName: 'Duke', color: 'Red', ...raw });

describe('litter life', () => {
  it('derives an original-shape litter: expected with a date, planned without, names from the entry', () => {
    expect(toLitterLife(litterEntry({ expectedDate: '2027-01-01' }), null)).toEqual(expectedDaisyDukeLife('2027-01-01', 'Red'));
    expect(toLitterLife(litterEntry(), undefined).stage).toBe('planned');
    expect(toLitterLife(litterEntry(), 'garbage').stage).toBe('planned');
  });

  it('reads a stored life, ignoring values of the wrong kind', () => {
    const life = toLitterLife(litterEntry(), { stage: 'born', damParentId: 'd1', sireParentId: '', birthDate: '2027-01-02', males: 3, females: '2', deposit: 400, goHomeNotes: 5 });
    expect(life).toMatchObject({ stage: 'born', dam: { parentId: 'd1', name: 'Daisy' }, sire: { parentId: null, name: 'Duke' }, birthDate: '2027-01-02', males: 3, females: null, deposit: 400, goHomeNotes: '' });
    expect(toLitter(litterEntry(), null)).toMatchObject({ id: 'L1', entryType: 'litter', life: { stage: 'planned' } });
  });

  it('round-trips through the stored shape', () => {
    const input = litterLifeSchema.parse({ stage: 'ready', dam: { parentId: 'd1', name: 'Daisy' }, sire: { name: 'Duke' }, birthDate: '2027-01-02', goHomeDate: '2027-03-01', males: 2, females: 2, available: 1, priceMin: 2000, priceMax: 2500, deposit: 300, goHomeNotes: 'Crate trained' });
    const back = toLitterLife(litterEntry(), JSON.parse(JSON.stringify(storedLife(input))));
    expect(back).toMatchObject({ ...input, expectedDate: null, color: 'Red' });
  });

  it('refuses inconsistent input with messages on the field', () => {
    const bad = litterLifeSchema.safeParse({ stage: 'born', priceMin: 3000, priceMax: 2000, males: 1, females: 1, available: 3 });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['priceMax', 'The highest price cannot be below the lowest.'],
        ['available', 'More available than born.'],
        ['birthDate', 'Enter the birth date for a born litter.'],
      ]),
    );
    expect(litterLifeSchema.safeParse({ stage: 'hatched' }).success).toBe(false);
    expect(litterLifeSchema.safeParse({ stage: 'planned', males: -1 }).success).toBe(false);
    expect(litterLifeSchema.safeParse({ stage: 'planned', males: 1.5 }).success).toBe(false);
    expect(litterLifeSchema.safeParse({ stage: 'planned', birthDate: '2027-02-30' }).success).toBe(false);
    expect(litterLifeSchema.safeParse({ stage: 'planned', dam: { parentId: '../x', name: '' } }).success).toBe(false);
  });
});

describe('archive: all placed', () => {
  it('is all placed when every puppy is Adopted, whatever stage was saved; otherwise the saved stage', () => {
    expect(effectiveStage({ stage: 'ready' }, [{ status: 'Adopted' }, { status: 'Adopted' }])).toBe('placed');
    expect(effectiveStage({ stage: 'ready' }, [{ status: 'Adopted' }, { status: 'Reserved' }])).toBe('ready');
    expect(effectiveStage({ stage: 'born' }, [])).toBe('born');
    expect(effectiveStage({ stage: 'placed' }, [{ status: 'Available' }])).toBe('placed');
    expect(isPastLitter({ stage: 'expected' }, [{ status: 'Adopted' }])).toBe(true);
  });

  it('draws the timeline around the current stage, with the dates it knows', () => {
    const life = toLitterLife(litterEntry({ expectedDate: '2027-01-01' }), { stage: 'born', birthDate: '2027-01-03' });
    expect(litterTimeline(life).map((s) => [s.stage, s.state, s.date])).toEqual([
      ['planned', 'done', null],
      ['expected', 'done', '2027-01-01'],
      ['born', 'current', '2027-01-03'],
      ['ready', 'next', null],
      ['placed', 'next', null],
    ]);
    expect(litterTimeline(life, 'placed').at(-1)).toMatchObject({ label: 'All placed', state: 'current' });
  });
});

describe('order', () => {
  it('hands the entries their old slots in the new sequence, strictly increasing', () => {
    expect(reorderValues([30, 10, 20])).toEqual([10, 20, 30]);
    expect(reorderValues([100, 100, 100])).toEqual([100, 101, 102]);
    expect(reorderValues([5, 9999, 5])).toEqual([5, 6, 9999]);
    expect(reorderValues([])).toEqual([]);
  });

  it('moves one item, leaving out-of-range moves alone', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 3)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], -1, 0)).toEqual(['a', 'b', 'c']);
  });
});
