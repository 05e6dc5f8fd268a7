import type { MediaStore } from '@/lib/backend/types';

type Media = Pick<MediaStore, 'pathFromUrl' | 'delete'>;

/**
 * Whether `url` is a file this store handed out inside `folder` (MEDIA_FOLDERS): a record's image
 * field may point only at its own kind's uploads, never at a gallery or hero file, nor elsewhere.
 */
export function isStoredIn(media: Pick<MediaStore, 'pathFromUrl'>, folder: string, url: string): boolean {
  const path = media.pathFromUrl(url);
  return path !== null && path.startsWith(`${folder}/`);
}

/**
 * After a record is deleted (or its image replaced), tries to delete the image it pointed at, only
 * when that file is one of `folder`'s uploads. A failure is only logged: the record's change already
 * happened, and an orphaned file harms nobody (docs/product.md §8).
 */
export async function deleteStoredImage(media: Media, folder: string, record: { name: string; imageUrl: string | null }, what: string): Promise<void> {
  if (!record.imageUrl) return;
  try {
    const path = media.pathFromUrl(record.imageUrl);
    if (path && path.startsWith(`${folder}/`)) await media.delete({ path });
  } catch (e) {
    console.warn(`[admin] could not delete the image of ${what} "${record.name}" (${record.imageUrl}):`, e);
  }
}

/**
 * The files of one upload (a photo, or a video and its poster), stored under the sender's file
 * name: `put` stores one, `discard` deletes every one stored so far (a later step failed, so none
 * of them is kept; a failed delete leaves only an orphan).
 */
export function uploadBatch(media: Pick<MediaStore, 'put' | 'delete'>, originalName: string) {
  const stored: string[] = [];
  return {
    async put(path: string, bytes: Uint8Array, contentType: string, meta: Record<string, string>) {
      const item = await media.put({ path, bytes, contentType, customMetadata: { ...meta, originalName } });
      stored.push(item.fullPath);
      return item;
    },
    async discard() {
      for (const path of stored) await media.delete({ path }).catch(() => undefined);
    },
  };
}
