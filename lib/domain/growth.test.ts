import { describe, expect, it } from 'vitest';
import { formatWeight, parseWeight, weightFlags, type WeightEntry } from './growth';
import { describeChart, growthChartModel, growthChartSvg, type ChartSeries } from './growth-chart';

const w = (puppyId: string, at: string, grams: number, n = 0): WeightEntry => ({ id: `${puppyId}${at}${n}`, puppyId, litterId: 'l', grams, at, createdAt: `2026-01-01T00:00:0${n}Z` });

describe('weights as typed', () => {
  it('reads grams and ounces/pounds, refuses anything else', () => {
    expect(parseWeight('850', 'g')).toBe(850);
    expect(parseWeight('1,250 g', 'g')).toBe(1250);
    expect(parseWeight('30', 'oz')).toBe(850);
    expect(parseWeight('2 lb 3 oz', 'oz')).toBe(992);
    expect(parseWeight('1.5lb', 'oz')).toBe(680);
    for (const bad of ['', 'abc', '-3', '0', '99999999', '1e3', '2 kg']) expect(parseWeight(bad, 'g')).toBeNull();
    expect(parseWeight('lb oz', 'oz')).toBeNull();
  });
  it('formats in the owner unit', () => {
    expect(formatWeight(1250, 'g')).toBe('1,250 g');
    expect(formatWeight(850, 'oz')).toBe('1 lb 14 oz');
    expect(formatWeight(400, 'oz')).toBe('14.1 oz');
    expect(formatWeight(992, 'oz')).toBe('2 lb 3 oz');
  });
});

describe('weight flags', () => {
  it('flags a puppy that lost weight since its last entry', () => {
    const flags = weightFlags(['a', 'b'], [w('a', '2026-03-01T08:00', 900), w('a', '2026-03-02T08:00', 880), w('b', '2026-03-01T08:00', 900), w('b', '2026-03-02T08:00', 950)]);
    expect(flags.get('a')).toMatchObject({ lost: true, underAverage: false });
    expect(flags.get('b')).toMatchObject({ lost: false, underAverage: false });
  });
  it('flags a puppy more than 10 % under the litter average of the latest day, not one 9 % under', () => {
    // Average of 1000, 1000, 1000, 850 = 962.5: 850 is 11.7 % under; 880 of (1000*3+880)/4 = 970 is 9.3 % under.
    const day = '2026-03-05T08:00';
    const under = weightFlags(['a', 'b', 'c', 'd'], [w('a', day, 1000), w('b', day, 1000), w('c', day, 1000), w('d', day, 850)]);
    expect(under.get('d')?.underAverage).toBe(true);
    expect(under.get('a')?.underAverage).toBe(false);
    const near = weightFlags(['a', 'b', 'c', 'd'], [w('a', day, 1000), w('b', day, 1000), w('c', day, 1000), w('d', day, 880)]);
    expect(near.get('d')?.underAverage).toBe(false);
  });
  it('a puppy with no weights has no flags; one alone has no average', () => {
    const flags = weightFlags(['a', 'b'], [w('a', '2026-03-01T08:00', 900)]);
    expect(flags.get('b')).toMatchObject({ latest: null, lost: false, underAverage: false });
    expect(flags.get('a')?.fromAverage).toBeNull();
  });
});

function litter(puppies: number, days: number): ChartSeries[] {
  return Array.from({ length: puppies }, (_, p) => ({
    id: `p${p}`,
    name: `Puppy ${p + 1} (collar)`,
    points: Array.from({ length: days }, (_, d) => ({ at: `${new Date(Date.UTC(2026, 2, 1 + d)).toISOString().slice(0, 10)}T08:00`, grams: 450 + d * 60 + p * 17 })),
  }));
}

describe('growth chart', () => {
  it('draws one line per puppy plus the litter average, with a table of every value', () => {
    const model = growthChartModel({ series: litter(3, 3), unit: 'g', average: true, startDay: '2026-03-01' });
    expect(model.lines.map((l) => l.name)).toEqual(['Puppy 1 (collar)', 'Puppy 2 (collar)', 'Puppy 3 (collar)', 'Litter average']);
    expect(model.lines.at(-1)?.dashed).toBe(true);
    expect(model.table.columns.at(-1)).toBe('Litter average');
    expect(model.table.rows).toHaveLength(3);
    expect(model.table.rows[0]!.cells).toEqual(['450 g', '467 g', '484 g', '467 g']);
    const svg = growthChartSvg(model, { title: 'Growth of the litter', description: describeChart(model), idPrefix: 'c1' });
    expect(svg).toMatch(/^<svg[^>]+role="img"[^>]+aria-labelledby="c1-title c1-desc"/);
    expect(svg).toContain('<title id="c1-title">Growth of the litter</title>');
    expect(svg.match(/<path /g)).toHaveLength(4);
    // Every point lies inside the plot.
    for (const l of model.lines) for (const [, x, y] of l.path.matchAll(/[ML]([\d.]+) ([\d.]+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(model.plot.left);
      expect(Number(x)).toBeLessThanOrEqual(model.plot.right);
      expect(Number(y)).toBeGreaterThanOrEqual(model.plot.top);
      expect(Number(y)).toBeLessThanOrEqual(model.plot.bottom);
    }
  });
  it('escapes names', () => {
    const model = growthChartModel({ series: [{ id: 'x', name: '<b>&"', points: [{ at: '2026-03-01T08:00', grams: 500 }] }], unit: 'oz', average: false });
    const svg = growthChartSvg(model, { title: 'T', description: 'D', idPrefix: 'x' });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&amp;&quot;');
  });
  it('stays under 15 kB for 8 puppies with 8 weeks of daily weights', () => {
    const model = growthChartModel({ series: litter(8, 56), unit: 'g', average: true, startDay: '2026-03-01' });
    const svg = growthChartSvg(model, { title: 'Growth', description: describeChart(model), idPrefix: 'big' });
    expect(new TextEncoder().encode(svg).length).toBeLessThanOrEqual(15_000);
  });
  it('says so when there is nothing to draw', () => {
    const model = growthChartModel({ series: [{ id: 'a', name: 'A', points: [] }], unit: 'g', average: true });
    expect(model.empty).toBe(true);
    expect(describeChart(model)).toBe('No weights recorded yet.');
  });
});
