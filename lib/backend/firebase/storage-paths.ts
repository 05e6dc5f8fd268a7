import { sanitizeMediaPath } from '@/lib/domain/media';

/**
 * Cloud Storage paths and the URLs handed to browsers and next/image, as pure functions.
 * A file's URL is a Firebase download URL: the object path is one URL-encoded segment and a
 * download token (kept in the object's metadata `firebaseStorageDownloadTokens`) lets anyone with
 * the link read it, whatever the bucket's IAM. With the Storage emulator the same URL points at it.
 */
export type StorageLocation = {
  bucket: string;
  /** STORAGE_EMULATOR_HOST (host:port) when the emulator is used. */
  emulatorHost?: string | null;
};

const FIREBASE_STORAGE_HOST = 'firebasestorage.googleapis.com';
const GCS_PUBLIC_HOST = 'storage.googleapis.com';

/** A safe storage path (see sanitizeMediaPath): relative, no `..`, safe characters; else null. */
export function storagePath(path: string): string | null {
  if (typeof path !== 'string' || path === '') return null;
  return sanitizeMediaPath(path.split('/'));
}

export function downloadUrl(loc: StorageLocation, path: string, token: string): string {
  const base = loc.emulatorHost ? `http://${loc.emulatorHost}` : `https://${FIREBASE_STORAGE_HOST}`;
  return `${base}/v0/b/${encodeURIComponent(loc.bucket)}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}

function decode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * The storage path behind a URL of this bucket: a Firebase download URL (production or emulator)
 * or the public `https://storage.googleapis.com/<bucket>/<path>` form. Null for anything else,
 * another bucket, or a path that is not safe.
 */
export function pathFromUrl(loc: StorageLocation, url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const firebaseHost =
    (u.protocol === 'https:' && u.host === FIREBASE_STORAGE_HOST) ||
    (!!loc.emulatorHost && (u.protocol === 'http:' || u.protocol === 'https:') && u.host === loc.emulatorHost);
  if (firebaseHost) {
    const m = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(u.pathname);
    if (!m || decode(m[1]!) !== loc.bucket) return null;
    const path = decode(m[2]!);
    return path === null ? null : storagePath(path);
  }
  if (u.protocol === 'https:' && u.host === GCS_PUBLIC_HOST) {
    const prefix = `/${loc.bucket}/`;
    if (!u.pathname.startsWith(prefix)) return null;
    const segments = u.pathname.slice(prefix.length).split('/').map(decode);
    if (segments.some((s) => s === null)) return null;
    return sanitizeMediaPath(segments as string[]);
  }
  return null;
}
