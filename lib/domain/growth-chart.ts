import { formatWeight, type WeightUnit } from './growth';
import { groupDigits } from './format';

/**
 * Growth charts drawn on the server (docs/puppy-record.md): a pure function from weights to an SVG
 * string and the table shown beside it, so no chart library reaches a browser and the go-home
 * packet draws the same lines (growthChartModel) with pdf-lib. The SVG is an image with a title
 * and a description; the numbers themselves are in the table, which screen readers read.
 */

export type ChartSeries = { id: string; name: string; points: { at: string; grams: number }[] };

type ChartLine = { id: string; name: string; color: string; dashed: boolean; path: string; last: { x: number; y: number } | null };

export type ChartModel = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  lines: ChartLine[];
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
  /** Day by day: each series' last weight of that day, and the litter average when asked for. */
  table: { columns: string[]; rows: { day: string; cells: (string | null)[] }[] };
  empty: boolean;
};

/** Line colors with at least 3:1 contrast on white (WCAG 1.4.11); the average is black and dashed. */
const CHART_COLORS = ['#1f5fa8', '#b3401b', '#2e7d32', '#7b3fa0', '#8a6100', '#00707a', '#a3195b', '#4a5560'] as const;
const AVERAGE_LABEL = 'Litter average';

const W = 640;
const H = 300;
const PLOT = { left: 56, top: 16, right: 624, bottom: 252 };
const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const r1 = (n: number) => Math.round(n * 10) / 10;

/** A round step for about five grid lines up to `max` grams, in the owner's unit. */
function yStep(max: number, unit: WeightUnit): number {
  const base = unit === 'g' ? 1 : 453.59237 / 4; // quarter pounds
  const raw = max / 5 / base;
  const mag = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  return Math.max(1, unit === 'g' ? Math.max(nice, 50) : Math.max(Math.round(nice), 1)) * base;
}

/** Each series' last weight per day, by day (YYYY-MM-DD). */
function dailyOf(series: ChartSeries): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of [...series.points].sort((a, b) => a.at.localeCompare(b.at))) m.set(p.at.slice(0, 10), p.grams);
  return m;
}

export function growthChartModel({ series, unit, average, startDay }: { series: ChartSeries[]; unit: WeightUnit; average: boolean; startDay?: string | null }): ChartModel {
  const daily = series.map((s) => ({ s, d: dailyOf(s) }));
  const days = [...new Set(daily.flatMap((x) => [...x.d.keys()]))].sort();
  // The average of the puppies weighed that day, on days when at least two were.
  const avg = new Map<string, number>();
  if (average) {
    for (const day of days) {
      const vals = daily.map((x) => x.d.get(day)).filter((v): v is number => v !== undefined);
      if (vals.length >= 2) avg.set(day, Math.round(vals.reduce((a, b) => a + b, 0) / vals.length));
    }
  }
  const columns = [...series.map((s) => s.name), ...(avg.size ? [AVERAGE_LABEL] : [])];
  const table = {
    columns,
    rows: days.map((day) => ({
      day,
      cells: [...daily.map((x) => (x.d.has(day) ? formatWeight(x.d.get(day)!, unit) : null)), ...(avg.size ? [avg.has(day) ? formatWeight(avg.get(day)!, unit) : null] : [])],
    })),
  };
  const empty = days.length === 0;
  const first = startDay && days[0] && startDay < days[0] ? startDay : (days[0] ?? startDay ?? '1970-01-01');
  const x0 = dayNumber(first);
  const span = Math.max(7, (days.length ? dayNumber(days.at(-1)!) : x0) - x0);
  const maxG = Math.max(100, ...daily.flatMap((x) => [...x.d.values()]));
  const step = yStep(maxG, unit);
  const top = Math.ceil(maxG / step) * step;
  const sx = (day: string) => r1(PLOT.left + ((dayNumber(day) - x0) / span) * (PLOT.right - PLOT.left));
  const sy = (g: number) => r1(PLOT.bottom - (g / top) * (PLOT.bottom - PLOT.top));

  const lineOf = (id: string, name: string, color: string, dashed: boolean, d: Map<string, number>): ChartLine => {
    const pts = [...d.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, g]) => ({ x: sx(day), y: sy(g) }));
    return { id, name, color, dashed, path: pts.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(''), last: pts.at(-1) ?? null };
  };
  const lines = daily.map((x, i) => lineOf(x.s.id, x.s.name, CHART_COLORS[i % CHART_COLORS.length]!, false, x.d));
  if (avg.size) lines.push(lineOf('average', AVERAGE_LABEL, '#111111', true, avg));

  const yTicks: ChartModel['yTicks'] = [];
  for (let g = 0; g <= top + 0.5; g += step) yTicks.push({ y: sy(g), label: unit === 'g' ? `${groupDigits(Math.round(g))} g` : formatWeight(g, 'oz').replace(/ 0 oz$/, '') });
  const weeks = Math.ceil(span / 7);
  const every = weeks > 10 ? 2 : 1;
  const xTicks: ChartModel['xTicks'] = [];
  for (let w = 0; w <= weeks; w += every) xTicks.push({ x: r1(PLOT.left + ((w * 7) / span) * (PLOT.right - PLOT.left)), label: startDay ? `Wk ${w}` : `Day ${w * 7}` });
  return { width: W, height: H, plot: PLOT, lines, yTicks: yTicks.filter((t) => t.y >= PLOT.top - 0.5), xTicks: xTicks.filter((t) => t.x <= PLOT.right + 0.5), table, empty };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The chart as an SVG string: role="img" named by its title and described by its description;
 * `idPrefix` keeps several charts on one page apart. Every number is also in the model's table.
 */
