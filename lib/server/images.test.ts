import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isAppError } from '@/lib/domain/errors';
import { UPLOAD_MESSAGES } from '@/lib/domain/upload';
import { processImage } from './images';

const jpegWithExif = () =>
  sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c8902e' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .toBuffer();

describe('processImage', () => {
  it('re-encodes to WebP, applies EXIF orientation, strips metadata and caps the longest side', async () => {
    const out = await processImage(new Uint8Array(await jpegWithExif()));
    expect(out.contentType).toBe('image/webp');
    const meta = await sharp(out.bytes).metadata();
    // Orientation 6 rotates 90°: 3000×1000 becomes 1000×3000, then capped to 2560 on the long side.
    expect([meta.width, meta.height]).toEqual([853, 2560]);
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(out.bytes).includes('secret-gps-owner')).toBe(false);
  });

  it('makes JPEG for the hero image', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#00000000' } }).png().toBuffer();
    const out = await processImage(new Uint8Array(png), { as: 'jpeg' });
    expect(out.contentType).toBe('image/jpeg');
    expect((await sharp(out.bytes).metadata()).format).toBe('jpeg');
  });

  it.each([
    ['a text file renamed .jpg', new TextEncoder().encode('hello, not an image'), UPLOAD_MESSAGES.notImage],
    ['an SVG', new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'), UPLOAD_MESSAGES.svg],
    ['an empty file', new Uint8Array(0), UPLOAD_MESSAGES.empty],
    ['a 20 MB file', new Uint8Array(20 * 1024 * 1024), UPLOAD_MESSAGES.tooLarge],
    ['a truncated JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a]), UPLOAD_MESSAGES.unreadable],
  ])('refuses %s with a clear message', async (_name, bytes, message) => {
    await expect(processImage(bytes)).rejects.toSatisfy((e) => isAppError(e, 'invalid_input') && (e as Error).message === message);
  });
});
