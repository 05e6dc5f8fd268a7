import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mediaPaths } from '@/lib/domain/media';
import type { Backend } from '../../types';
import { SEED_BASIC_INFO, SEED_GALLERY, seedEntries, seedStuds } from './content';
import { writeDemoRecord } from './record';

/**
 * The demo content (content.ts and the artwork in images/) written through the port, so both
 * backends get the same site: the embedded one on first start (seedIfNew) and either one on request
 * (`npm run seed`, lib/transfer/seed.ts).
 */

const IMAGES_DIR = path.join(process.cwd(), 'lib', 'backend', 'local', 'seed', 'images');

export type DemoImage = { bytes: Buffer; meta: { width: string; height: string } };
export type DemoImages = Map<string, DemoImage>;

const galleryImage = (i: number) => `gallery-${String(i + 1).padStart(2, '0')}`;

async function imageFile(name: string): Promise<DemoImage> {
  const bytes = fs.readFileSync(path.join(IMAGES_DIR, `${name}.webp`));
  const meta = await sharp(bytes).metadata();
  return { bytes, meta: { width: String(meta.width ?? ''), height: String(meta.height ?? '') } };
}

/** Reads the artwork (and its sizes) up front, so a caller holding a lock keeps it short. */
export async function loadDemoImages(): Promise<DemoImages> {
  const names = [...seedEntries().map((e) => e.image), ...seedStuds().map((s) => s.image), ...SEED_GALLERY.map((_, i) => galleryImage(i))];
  return new Map(await Promise.all(names.map(async (name) => [name, await imageFile(name)] as const)));
}

export type DemoSummary = { puppies: number; studs: number; gallery: number };

/** Puppies and litters, studs, gallery photos and Basic Info; dates relative to `now`. */
export async function writeDemoContent(backend: Backend, images: DemoImages, now = Date.now()): Promise<DemoSummary> {
  const put = (file: string, image: string) => {
    const img = images.get(image)!;
    return backend.media.put({ path: file, bytes: img.bytes, contentType: 'image/webp', customMetadata: img.meta });
  };
  const entries = seedEntries(now);
  for (const { image, ...entry } of entries) {
    const stored = await put(mediaPaths.puppy(image, 'webp', now), image);
    await backend.puppies.create({ input: { ...entry, imageUrl: stored.url } });
  }
  const studs = seedStuds();
  for (const { image, ageDays, ...stud } of studs) {
    const stored = await put(mediaPaths.stud(image, 'webp', now), image);
    const dob = new Date(now - ageDays * 86_400_000).toISOString().slice(0, 10);
    await backend.studs.create({ input: { ...stud, dob, imageUrl: stored.url } });
  }
  for (const [i, name] of SEED_GALLERY.entries()) {
    await put(mediaPaths.gallery(name, 'webp', now + i), galleryImage(i));
  }
  await backend.settings.setBasicInfo({ input: SEED_BASIC_INFO });
  // A born litter with a few weeks of weights and a schedule (docs/puppy-record.md).
  const recordLitters = await writeDemoRecord(backend, now);
  return { puppies: entries.length + recordLitters, studs: studs.length, gallery: SEED_GALLERY.length };
}
