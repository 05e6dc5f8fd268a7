/**
 * Bench fixture: a database with 1,000 public entries (puppies and litters), no demo content.
 * Run before `next build` so the static /puppies page is built from it:
 *   npx tsx --conditions=react-server tools/bench/fixture.ts <dataDir> [count]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLocalBackend } from '../../lib/backend/local/index';
import { mediaPaths } from '../../lib/domain/media';
import type { PuppyInput } from '../../lib/domain/puppy';

const dataDir = process.argv[2];
const count = Number(process.argv[3] ?? 1000);
if (!dataDir) {
  console.error('usage: fixture.ts <dataDir> [count]');
  process.exit(2);
}

const NAMES = ['Sunny', 'Maple', 'Biscuit', 'Honey', 'Cooper', 'Willow', 'Bentley', 'Daisy', 'Murphy', 'Clover', 'Tucker', 'Penny', 'Rusty', 'Hazel', 'Ginger', 'Scout', 'Ollie', 'Luna', 'Bailey', 'Marley', 'Rosie', 'Finn', 'Archie', 'Goldie', 'Nala', 'Teddy', 'Waffles', 'Pumpkin', 'Aspen', 'Juniper'];
const COLORS = ['Light Golden', 'Golden', 'Dark Golden', 'Red', 'Cream', 'Light Cream', 'English Cream'];
const DAMS = ['Rosie', 'Bella', 'Goldie', 'Sadie', 'Molly', 'Ruby', 'Lucy'];
const STUDS = ['Duke', 'Finn', 'Bear', 'Archie', 'Cody', 'Jasper'];
const STATUSES = ['Available', 'Available', 'Available', 'Reserved', 'Hold', 'Adopted'] as const;
const WORDS = ['playful', 'calm', 'curious', 'gentle', 'bold', 'cuddly', 'smart', 'loyal', 'sweet', 'athletic', 'quiet', 'happy'];

// Deterministic pseudo-random numbers, so every bench run measures the same data.
let seed = 20250915;
function rand(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
function pick<T>(list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}
const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

async function main() {
  fs.rmSync(dataDir!, { recursive: true, force: true });
  const backend = await createLocalBackend({
    dataDir: path.resolve(dataDir!),
    demo: false,
    adminEmail: 'bench@example.test',
    adminPassword: 'bench-password-123',
  });
  try {
    // Real photos, so the cards render next/image as they do on a live site.
    const imagesDir = path.join(process.cwd(), 'lib', 'backend', 'local', 'seed', 'images');
    const photos: string[] = [];
    for (const file of fs.readdirSync(imagesDir).filter((f) => /^(puppy|litter)-\d+\.webp$/.test(f)).sort()) {
      const stored = await backend.media.put({
        path: mediaPaths.puppy(file, 'webp'),
        bytes: fs.readFileSync(path.join(imagesDir, file)),
        contentType: 'image/webp',
      });
      photos.push(stored.url);
    }

    for (let i = 0; i < count; i++) {
      const litter = i % 8 === 7;
      const name = litter ? `${pick(DAMS)} × ${pick(STUDS)} litter ${i}` : `${pick(NAMES)} ${i}`;
      const description = `A ${pick(WORDS)} and ${pick(WORDS)} ${litter ? 'litter' : 'puppy'} raised with our family in Albion, NY.`;
      const priced = rand() < 0.7;
      const input: PuppyInput = litter
        ? {
            entryType: 'litter',
            name,
            description,
            imageUrl: rand() < 0.9 ? pick(photos) : null,
            order: Math.floor(rand() * 2000),
            status: rand() < 0.8 ? 'Available' : 'Reserved',
            price: null,
            sex: null,
            color: `${pick(COLORS)} to ${pick(COLORS)}`,
            dob: null,
            availableDate: null,
            damName: pick(DAMS),
            studName: pick(STUDS),
            expectedDate: rand() < 0.9 ? isoDay(Math.floor(rand() * 300)) : null,
            public: true,
          }
        : {
            entryType: 'puppy',
            name,
            description,
            imageUrl: rand() < 0.9 ? pick(photos) : null,
            order: rand() < 0.1 ? 9999 : Math.floor(rand() * 2000),
            status: pick(STATUSES),
            price: priced ? 2500 + Math.floor(rand() * 20) * 100 : null,
            sex: rand() < 0.5 ? 'Male' : 'Female',
            color: pick(COLORS),
            dob: rand() < 0.95 ? isoDay(-Math.floor(rand() * 200)) : null,
            availableDate: isoDay(Math.floor(rand() * 60) - 20),
            damName: pick(DAMS),
            studName: pick(STUDS),
            expectedDate: null,
            public: true,
          };
      await backend.puppies.create({ input });
    }
    const listed = await backend.puppies.listPublic();
    console.log(`fixture: ${listed.length} public entries in ${path.resolve(dataDir!)}`);
  } finally {
    backend.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
