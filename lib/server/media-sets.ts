import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { getBackend, type Backend } from '@/lib/backend';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { AppError } from '@/lib/domain/errors';
import { MEDIA_FOLDERS } from '@/lib/domain/media';
import {
  coverOf,
  itemPaths,
  mediaOwnerSchema,
  mediaSetPaths,
  mediaSetTag,
  type MediaOwner,
  type MediaSet,
  type MediaSetItem,
  type NewMediaSetItem,
} from '@/lib/domain/media-set';
import { TAGS } from '@/lib/domain/tags';
import { sniffImage, sniffVideo, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES, VIDEO_MESSAGES, VIDEO_TYPES } from '@/lib/domain/upload';
import { processImage } from './images';
import { uploadBatch } from './stored-image';

/**
 * Media sets on the server (docs/media-sets.md): uploads into a set, the owner's card image kept
 * equal to the cover, cache tags, deletion with the files, and the public cached read. Callers
 * check the role first (the upload route and the admin actions do).
 */

/** Parses an owner from untrusted input; `invalid_input` with a clear message otherwise. */
function parseOwner(input: unknown): MediaOwner {
  const parsed = mediaOwnerSchema.safeParse(input);
  if (!parsed.success) throw new AppError('invalid_input', 'Unknown puppy, litter or parent.');
  return parsed.data;
}

type OwnerRecord = { name: string; imageUrl: string | null };

/** The owner's record (a puppy or litter entry of the right type, or a parent), or null. */
export async function ownerRecord(backend: Backend, owner: MediaOwner): Promise<OwnerRecord | null> {
  if (owner.kind === 'parent') return backend.parents.get({ id: owner.id });
  const entry = await backend.puppies.get({ id: owner.id });
  return entry && entry.entryType === owner.kind ? entry : null;
}

async function requireOwner(backend: Backend, owner: MediaOwner): Promise<OwnerRecord> {
  const record = await ownerRecord(backend, owner);
  if (!record) throw new AppError('not_found', 'That puppy, litter or parent no longer exists.');
  return record;
}

/** Tags of the pages that show the owner's card image. */
function ownerTags(owner: MediaOwner): string[] {
  return owner.kind === 'parent' ? [TAGS.parents] : [TAGS.puppies];
}

/**
 * Writes the cover's URL into the owner record's card image when it differs, then revalidates the
 * gallery and (when the card image changed) the owner's listing pages.
 */
export async function syncCover(backend: Backend, owner: MediaOwner, set: MediaSet): Promise<void> {
  const record = await ownerRecord(backend, owner);
  const cover = coverOf(set.items)?.url ?? null;
  let changed = false;
  if (record && record.imageUrl !== cover) {
    if (owner.kind === 'parent') await backend.parents.setImage({ id: owner.id, imageUrl: cover });
    else await backend.puppies.setImage({ id: owner.id, imageUrl: cover });
    changed = true;
  }
  revalidateTag(mediaSetTag(owner));
  if (changed) for (const tag of ownerTags(owner)) revalidateTag(tag);
}

/** Files this site stored for an owner (media sets, the older card-image folders): never the gallery or hero. */
function ownedPath(path: string): boolean {
  return [`media/`, `${MEDIA_FOLDERS.puppies}/`, `${MEDIA_FOLDERS.parents}/`].some((p) => path.startsWith(p));
}

export async function deleteItemFiles(backend: Backend, items: readonly MediaSetItem[]): Promise<void> {
  for (const path of items.flatMap(itemPaths)) {
    if (!path || !ownedPath(path)) continue;
    try {
      await backend.media.delete({ path });
    } catch (e) {
      console.warn(`[media-sets] could not delete ${path}:`, e);
    }
  }
}

/**
 * Deletes an owner's set and all its files. Call it when a puppy, litter or parent is deleted;
 * returns the deleted items (the caller may skip deleting the card image: it was one of them).
 */
export async function deleteMediaSetOf(owner: MediaOwner): Promise<MediaSetItem[]> {
  const backend = await getBackend();
  const items = await backend.mediaSets.deleteSet({ owner });
  await deleteItemFiles(backend, items);
  if (items.length > 0) revalidateTag(mediaSetTag(owner));
  return items;
}

/**
 * The first upload into an empty set adopts the owner's current card image (made before media
 * sets existed) as its first photo, so the card does not lose it.
 */
async function adoptCardImage(backend: Backend, owner: MediaOwner, record: OwnerRecord): Promise<void> {
  if (!record.imageUrl) return;
  const current = await backend.mediaSets.get({ owner });
  if (current.items.length > 0) return;
  await backend.mediaSets.addItem({ owner, item: await photoItemFor(backend, record.imageUrl) });
}

/** A set item for an image that is already stored (or a foreign URL, path ''), with its size when known. */
async function photoItemFor(backend: Backend, url: string): Promise<NewMediaSetItem> {
  const path = backend.media.pathFromUrl(url) ?? '';
  let width: number | null = null;
  let height: number | null = null;
  let contentType = 'image/webp';
  if (path) {
    const slash = path.lastIndexOf('/');
    const stored = (await backend.media.list({ folder: slash < 0 ? '' : path.slice(0, slash) })).find((m) => m.fullPath === path);
    if (stored) ({ width, height, contentType } = stored);
  }
  return { type: 'photo', url, path, contentType, width, height, caption: '', alt: '', poster: null };
}

