/**
 * `npx tsx --conditions=react-server tools/bench/bench-record.mts [--runs=20]`: the puppy record's
 * budgets (docs/puppy-record.md), measured, not asserted: the litter growth chart's SVG bytes for
 * 8 puppies × 8 weeks of daily weights (budget 15 kB), and the go-home packet's bytes (budget 1 MB)
 * and the time to make it (budget 1 s) for one of those puppies, with a photo, 8 treatments, a
 * family with payments. A fresh embedded backend in a temp folder; results printed and written to
 * bench-results/puppy-record.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const argv = process.argv.slice(2);
const RUNS = Number(argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 20);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-record-'));
process.env.DATA_DIR = dir;
process.env.NEXTAUTH_SECRET ??= 'bench-secret-that-is-long-enough-123';

const { createLocalBackend } = await import('@/lib/backend/local');
const { growthChartModel, growthChartSvg, describeChart } = await import('@/lib/domain/growth-chart');
const { buildPacket } = await import('@/lib/server/puppy-packet');
const { puppyInputSchema } = await import('@/lib/domain/puppy');

const b = await createLocalBackend({ dataDir: dir, seed: false });
const day0 = new Date(Date.UTC(2026, 0, 1));
const iso = (d: number) => new Date(day0.getTime() + d * 86_400_000).toISOString().slice(0, 10);
const litter = await b.puppies.create({ input: puppyInputSchema.parse({ entryType: 'litter', name: 'Bench litter', order: 1 }) });
await b.litters.update({ id: litter.id, input: { ...(await b.litters.get({ id: litter.id }))!.life, stage: 'born', birthDate: iso(0) } });
// A real photo: the demo artwork of a puppy.
const photo = fs.readFileSync(path.join('lib', 'backend', 'local', 'seed', 'images', 'puppy-01.webp'));
const stored = await b.media.put({ path: 'puppies/bench_photo.webp', bytes: photo, contentType: 'image/webp' });
const puppies = [];
for (let p = 0; p < 8; p++) {
  const pup = await b.puppies.create({ input: puppyInputSchema.parse({ entryType: 'puppy', name: `Puppy ${p + 1}`, order: p + 1, price: 3000, imageUrl: stored.url }) });
  await b.litters.assign({ puppyId: pup.id, litterId: litter.id });
  puppies.push(pup);
}
for (let d = 0; d < 56; d++) {
  await b.records.addWeights({ entries: puppies.map((p, i) => ({ puppyId: p.id, litterId: litter.id, grams: Math.round(420 + d * (55 + i * 3) + ((d * 7 + i * 13) % 17)), at: `${iso(d)}T07:30` })) });
}
const target = puppies[0]!;
for (const [i, what] of ['Deworming 1', 'Deworming 2', 'Deworming 3', 'DHPP', 'Vet check', 'Deworming 4', 'DHPP 2', 'Rabies'].entries()) {
  await b.records.addHealth({ input: { puppyId: target.id, litterId: litter.id, kind: what.startsWith('Deworm') ? 'deworming' : what === 'Vet check' ? 'vet_check' : 'vaccine', what, product: 'Product name', lot: `LOT${i}`, date: iso(14 + i * 7), givenBy: 'Dr. Bench', note: '' } });
}
await b.records.setIdentity({ puppyId: target.id, input: { microchip: '985112001234567', registrationBody: 'AKC', registrationNumber: 'SR-1', registrationStatus: 'applied', collarColor: 'Blue', goHomeDate: iso(56), goHomeGrams: 4200, checklist: ['chip', 'vaccines'] } });

const weights = await b.records.listWeights({ puppyIds: puppies.map((p) => p.id) });
const model = growthChartModel({ series: puppies.map((p) => ({ id: p.id, name: `${p.name} (Blue)`, points: weights.filter((w) => w.puppyId === p.id) })), unit: 'g', average: true, startDay: iso(0) });
const svg = growthChartSvg(model, { title: 'Growth of Bench litter', description: describeChart(model), idPrefix: 'bench' });
const svgBytes = Buffer.byteLength(svg);

const times: number[] = [];
let packetBytes = 0;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  const packet = await buildPacket(target.id, b);
  times.push(performance.now() - t);
  packetBytes = packet!.bytes.byteLength;
  if (i === 0 && !Buffer.from(packet!.bytes).includes('/Subtype /Image')) throw new Error('The packet has no photo.');
}
const first = times[0]!;
times.sort((x, y) => x - y);
const result = {
  chartSvgBytes: svgBytes,
  chartBudgetBytes: 15_000,
  packetBytes,
  packetBudgetBytes: 1_000_000,
  packetMs: { first: Math.round(first * 10) / 10, min: Math.round(times[0]! * 10) / 10, median: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10, max: Math.round(times.at(-1)! * 10) / 10 },
  packetBudgetMs: 1000,
  runs: RUNS,
};
console.log(JSON.stringify(result, null, 2));
fs.mkdirSync('bench-results', { recursive: true });
fs.writeFileSync('bench-results/puppy-record.json', `${JSON.stringify(result, null, 2)}\n`);
b.close();
fs.rmSync(dir, { recursive: true, force: true });
