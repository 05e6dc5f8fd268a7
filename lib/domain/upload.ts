/** Upload rules shared by the browser (pre-checks, downscaling) and the server (the real check). */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_SIDE = 2560;
/** `media`: a photo or video of a media set (docs/media-sets.md), sent with ownerKind and ownerId. */
/** `journal`: a photo or video of a litter journal post (lib/server/journal.ts), sent with litterId. */
export const UPLOAD_KINDS = ['gallery', 'puppy', 'stud', 'hero', 'parent', 'media', 'journal'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_MESSAGES = {
  notImage: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
  svg: 'SVG files cannot be uploaded; please use a JPEG, PNG or WebP image.',
  tooLarge: 'That file is larger than 15 MB.',
  empty: 'That file is empty.',
  unreadable: 'That image could not be read. Please try another file.',
} as const;

type SniffedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** Judges a file by its first bytes, never by its name or the browser's claimed type. */
export function sniffImage(bytes: Uint8Array): SniffedType | 'svg' | null {
  const b = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'jpeg';
  if (b(0) === 0x89 && ascii(1, 4) === 'PNG' && b(4) === 0x0d && b(5) === 0x0a) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(4, 8) === 'ftyp' && /^(avif|avis)$/.test(ascii(8, 12))) return 'avif';
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return null;
}

/** Media-set videos (docs/media-sets.md): MP4 or WebM, at most 50 MB, judged by content, stored as sent. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_TYPES = { mp4: 'video/mp4', webm: 'video/webm' } as const;
type SniffedVideo = keyof typeof VIDEO_TYPES;

export const VIDEO_MESSAGES = {
  notVideo: 'Only MP4 or WebM videos can be uploaded.',
  tooLarge: 'That video is larger than 50 MB. Trim it or lower its resolution, then try again.',
} as const;

/** ISO-BMFF brands of MP4 video files (not the image brands avif/heic/mif1, not QuickTime). */
const MP4_BRANDS = /^(isom|iso[2-9]|mp41|mp42|mp71|avc1|dash|M4V |M4VH|M4VP|mmp4|MSNV|f4v )$/;

/**
 * Judges a video by its first bytes: an MP4 starts with an `ftyp` box naming a video brand; a WebM
 * with an EBML header (1A 45 DF A3) whose DocType element (42 82) says `webm` (other Matroska files
 * are refused: browsers do not play them).
 */
export function sniffVideo(bytes: Uint8Array): SniffedVideo | null {
  const b = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const boxSize = ((b(0) << 24) | (b(1) << 16) | (b(2) << 8) | b(3)) >>> 0;
    return boxSize >= 16 && boxSize <= 4096 && MP4_BRANDS.test(ascii(8, 12)) ? 'mp4' : null;
  }
  if (b(0) === 0x1a && b(1) === 0x45 && b(2) === 0xdf && b(3) === 0xa3) {
    const head = bytes.subarray(0, Math.min(bytes.length, 64));
    for (let i = 4; i + 3 < head.length; i++) {
      if (head[i] !== 0x42 || head[i + 1] !== 0x82) continue;
      // DocType: a one-byte size (0x80 | n), then n ASCII bytes.
      if ((head[i + 2]! & 0x80) === 0) return null;
      const size = head[i + 2]! & 0x7f;
      return ascii(i + 3, i + 3 + size) === 'webm' ? 'webm' : null;
    }
  }
  return null;
}
