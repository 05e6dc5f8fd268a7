import { describe, expect, it } from 'vitest';
import { sniffImage, sniffVideo } from './upload';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** An ISO-BMFF file start: a 24-byte ftyp box with the given major brand. */
const ftyp = (brand: string, size = 24) => bytes([0, 0, 0, size], 'ftyp', brand, [0, 0, 2, 0], 'isomiso2', [0, 0, 0, 8], 'free');

/** An EBML header naming a DocType (a WebM file when it is "webm"). */
const ebml = (docType: string) =>
  bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f], [0x42, 0x86, 0x81, 0x01], [0x42, 0xf7, 0x81, 0x01], [0x42, 0x82, 0x80 | docType.length], docType, [0x42, 0x87, 0x81, 0x04]);

describe('sniffVideo: a video is judged by its first bytes', () => {
  it.each(['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash'])('takes an MP4 with brand %s', (brand) => {
    expect(sniffVideo(ftyp(brand))).toBe('mp4');
  });

  it('takes a WebM (EBML with DocType webm)', () => {
    expect(sniffVideo(ebml('webm'))).toBe('webm');
  });

  it('refuses images in the same container (AVIF, HEIC), QuickTime and other Matroska files', () => {
    expect(sniffVideo(ftyp('avif'))).toBeNull();
    expect(sniffVideo(ftyp('heic'))).toBeNull();
    expect(sniffVideo(ftyp('qt  '))).toBeNull();
    expect(sniffVideo(ebml('matroska'))).toBeNull();
    // AVIF stays an image for the photo pipeline.
    expect(sniffImage(ftyp('avif'))).toBe('avif');
  });

  it('refuses a file whose name or claimed type says video but whose bytes do not', () => {
    expect(sniffVideo(bytes('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffVideo(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBeNull();
    expect(sniffVideo(new Uint8Array())).toBeNull();
    // A truncated or absurd ftyp box.
    expect(sniffVideo(bytes([0, 0, 0, 24], 'ftyp'))).toBeNull();
    expect(sniffVideo(ftyp('isom', 8))).toBeNull();
    expect(sniffVideo(ebml('web'))).toBeNull();
    // An EBML header without a DocType size marker.
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f], [0x42, 0x82, 0x04], 'webm'))).toBeNull();
  });
});
