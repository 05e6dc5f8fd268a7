import { describe, expect, it } from 'vitest';
import { downloadUrl, pathFromUrl, storagePath } from './storage-paths';

const prod = { bucket: 'albion-goldens.firebasestorage.app' };
const emu = { bucket: 'demo-breeder.appspot.com', emulatorHost: '127.0.0.1:9199' };
const token = '0f8c7e2a-1b2c-4d5e-8f90-123456789abc';

describe('storage paths and URLs', () => {
  it('builds Firebase download URLs with the path as one encoded segment', () => {
    expect(downloadUrl(prod, 'adminGallery/meadow_1.webp', token)).toBe(
      `https://firebasestorage.googleapis.com/v0/b/albion-goldens.firebasestorage.app/o/adminGallery%2Fmeadow_1.webp?alt=media&token=${token}`,
    );
    expect(downloadUrl(emu, 'hero-image.jpg', token)).toBe(`http://127.0.0.1:9199/v0/b/demo-breeder.appspot.com/o/hero-image.jpg?alt=media&token=${token}`);
  });

  it('turns its own URLs back into paths, in production and emulator form', () => {
    for (const [loc, path] of [
      [prod, 'adminGallery/meadow_1.webp'],
      [prod, 'puppies/1767225600000_sunny.webp'],
      [emu, 'studs/1767225600000_duke.webp'],
      [emu, 'hero-image.jpg'],
    ] as const) {
      expect(pathFromUrl(loc, downloadUrl(loc, path, token))).toBe(path);
    }
    expect(pathFromUrl(prod, 'https://storage.googleapis.com/albion-goldens.firebasestorage.app/adminGallery/a_1.webp')).toBe('adminGallery/a_1.webp');
  });

  it('answers null for foreign URLs, other buckets and other hosts', () => {
    for (const url of [
      'https://elsewhere.example/x.png',
      '/media/adminGallery/a.webp',
      'not a url',
      'https://firebasestorage.googleapis.com/v0/b/other-bucket/o/adminGallery%2Fa.webp?alt=media',
      'https://storage.googleapis.com/other-bucket/adminGallery/a.webp',
      'http://firebasestorage.googleapis.com/v0/b/albion-goldens.firebasestorage.app/o/a.webp',
      // The emulator form is only ours when the emulator is configured.
      'http://127.0.0.1:9199/v0/b/albion-goldens.firebasestorage.app/o/a.webp',
      // A raw slash instead of an encoded one is not a Firebase object URL.
      'https://firebasestorage.googleapis.com/v0/b/albion-goldens.firebasestorage.app/o/adminGallery/a.webp',
    ]) {
      expect(pathFromUrl(prod, url)).toBeNull();
    }
  });

  it('refuses traversal and unsafe paths', () => {
    expect(pathFromUrl(prod, 'https://firebasestorage.googleapis.com/v0/b/albion-goldens.firebasestorage.app/o/..%2F..%2Fetc%2Fpasswd?alt=media')).toBeNull();
    expect(pathFromUrl(prod, 'https://firebasestorage.googleapis.com/v0/b/albion-goldens.firebasestorage.app/o/adminGallery%2F%2E%2E%2Fx?alt=media')).toBeNull();
    expect(pathFromUrl(prod, 'https://firebasestorage.googleapis.com/v0/b/albion-goldens.firebasestorage.app/o/%E0%A4%A?alt=media')).toBeNull();
    expect(pathFromUrl(prod, 'https://storage.googleapis.com/albion-goldens.firebasestorage.app/adminGallery/%2e%2e/%2e%2e/x')).toBeNull();
    expect(pathFromUrl(prod, 'https://storage.googleapis.com/albion-goldens.firebasestorage.app/a%5Cb.png')).toBeNull();
    expect(storagePath('../escape.png')).toBeNull();
    expect(storagePath('/abs.png')).toBeNull();
    expect(storagePath('a//b.png')).toBeNull();
    expect(storagePath('adminGallery/.hidden')).toBeNull();
    expect(storagePath('adminGallery/ok_1.png')).toBe('adminGallery/ok_1.png');
  });
});
