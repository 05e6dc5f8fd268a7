import { z } from 'zod';
import { AppError } from './errors';
import { singleLine } from './fields';
import { safeStem } from './media';

/**
 * Media sets (docs/media-sets.md): each puppy, litter and parent has an ordered
 * list of photos and short videos. The first photo is the cover; the owner record's card image
 * (`imageUrl`) is kept equal to it. The pure rules here run inside both adapters' transactions.
 */

export const MEDIA_OWNER_KINDS = ['puppy', 'litter', 'parent'] as const;
export type MediaOwnerKind = (typeof MEDIA_OWNER_KINDS)[number];
export type MediaOwner = { kind: MediaOwnerKind; id: string };

const MEDIA_ITEM_TYPES = ['photo', 'video'] as const;
type MediaItemType = (typeof MEDIA_ITEM_TYPES)[number];

/** At most this many photos and videos in one set. */
export const MEDIA_SET_MAX_ITEMS = 60;
export const MEDIA_TEXT_MAX = 300;

type MediaPoster = { url: string; path: string; width: number | null; height: number | null };

export type MediaSetItem = {
  id: string;
  type: MediaItemType;
  /** What a browser loads (the MediaStore's URL) and the storage path behind it. */
  url: string;
  path: string;
  contentType: string;
  width: number | null;
  height: number | null;
  caption: string;
  alt: string;
  /** A video's poster frame (an image in the same folder); null for photos and videos without one. */
  poster: MediaPoster | null;
  createdAt: string;
};

export type NewMediaSetItem = Omit<MediaSetItem, 'id' | 'createdAt'>;

export type MediaSet = { owner: MediaOwner; items: MediaSetItem[]; updatedAt: string | null };

const ownerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown owner.');
export const mediaOwnerSchema = z.object({ kind: z.enum(MEDIA_OWNER_KINDS, 'Unknown owner.'), id: ownerId });
export const mediaItemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown photo or video.');
const mediaTextSchema = singleLine(MEDIA_TEXT_MAX).default('');
export const mediaLabelsSchema = z.object({ caption: mediaTextSchema, alt: mediaTextSchema });

const posterSchema = z.object({
  url: z.string().min(1).max(2048),
  path: z.string().min(1).max(512),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});

/** A stored item (import checks every one). */
const mediaSetItemSchema = z.object({
  id: mediaItemIdSchema,
  type: z.enum(MEDIA_ITEM_TYPES),
  url: z.string().min(1).max(2048),
  // '' for an adopted card image this site's store did not hand out (never deleted).
  path: z.string().max(512),
  contentType: z.string().min(1).max(100),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  caption: z.string().max(MEDIA_TEXT_MAX),
  alt: z.string().max(MEDIA_TEXT_MAX),
  poster: posterSchema.nullable(),
  createdAt: z.string().min(1),
});

export const mediaSetSchema = z.object({
  owner: mediaOwnerSchema,
  items: z.array(mediaSetItemSchema).max(MEDIA_SET_MAX_ITEMS),
  updatedAt: z.string().nullable(),
});

export const ownerKey = (o: MediaOwner) => `${o.kind}_${o.id}`;

/** The cache tag of one owner's gallery. */
export const mediaSetTag = (o: MediaOwner) => `media-set:${o.kind}:${o.id}`;

/** The cover: the first photo (videos never are), or null. */
export function coverOf(items: readonly MediaSetItem[]): MediaSetItem | null {
  return items.find((i) => i.type === 'photo') ?? null;
}

/** Storage folder of a set (beside docs/product.md §7's puppies/, studs/, adminGallery/). */
const mediaSetFolder = (o: MediaOwner) => `media/${o.kind}/${o.id}`;

export const mediaSetPaths = {
  file: (o: MediaOwner, fileName: string, ext: string, now = Date.now()) => `${mediaSetFolder(o)}/${now}_${safeStem(fileName)}.${ext}`,
  poster: (o: MediaOwner, fileName: string, ext: string, now = Date.now()) =>
    `${mediaSetFolder(o)}/${now}_${safeStem(fileName)}-poster.${ext}`,
};

/** Every storage path of an item (the file and its poster). */
export const itemPaths = (i: MediaSetItem): string[] => (i.poster ? [i.path, i.poster.path] : [i.path]);

function find(items: readonly MediaSetItem[], itemId: string): number {
  const at = items.findIndex((i) => i.id === itemId);
  if (at < 0) throw new AppError('not_found', 'That photo or video is no longer in this set.');
  return at;
}

/** The rules of each change, applied to the current items inside a transaction. */
export const mediaSetRules = {
  add(items: readonly MediaSetItem[], item: MediaSetItem): MediaSetItem[] {
    if (items.length >= MEDIA_SET_MAX_ITEMS) throw new AppError('invalid_input', `A set holds at most ${MEDIA_SET_MAX_ITEMS} photos and videos.`);
    return [...items, item];
  },
  label(items: readonly MediaSetItem[], itemId: string, labels: { caption: string; alt: string }): MediaSetItem[] {
    const at = find(items, itemId);
    return items.map((i, n) => (n === at ? { ...i, caption: labels.caption, alt: labels.alt } : i));
  },
  reorder(items: readonly MediaSetItem[], itemIds: readonly string[]): MediaSetItem[] {
    const byId = new Map(items.map((i) => [i.id, i]));
    if (itemIds.length !== items.length || new Set(itemIds).size !== itemIds.length || itemIds.some((id) => !byId.has(id))) {
      throw new AppError('invalid_input', 'The set changed meanwhile; reload the page and try again.');
    }
    return itemIds.map((id) => byId.get(id)!);
  },
  cover(items: readonly MediaSetItem[], itemId: string): MediaSetItem[] {
    const at = find(items, itemId);
    const item = items[at]!;
    if (item.type !== 'photo') throw new AppError('invalid_input', 'Only a photo can be the cover.');
    return [item, ...items.filter((_, n) => n !== at)];
  },
  remove(items: readonly MediaSetItem[], itemId: string): { items: MediaSetItem[]; removed: MediaSetItem } {
    const at = find(items, itemId);
    return { items: items.filter((_, n) => n !== at), removed: items[at]! };
  },
};

/** Items as stored (JSON or a Firestore array), each checked; malformed entries are dropped. */
export function parseStoredItems(raw: unknown): MediaSetItem[] {
  if (!Array.isArray(raw)) return [];
  const out: MediaSetItem[] = [];
  for (const r of raw) {
    const parsed = mediaSetItemSchema.safeParse(r);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}