/**
 * After the owner's own edit form saved a card image (Admin › Puppies' Edit, a parent's form): when
 * the owner has a media set, the set decides. A newly uploaded image joins the set as its cover;
 * removing the image in the form keeps the cover. Returns whether the previous image is still used
 * by the set (then the caller must not delete its file).
 */
export async function afterOwnerImageSaved(owner: MediaOwner, previous: string | null, saved: string | null): Promise<{ previousInSet: boolean }> {
  const backend = await getBackend();
  let set = await backend.mediaSets.get({ owner });
  if (set.items.length === 0) return { previousInSet: false };
  if (saved && saved !== previous && !set.items.some((i) => i.url === saved)) {
    set = await backend.mediaSets.addItem({ owner, item: await photoItemFor(backend, saved) });
    set = await backend.mediaSets.setCover({ owner, itemId: set.items[set.items.length - 1]!.id });
  }
  await syncCover(backend, owner, set);
  return { previousInSet: !!previous && set.items.some((i) => i.url === previous) };
}

type UploadedMedia = { owner: unknown; file: File; poster: File | null };

/**
 * One upload into a set: a photo takes the upload pipeline (content check, sharp re-encode to WebP);
 * a video is checked by content (MP4/WebM) and size (50 MB) and stored as sent, with its poster
 * (an image, re-encoded) when given. Files stored before a failure are deleted again.
 */
export async function addUploadedMedia(input: UploadedMedia): Promise<{ set: MediaSet; item: MediaSetItem }> {
  const owner = parseOwner(input.owner);
  const backend = await getBackend();
  const record = await requireOwner(backend, owner);
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  if (bytes.byteLength === 0) throw new AppError('invalid_input', UPLOAD_MESSAGES.empty);
  const name = input.file.name.slice(0, 200);
  const upload = uploadBatch(backend.media, name);
  const put = upload.put;
  try {
    let item: NewMediaSetItem;
    const video = sniffVideo(bytes);
    if (video) {
      if (bytes.byteLength > VIDEO_MAX_BYTES) throw new AppError('invalid_input', VIDEO_MESSAGES.tooLarge);
      let poster: MediaSetItem['poster'] = null;
      if (input.poster && input.poster.size > 0) {
        const image = await processImage(new Uint8Array(await input.poster.arrayBuffer()));
        const p = await put(mediaSetPaths.poster(owner, name, image.ext), image.bytes, image.contentType, {
          width: String(image.width),
          height: String(image.height),
        });
        poster = { url: p.url, path: p.fullPath, width: image.width, height: image.height };
      }
      const v = await put(mediaSetPaths.file(owner, name, video), bytes, VIDEO_TYPES[video], {});
      item = { type: 'video', url: v.url, path: v.fullPath, contentType: VIDEO_TYPES[video], width: poster?.width ?? null, height: poster?.height ?? null, caption: '', alt: '', poster };
    } else {
      if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new AppError('invalid_input', UPLOAD_MESSAGES.tooLarge);
      if (!sniffImage(bytes)) throw new AppError('invalid_input', `${UPLOAD_MESSAGES.notImage} ${VIDEO_MESSAGES.notVideo}`);
      const image = await processImage(bytes);
      const p = await put(mediaSetPaths.file(owner, name, image.ext), image.bytes, image.contentType, {
        width: String(image.width),
        height: String(image.height),
      });
      item = { type: 'photo', url: p.url, path: p.fullPath, contentType: image.contentType, width: image.width, height: image.height, caption: '', alt: '', poster: null };
    }
    await adoptCardImage(backend, owner, record);
    const set = await backend.mediaSets.addItem({ owner, item });
    await syncCover(backend, owner, set);
    return { set, item: set.items[set.items.length - 1]! };
  } catch (e) {
    await upload.discard();
    throw e;
  }
}

const MAX_AGE = cacheMaxAgeSeconds();

/**
 * The public read behind <MediaSetGallery>: one set, cached in the shared cache and tagged with the
 * owner's tag (every change revalidates it). Only what a page shows: no storage paths.
 */
type PublicMediaItem = Pick<MediaSetItem, 'id' | 'type' | 'url' | 'contentType' | 'width' | 'height' | 'caption' | 'alt'> & {
  poster: { url: string; width: number | null; height: number | null } | null;
};

export async function getPublicMediaSet(owner: MediaOwner): Promise<PublicMediaItem[]> {
  const read = unstable_cache(
    async (): Promise<PublicMediaItem[]> => {
      const set = await (await getBackend()).mediaSets.get({ owner });
      return set.items.map((i) => ({
        id: i.id,
        type: i.type,
        url: i.url,
        contentType: i.contentType,
        width: i.width,
        height: i.height,
        caption: i.caption,
        alt: i.alt,
        poster: i.poster ? { url: i.poster.url, width: i.poster.width, height: i.poster.height } : null,
      }));
    },
    ['media-set', owner.kind, owner.id],
    { tags: [mediaSetTag(owner), TAGS.mediaSets], revalidate: MAX_AGE },
  );
  return read();
}
