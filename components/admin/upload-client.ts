'use client';

import { UPLOAD_MAX_BYTES, UPLOAD_MAX_SIDE, UPLOAD_MESSAGES, type UploadKind } from '@/lib/domain/upload';

export type UploadResult = { url: string; path: string; name: string; width: number; height: number };

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
/** For <input type="file" accept=…>: images only (the server checks content again). */
export const IMAGE_ACCEPT = ACCEPTED.join(',');

/** A quick check before sending; the server judges the bytes anyway. */
export function precheck(file: File): string | null {
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) return UPLOAD_MESSAGES.svg;
  if (file.type && !ACCEPTED.includes(file.type)) return UPLOAD_MESSAGES.notImage;
  return null;
}

/**
 * Very large photos are scaled down in the browser first (longest side 2560 px, JPEG), so phones
 * on slow connections send a few hundred kB instead of 12 MB. Small files go as they are.
 */
export async function downscale(file: File): Promise<File> {
  if (file.type === 'image/gif' || file.size < 1.5 * 1024 * 1024) return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= UPLOAD_MAX_BYTES) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    return blob ? new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' }) : file;
  } catch {
    // The browser could not decode it; let the server give the real verdict.
    return file;
  }
}

/**
 * Sends one file to /api/admin/uploads with progress (0–1). Rejects with the server's message.
 * `extra` adds form fields (a media set's ownerKind, ownerId and a video's poster).
 */
export function uploadImage<R extends UploadResult = UploadResult>(
  file: File,
  kind: UploadKind,
  onProgress?: (fraction: number) => void,
  extra: Record<string, string | Blob> = {},
): Promise<R> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The kind in the query lets the route allow a media set's larger bodies (videos) before parsing.
    xhr.open('POST', kind === 'media' ? '/api/admin/uploads?kind=media' : '/api/admin/uploads');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.response as (R & { error?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) {
        onProgress?.(1);
        resolve(body);
      } else reject(new Error(body?.error ?? `Upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted. Check your connection and try again.'));
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file);
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    xhr.send(form);
  });
}
