import 'server-only';
import { revalidateTag } from 'next/cache';
import sharp from 'sharp';
import { getBackend } from '@/lib/backend';
import { AppError } from '@/lib/domain/errors';
import { mediaPaths } from '@/lib/domain/media';
import { TAGS } from '@/lib/domain/tags';
import { sniffImage, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, UPLOAD_MESSAGES, type UploadKind } from '@/lib/domain/upload';
import { warmImageAfterResponse } from './image-warm';

type ProcessedImage = { bytes: Uint8Array; contentType: string; ext: string; width: number; height: number };

/**
 * The one road for uploaded images: checked by content (JPEG, PNG, WebP, AVIF, GIF; SVG refused),
 * at most 15 MB, then re-encoded with sharp — EXIF orientation applied and all metadata stripped,
 * longest side at most 2560 px. Hero images become JPEG (stored as hero-image.jpg), the rest WebP.
 */
export async function processImage(input: Uint8Array, opts: { as?: 'webp' | 'jpeg' } = {}): Promise<ProcessedImage> {
  if (input.byteLength === 0) throw new AppError('invalid_input', UPLOAD_MESSAGES.empty);
  if (input.byteLength > UPLOAD_MAX_BYTES) throw new AppError('invalid_input', UPLOAD_MESSAGES.tooLarge);
  const kind = sniffImage(input);
  if (kind === 'svg') throw new AppError('invalid_input', UPLOAD_MESSAGES.svg);
  if (!kind) throw new AppError('invalid_input', UPLOAD_MESSAGES.notImage);
  const as = opts.as ?? 'webp';
  try {
    // limitInputPixels guards against decompression bombs; only the first frame of a GIF is kept.
    const pipeline = sharp(input, { limitInputPixels: 80_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (as === 'jpeg'
      ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true })
      : pipeline.webp({ quality: 82 })
    ).toBuffer({ resolveWithObject: true });
    return {
      bytes: new Uint8Array(data),
      contentType: as === 'jpeg' ? 'image/jpeg' : 'image/webp',
      ext: as === 'jpeg' ? 'jpg' : 'webp',
      width: info.width,
      height: info.height,
    };
  } catch (e) {
    throw new AppError('invalid_input', UPLOAD_MESSAGES.unreadable, { cause: e });
  }
}

/**
 * An image an admin uploads for the gallery, an entry, a stud, a parent or the hero: judged and
 * re-encoded (processImage), then stored in its folder. A gallery image shows in the gallery and a
 * hero image becomes the hero at once; the others' URLs are saved by their forms.
 */
export async function storeUploadedImage(
  kind: Exclude<UploadKind, 'media' | 'journal'>,
  file: File,
): Promise<{ url: string; path: string; name: string; width: number; height: number }> {
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError('invalid_input', UPLOAD_MESSAGES.tooLarge);
  const image = await processImage(new Uint8Array(await file.arrayBuffer()), { as: kind === 'hero' ? 'jpeg' : 'webp' });
  const path =
    kind === 'gallery'
      ? mediaPaths.gallery(file.name, image.ext)
      : kind === 'puppy'
        ? mediaPaths.puppy(file.name, image.ext)
        : kind === 'stud'
          ? mediaPaths.stud(file.name, image.ext)
          : kind === 'parent'
            ? mediaPaths.parent(file.name, image.ext)
            : mediaPaths.hero();
  const backend = await getBackend();
  const stored = await backend.media.put({
    path,
    bytes: image.bytes,
    contentType: image.contentType,
    customMetadata: { width: String(image.width), height: String(image.height), originalName: file.name.slice(0, 200) },
  });
  if (kind === 'gallery') revalidateTag(TAGS.gallery);
  if (kind === 'hero') {
    await backend.settings.setHeroImage({ url: stored.url });
    revalidateTag(TAGS.settings);
  }
  // The sizes visitors' screens ask for, made once the response is sent (docs/images.md).
  warmImageAfterResponse(stored.url, kind);
  return { url: stored.url, path: stored.fullPath, name: stored.name, width: image.width, height: image.height };
}
