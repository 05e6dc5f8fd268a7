/**
 * Bench fixture: a database with 1,000 public entries (puppies and litters) and, when asked, gallery
 * images; no demo content. Run before `next build` so the static pages are built from it:
 *   npx tsx --conditions=react-server tools/bench/fixture.ts <dataDir> [count] [galleryCount]
 * `fixtureEntries` is the same deterministic data for other backends (tools/bench/fixture-firebase.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { createLocalBackend } from '../../lib/backend/local/index';
import type { MediaStore } from '../../lib/backend/types';
import { MEDIA_FOLDERS, mediaPaths } from '../../lib/domain/media';
import type { PuppyInput } from '../../lib/domain/puppy';

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

/** The entries of the fixture, the same on every run (`photos`: image URLs to pick from). */
export function fixtureEntries(count: number, photos: readonly string[]): PuppyInput[] {
  seed = 20250915;
  const out: PuppyInput[] = [];
  for (let i = 0; i < count; i++) out.push(fixtureEntry(i, photos));
  return out;
}

function fixtureEntry(i: number, photos: readonly string[]): PuppyInput {
  const litter = i % 8 === 7;
  const name = litter ? `${pick(DAMS)} × ${pick(STUDS)} litter ${i}` : `${pick(NAMES)} ${i}`;
  const description = `A ${pick(WORDS)} and ${pick(WORDS)} ${litter ? 'litter' : 'puppy'} raised with our family in Albion, NY.`;
  const priced = rand() < 0.7;
  const image = () => (photos.length && rand() < 0.9 ? pick(photos) : null);
  return litter
    ? {
        entryType: 'litter',
        name,
        description,
        imageUrl: image(),
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
        imageUrl: image(),
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
}

/** The seed's puppy and litter photos, stored in `media`; their URLs. */
export async function storeFixturePhotos(media: MediaStore): Promise<string[]> {
  const imagesDir = path.join(process.cwd(), 'lib', 'backend', 'local', 'seed', 'images');
  const photos: string[] = [];
  for (const file of fs.readdirSync(imagesDir).filter((f) => /^(puppy|litter)-\d+\.webp$/.test(f)).sort()) {
    const stored = await media.put({ path: mediaPaths.puppy(file, 'webp'), bytes: fs.readFileSync(path.join(imagesDir, file)), contentType: 'image/webp' });
    photos.push(stored.url);
  }
  return photos;
}

/**
 * `count` gallery images: small real WebP files (a few hundred bytes, 4:3, each its own color),
 * with the width/height metadata uploads store, so pages lay them out as they do real photos.
 */
export async function storeGalleryImages(media: MediaStore, count: number): Promise<void> {
  const t0 = Date.UTC(2024, 0, 1);
  for (let i = 0; i < count; i++) {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 } } })
      .webp({ quality: 50 })
      .toBuffer();
    await media.put({
      path: mediaPaths.gallery(`bench-photo-${i}`, 'webp', t0 + i * 60_000),
      bytes: new Uint8Array(bytes),
      contentType: 'image/webp',
      customMetadata: { width: '1200', height: '900' },
    });
  }
}

async function main(dataDir: string, count: number, galleryCount: number) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const backend = await createLocalBackend({
    dataDir: path.resolve(dataDir),
    demo: false,
    adminEmail: 'bench@example.test',
    adminPassword: 'bench-password-123',
  });
  try {
    // Real photos, so the cards render next/image as they do on a live site.
    const photos = await storeFixturePhotos(backend.media);
    // SQLite in WAL mode: a 10,000-entry fixture takes seconds.
    const entries = fixtureEntries(count, photos);
    for (let i = 0; i < entries.length; i += 500) {
      await Promise.all(entries.slice(i, i + 500).map((input) => backend.puppies.create({ input })));
    }
    if (galleryCount > 0) await storeGalleryImages(backend.media, galleryCount);
    console.log(`fixture: ${galleryCount} gallery images (${MEDIA_FOLDERS.gallery})`);
    const listed = await backend.puppies.listPublic();
    console.log(`fixture: ${listed.length} public entries in ${path.resolve(dataDir)}`);
  } finally {
    backend.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [dataDir, count, gallery] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: fixture.ts <dataDir> [count] [galleryCount]');
    process.exit(2);
  }
  main(dataDir, Number(count ?? 1000), Number(gallery ?? 0)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
