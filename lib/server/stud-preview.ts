import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Backend } from '@/lib/backend';

/**
 * A 24-pixel-wide, blurred WebP as a data URL. Anonymous visitors get only this, so the real
 * photo (and its URL) never reaches their browser; CSS merely scales it up.
 */
export async function studPreview(backend: Backend, imageUrl: string | null): Promise<string | null> {
  if (!imageUrl) return null;
  try {
    const bytes = await readImage(backend, imageUrl);
    if (!bytes) return null;
    const out = await sharp(bytes).resize({ width: 24 }).blur(1.2).webp({ quality: 40 }).toBuffer();
    return `data:image/webp;base64,${out.toString('base64')}`;
  } catch (e) {
    console.warn('[studs] could not make a preview for', imageUrl, e);
    return null;
  }
}

/**
 * The preview of a stud's photo as /studs shows it: the one stored for that photo, else made now
 * and stored, so each photo is read and resized once (docs/scale.md), not on every regeneration. Studs
 * saved before previews were stored get theirs here, on the first render that needs it.
 */
export async function storedStudPreview(backend: Backend, stud: { id: string; imageUrl: string | null }, stored: string | null): Promise<string | null> {
  if (!stud.imageUrl) return null;
  if (stored) return stored;
  return rememberStudPreview(backend, { id: stud.id, imageUrl: stud.imageUrl });
}

/**
 * Makes the preview of the photo a stud was just saved with and stores it beside the record (the
 * admin's create and edit actions). A failure only logs: /studs makes it on its next render.
 */
export async function rememberStudPreview(backend: Backend, stud: { id: string; imageUrl: string }): Promise<string | null> {
  const preview = await studPreview(backend, stud.imageUrl);
  if (preview) {
    await backend.studs.setPreview({ id: stud.id, imageUrl: stud.imageUrl, preview }).catch((e: unknown) => console.warn('[studs] could not store the preview of', stud.id, e));
  }
  return preview;
}

async function readImage(backend: Backend, url: string): Promise<Uint8Array | null> {
  const stored = backend.media.pathFromUrl(url);
  if (stored) return (await backend.media.read({ path: stored }))?.bytes ?? null;
  // A file shipped in public/ (e.g. an image path typed in by hand).
  if (url.startsWith('/') && !url.includes('..')) {
    return fs.readFile(path.join(process.cwd(), 'public', url.split(/[?#]/)[0]!)).catch(() => null);
  }
  return null;
}
