/** Stored-file metadata (docs/product.md §3), as every backend reports it. */
export type MediaItem = {
  bucket: string;
  fullPath: string;
  name: string;
  size: number;
  contentType: string;
  timeCreated: string;
  updated: string;
  md5Hash: string;
  customMetadata: Record<string, string>;
  /** A URL a browser and next/image can load. */
  url: string;
  width: number | null;
  height: number | null;
};

export const MEDIA_FOLDERS = { gallery: 'adminGallery', puppies: 'puppies', studs: 'studs', parents: 'parents' } as const;
const HERO_IMAGE_PATH = 'hero-image.jpg';

/** Turns a user's file name into a safe stem: letters, digits, dashes; never empty. */
export function safeStem(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  const stem = base
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/_+/g, '_')
    .replace(/-+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return stem || 'image';
}

/** Storage paths of docs/product.md §7. */
export const mediaPaths = {
  puppy: (fileName: string, ext: string, now = Date.now()) => `${MEDIA_FOLDERS.puppies}/${now}_${safeStem(fileName)}.${ext}`,
  stud: (fileName: string, ext: string, now = Date.now()) => `${MEDIA_FOLDERS.studs}/${now}_${safeStem(fileName)}.${ext}`,
  gallery: (fileName: string, ext: string, now = Date.now()) => `${MEDIA_FOLDERS.gallery}/${safeStem(fileName)}_${now}.${ext}`,
  hero: () => HERO_IMAGE_PATH,
  /** A parent's card photo (docs/litters.md), named like the puppies' and studs'. */
  parent: (fileName: string, ext: string, now = Date.now()) => `${MEDIA_FOLDERS.parents}/${now}_${safeStem(fileName)}.${ext}`,
};

/**
 * Validates a storage path taken from a URL: relative, no `..`, no NUL, no backslashes,
 * only safe characters. Returns null when the path must not be served.
 */
export function sanitizeMediaPath(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > 4) return null;
  for (const s of segments) {
    if (!s || s === '.' || s === '..' || s.includes('\0') || s.includes('/') || s.includes('\\')) return null;
    if (!/^[\w.-]+$/.test(s) || s.startsWith('.')) return null;
  }
  return segments.join('/');
}