export function growthChartSvg(model: ChartModel, { title, description, idPrefix }: { title: string; description: string; idPrefix: string }): string {
  const { plot } = model;
  const t = `${idPrefix}-title`;
  const d = `${idPrefix}-desc`;
  const grid = model.yTicks
    .map((k) => `<line x1="${plot.left}" y1="${k.y}" x2="${plot.right}" y2="${k.y}"/><text x="${plot.left - 6}" y="${k.y + 4}" text-anchor="end">${esc(k.label)}</text>`)
    .join('');
  const xs = model.xTicks.map((k) => `<text x="${k.x}" y="${plot.bottom + 18}" text-anchor="middle">${esc(k.label)}</text>`).join('');
  const lines = model.lines
    .filter((l) => l.path)
    .map((l) => `<path d="${l.path}" stroke="${l.color}"${l.dashed ? ' stroke-dasharray="6 4" stroke-width="3"' : ''}/>`)
    .join('');
  // A legend in rows of four under the plot.
  const legend = model.lines
    .map((l, i) => {
      const x = plot.left + (i % 4) * 142;
      const y = plot.bottom + 36 + Math.floor(i / 4) * 16;
      return `<line x1="${x}" y1="${y - 4}" x2="${x + 18}" y2="${y - 4}" stroke="${l.color}" stroke-width="3"${l.dashed ? ' stroke-dasharray="6 4"' : ''}/><text x="${x + 24}" y="${y}">${esc(l.name.slice(0, 20))}</text>`;
    })
    .join('');
  const height = model.height + Math.max(0, Math.ceil(model.lines.length / 4) - 1) * 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${model.width} ${height}" role="img" aria-labelledby="${t} ${d}" font-family="system-ui,sans-serif" font-size="11" fill="#222">` +
    `<title id="${t}">${esc(title)}</title><desc id="${d}">${esc(description)}</desc>` +
    `<g stroke="#ccc" stroke-width="1">${grid}</g>` +
    `<line x1="${plot.left}" y1="${plot.bottom}" x2="${plot.right}" y2="${plot.bottom}" stroke="#555"/>${xs}` +
    `<g fill="none" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">${lines}</g>${legend}</svg>`
  );
}

/** One sentence for the chart's description: who is drawn, over which days. */
export function describeChart(model: ChartModel): string {
  if (model.empty) return 'No weights recorded yet.';
  const first = model.table.rows[0]!.day;
  const last = model.table.rows.at(-1)!.day;
  return `Weights of ${model.table.columns.join(', ')} from ${first} to ${last}; the table beside the chart lists every value.`;
}
