import 'server-only';
import sharp from 'sharp';
import { AppError } from '@/lib/domain/errors';
import { sniffImage, UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, UPLOAD_MESSAGES } from '@/lib/domain/upload';

export type ProcessedImage = { bytes: Uint8Array; contentType: string; ext: string; width: number; height: number };

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
