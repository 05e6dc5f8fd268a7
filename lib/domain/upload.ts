/** Upload rules shared by the browser (pre-checks, downscaling) and the server (the real check). */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MAX_SIDE = 2560;
export const UPLOAD_KINDS = ['gallery', 'puppy', 'stud', 'hero'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_MESSAGES = {
  notImage: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
  svg: 'SVG files cannot be uploaded; please use a JPEG, PNG or WebP image.',
  tooLarge: 'That file is larger than 15 MB.',
  empty: 'That file is empty.',
  unreadable: 'That image could not be read. Please try another file.',
} as const;

export type SniffedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

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
