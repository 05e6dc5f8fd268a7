import 'server-only';
import { randomBytes } from 'node:crypto';
import { revalidateTag, unstable_cache } from 'next/cache';
import { getBackend, type Backend } from '@/lib/backend';
import { cacheMaxAgeSeconds } from '@/lib/cache/constants';
import { AppError } from '@/lib/domain/errors';
import { journalFolder, journalPath, journalTag, toPublicJournalPost, type JournalMedia, type PublicJournalPost } from '@/lib/domain/journal';
import { safeStem } from '@/lib/domain/media';
import { TAGS } from '@/lib/domain/tags';
import { sniffImage, sniffVideo, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, VIDEO_MAX_BYTES, VIDEO_MESSAGES, VIDEO_TYPES } from '@/lib/domain/upload';
import type { User } from '@/lib/domain/user';
import { processImage } from './images';
import { uploadBatch } from './stored-image';

/**
 * The litter journal on the server: the public cached read, who may read families-only posts,
 * uploads of a post's photos and videos, and deleting a post's files. Callers check the role
 * first (the admin actions, the upload route and the journal route handler do).
 */

const MAX_AGE = cacheMaxAgeSeconds();

/**
 * A litter's public posts, for its static page: cached in the shared cache, tagged with the litter's
 * journal tag and TAGS.journal. Families-only posts are filtered out by the store's query itself.
 */
export async function getPublicJournal(litterId: string): Promise<PublicJournalPost[]> {
  const read = unstable_cache(
    async () => (await (await getBackend()).journal.listByLitter({ litterId, publicOnly: true })).map(toPublicJournalPost),
    ['journal-public', litterId],
    { tags: [TAGS.journal, journalTag(litterId)], revalidate: MAX_AGE },
  );
  return read();
}

/** After a write: the litter's journal on every server (its page and the /litters cards that count posts, if any). */
export function revalidateJournal(litterId: string): void {
  revalidateTag(journalTag(litterId));
}

/**
 * The owner, or a family linked to the litter (directly or through one of its puppies) whose account
 * verified its email address (docs/security.md). Read from the store, never the token.
 */
export async function canReadFamilyPosts(backend: Backend, user: User, litterId: string): Promise<boolean> {
  if (user.role === 'admin') return true;
  if ((await backend.families.get({ litterId, userId: user.id })) === null) return false;
  return backend.emailVerifications.isVerified({ userId: user.id, email: user.email });
}

/** Files of a post that this site stored in the litter's journal folder (never anything else). */
function journalFilePaths(backend: Backend, litterId: string, media: readonly JournalMedia[]): string[] {
  const prefix = `${journalFolder(litterId)}/`;
  const paths = media.flatMap((m) => [m.url, m.posterUrl]).map((u) => (u ? backend.media.pathFromUrl(u) : null));
  return paths.filter((p): p is string => p !== null && p.startsWith(prefix));
}

/** True when every URL of the post's media is a file of this litter's journal folder. */
export function mediaBelongsToLitter(backend: Backend, litterId: string, media: readonly JournalMedia[]): boolean {
  const prefix = `${journalFolder(litterId)}/`;
  const ours = (u: string | null) => u === null || (backend.media.pathFromUrl(u)?.startsWith(prefix) ?? false);
  return media.every((m) => ours(m.url) && ours(m.posterUrl) && (m.kind === 'video' || m.posterUrl === null));
}

/** Deletes files of a post that are no longer used; failures are only logged (docs/product.md §8). */
export async function deleteJournalFiles(backend: Backend, litterId: string, media: readonly JournalMedia[], keep: readonly JournalMedia[] = []): Promise<void> {
  const kept = new Set(journalFilePaths(backend, litterId, keep));
  for (const path of journalFilePaths(backend, litterId, media)) {
    if (kept.has(path)) continue;
    try {
      await backend.media.delete({ path });
    } catch (e) {
      console.warn(`[journal] could not delete ${path}:`, e);
    }
  }
}

/**
 * One upload for a post: a photo takes the upload pipeline (content check, sharp re-encode to WebP);
 * a video (MP4/WebM, at most 50 MB) is checked by content and stored as sent, with its poster (an
 * image, re-encoded) when given. Returns the media item the post's form then saves. Files stored
 * before a failure are deleted again.
 */
export async function storeJournalUpload(input: { litterId: unknown; file: File; poster: File | null }): Promise<JournalMedia> {
  const litterId = typeof input.litterId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(input.litterId) ? input.litterId : null;
  if (!litterId) throw new AppError('invalid_input', 'Unknown litter.');
  const backend = await getBackend();
  if (!(await backend.litters.get({ id: litterId }))) throw new AppError('not_found', 'That litter no longer exists.');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  if (bytes.byteLength === 0) throw new AppError('invalid_input', UPLOAD_MESSAGES.empty);
  const name = input.file.name.slice(0, 200);
  const stem = safeStem(name);
  const random = randomBytes(9).toString('base64url');
  const upload = uploadBatch(backend.media, name);
  const put = upload.put;
  try {
    const video = sniffVideo(bytes);
    if (video) {
      if (bytes.byteLength > VIDEO_MAX_BYTES) throw new AppError('invalid_input', VIDEO_MESSAGES.tooLarge);
      let poster: { url: string; width: number; height: number } | null = null;
      if (input.poster && input.poster.size > 0) {
        const image = await processImage(new Uint8Array(await input.poster.arrayBuffer()));
        const p = await put(journalPath(litterId, `${stem}-poster`, image.ext, random), image.bytes, image.contentType, {
          width: String(image.width),
          height: String(image.height),
        });
        poster = { url: p.url, width: image.width, height: image.height };
      }
      const v = await put(journalPath(litterId, stem, video, random), bytes, VIDEO_TYPES[video], {});
      return { kind: 'video', url: v.url, alt: '', posterUrl: poster?.url ?? null, width: poster?.width ?? null, height: poster?.height ?? null };
    }
    if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new AppError('invalid_input', UPLOAD_MESSAGES.tooLarge);
    if (!sniffImage(bytes)) throw new AppError('invalid_input', `${UPLOAD_MESSAGES.notImage} ${VIDEO_MESSAGES.notVideo}`);
    const image = await processImage(bytes);
    const p = await put(journalPath(litterId, stem, image.ext, random), image.bytes, image.contentType, {
      width: String(image.width),
      height: String(image.height),
    });
    return { kind: 'photo', url: p.url, alt: '', posterUrl: null, width: image.width, height: image.height };
  } catch (e) {
    await upload.discard();
    throw e;
  }
}

/**
 * A litter was deleted: its posts and their files go, and so do its family links (the families
 * keep their accounts). Failures to delete a file are only logged.
 */
export async function deleteJournalOf(litterId: string): Promise<void> {
  const backend = await getBackend();
  const posts = await backend.journal.deleteByLitter({ litterId });
  for (const p of posts) await deleteJournalFiles(backend, litterId, p.media);
  for (const link of await backend.families.listByLitter({ litterId })) {
    await backend.families.unlink({ litterId, userId: link.userId }).catch(() => undefined);
  }
  revalidateJournal(litterId);
}
