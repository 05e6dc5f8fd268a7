import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mediaPaths } from '@/lib/domain/media';
import { studFacetOf } from '@/lib/domain/stud';
import type { Backend } from '../../types';
import { extraPhotoNames, SEED_BASIC_INFO, SEED_GALLERY, SEED_TESTIMONIALS, seedEntries, seedParents, seedStuds } from './content';
import { writeDemoRecord } from './record';

/**
 * The demo content (content.ts and the artwork in images/) written through the port, so both
 * backends get the same site: the embedded one on first start (seedIfNew) and either one on request
 * (`npm run seed`, lib/transfer/seed.ts).
 */

const IMAGES_DIR = path.join(process.cwd(), 'lib', 'backend', 'local', 'seed', 'images');

type DemoImage = { bytes: Buffer; meta: { width: string; height: string } };
export type DemoImages = Map<string, DemoImage>;

const galleryImage = (i: number) => `gallery-${String(i + 1).padStart(2, '0')}`;

async function imageFile(name: string): Promise<DemoImage> {
  const bytes = fs.readFileSync(path.join(IMAGES_DIR, `${name}.webp`));
  const meta = await sharp(bytes).metadata();
  return { bytes, meta: { width: String(meta.width ?? ''), height: String(meta.height ?? '') } };
}

/** Reads the artwork (and its sizes) up front, so a caller holding a lock keeps it short. */
export async function loadDemoImages(): Promise<DemoImages> {
  const entries = seedEntries();
  const names = [
    ...entries.map((e) => e.image),
    ...entries.flatMap((e) => extraPhotoNames(e.image)),
    ...seedStuds().map((s) => s.image),
    ...seedParents().flatMap((p) => (p.image ? [p.image] : [])),
    ...SEED_GALLERY.map((_, i) => galleryImage(i)),
  ];
  return new Map(await Promise.all(names.map(async (name) => [name, await imageFile(name)] as const)));
}

export type DemoSummary = { puppies: number; studs: number; gallery: number; parents: number; testimonials: number };

/**
 * Puppies and litters (each public puppy with three photos in its media set), studs, the dam and
 * sire with their clearances (linked from the Rosie × Duke litter), gallery photos, testimonials and
 * Basic Info; dates relative to `now`.
 */
export async function writeDemoContent(backend: Backend, images: DemoImages, now = Date.now()): Promise<DemoSummary> {
  const put = (file: string, image: string) => {
    const img = images.get(image)!;
    return backend.media.put({ path: file, bytes: img.bytes, contentType: 'image/webp', customMetadata: img.meta });
  };
  const photo = (stored: { url: string; fullPath: string }, image: string, alt: string) => {
    const meta = images.get(image)!.meta;
    return { type: 'photo' as const, url: stored.url, path: stored.fullPath, contentType: 'image/webp', width: Number(meta.width) || null, height: Number(meta.height) || null, caption: '', alt, poster: null };
  };
  const entries = seedEntries(now);
  for (const { image, ...entry } of entries) {
    const stored = await put(mediaPaths.puppy(image, 'webp', now), image);
    const made = await backend.puppies.create({ input: { ...entry, imageUrl: stored.url } });
    const extras = extraPhotoNames(image);
    if (extras.length === 0) continue;
    // The card photo leads the set (its cover, docs/media-sets.md), then the other photos.
    const owner = { kind: 'puppy' as const, id: made.id };
    await backend.mediaSets.addItem({ owner, item: photo(stored, image, `${entry.name}, photo 1`) });
    for (const [n, extra] of extras.entries()) {
      const more = await put(mediaPaths.puppy(extra, 'webp', now), extra);
      await backend.mediaSets.addItem({ owner, item: photo(more, extra, `${entry.name}, photo ${n + 2}`) });
    }
  }
  // One record per dog (docs/dogs.md): a stud a seed parent names is that parent with the stud facet.
  const studs = seedStuds();
  const parents = seedParents();
  const parentIds = new Map<string, string>();
  for (const { image, ageDays, ...stud } of studs) {
    const dob = new Date(now - ageDays * 86_400_000).toISOString().slice(0, 10);
    const parent = parents.find((p) => p.stud === stud.name);
    const photo = parent?.image ?? image;
    const stored = await put(parent ? mediaPaths.parent(photo, 'webp', now) : mediaPaths.stud(photo, 'webp', now), photo);
    if (!parent) {
      await backend.studs.create({ input: { ...stud, dob, imageUrl: stored.url } });
      continue;
    }
    const { image: _i, ageDays: _a, stud: _s, ...fields } = parent;
    const made = await backend.parents.create({ input: { ...fields, dob, imageUrl: stored.url, stud: studFacetOf(stud) } });
    parentIds.set(made.name, made.id);
  }
  for (const { image, ageDays, stud, ...parent } of parents) {
    if (stud) continue;
    const stored = image ? await put(mediaPaths.parent(image, 'webp', now), image) : null;
    const dob = new Date(now - ageDays * 86_400_000).toISOString().slice(0, 10);
    const made = await backend.parents.create({ input: { ...parent, dob, imageUrl: stored?.url ?? null, stud: null } });
    parentIds.set(made.name, made.id);
  }
  // The litters whose dam and sire have records name them (their pages link to the parents).
  for (const l of await backend.litters.list()) {
    const dam = parentIds.get(l.damName);
    const sire = parentIds.get(l.studName);
    if (!dam && !sire) continue;
    await backend.litters.update({ id: l.id, input: { ...l.life, dam: { parentId: dam ?? null, name: l.damName }, sire: { parentId: sire ?? null, name: l.studName } } });
  }
  for (const input of SEED_TESTIMONIALS) await backend.testimonials.create({ input });
  for (const [i, name] of SEED_GALLERY.entries()) {
    await put(mediaPaths.gallery(name, 'webp', now + i), galleryImage(i));
  }
  await backend.settings.setBasicInfo({ input: SEED_BASIC_INFO });
  // A born litter with a few weeks of weights and a schedule (docs/puppy-record.md).
  const recordLitters = await writeDemoRecord(backend, now);
  // A stud is a sire's record (docs/dogs.md): counted once, as a stud (as lib/transfer/content.ts counts).
  const others = parents.filter((p) => !p.stud).length;
  return { puppies: entries.length + recordLitters, studs: studs.length, gallery: SEED_GALLERY.length, parents: others, testimonials: SEED_TESTIMONIALS.length };
}
