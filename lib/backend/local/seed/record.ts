import type { WeightInput } from '@/lib/domain/growth';
import type { Backend } from '../../types';

const DAY = 86_400_000;
const day = (offset: number, now: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);

/** The demo puppies born 38 days before the site starts (content.ts: Bella × Finn). */
const DEMO_PUPPIES = ['Honey', 'Cooper', 'Willow'] as const;

/**
 * A born litter with its record (docs/puppy-record.md), so a new site shows the growth chart, the
 * schedule's due dates and the go-home packet at once: the Bella × Finn puppies of the demo content
 * in a litter entry kept hidden from the public pages (the owner shows it when ready), born 38 days
 * ago, with a morning weight every day since, the first two dewormings given, and Honey's microchip.
 * Returns how many litter entries it added (0 when the demo puppies are not there).
 */
export async function writeDemoRecord(backend: Backend, now: number): Promise<number> {
  const all = await backend.puppies.listAll();
  const pups = DEMO_PUPPIES.map((name) => all.find((p) => p.entryType === 'puppy' && p.name === name)).filter((p) => p !== undefined);
  if (pups.length !== DEMO_PUPPIES.length) return 0;
  const birth = day(-38, now);
  const litter = await backend.puppies.create({
    input: {
      entryType: 'litter',
      name: 'Bella × Finn litter',
      description: 'Born this season; their weights and health record are kept on the litter page in Admin.',
      imageUrl: pups[0]!.imageUrl,
      order: 23,
      status: 'Reserved',
      price: null,
      sex: null,
      color: 'Golden to Light Cream',
      dob: null,
      availableDate: null,
      damName: 'Bella',
      studName: 'Finn',
      expectedDate: null,
      public: false,
    },
  });
  const life = (await backend.litters.get({ id: litter.id }))!.life;
  await backend.litters.update({ id: litter.id, input: { ...life, stage: 'born', birthDate: birth, males: 1, females: 2 } });
  for (const p of pups) await backend.litters.assign({ puppyId: p.id, litterId: litter.id });
  // Birth weights about 400 g, gaining 45-60 g a day with a little noise; Cooper is the small one.
  const start = [420, 370, 405];
  const gain = [58, 44, 55];
  for (let d = 0; d <= 38; d++) {
    const entries: WeightInput[] = pups.map((p, i) => ({ puppyId: p.id, litterId: litter.id, grams: Math.round(start[i]! + d * gain[i]! + ((d * 7 + i * 5) % 9) - 4), at: `${day(d - 38, now)}T07:30` }));
    await backend.records.addWeights({ entries });
  }
  for (const p of pups) {
    for (const [n, age] of [14, 28].entries()) {
      await backend.records.addHealth({ input: { puppyId: p.id, litterId: litter.id, kind: 'deworming', what: `Deworming ${n + 1}`, product: 'Pyrantel pamoate', lot: `PY-${2400 + n}`, date: day(age - 38, now), givenBy: 'Kennel', note: '' } });
    }
  }
  await backend.records.setIdentity({
    puppyId: pups[0]!.id,
    input: { microchip: '985112000000001', registrationBody: 'AKC', registrationNumber: '', registrationStatus: 'applied', collarColor: 'Pink', goHomeDate: day(18, now), goHomeGrams: null, checklist: ['chip'] },
  });
  return 1;
}
