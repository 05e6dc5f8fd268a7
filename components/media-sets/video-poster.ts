'use client';

import { VIDEO_MAX_BYTES, VIDEO_MESSAGES } from '@/lib/domain/upload';

/** For <input accept=…>: photos and the two video formats (the server checks content again). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,video/mp4,video/webm';

export const isVideoFile = (f: File) => f.type === 'video/mp4' || f.type === 'video/webm' || /\.(mp4|m4v|webm)$/i.test(f.name);

/** A quick check of a video before sending; the server judges the bytes anyway. */
export function precheckVideo(file: File): string | null {
  if (file.size > VIDEO_MAX_BYTES) return VIDEO_MESSAGES.tooLarge;
  if (file.type && file.type !== 'video/mp4' && file.type !== 'video/webm') return VIDEO_MESSAGES.notVideo;
  return null;
}

/**
 * A poster frame captured in the browser: the video is loaded from a blob: URL (muted, never shown),
 * moved to about a second in (or 10 % of a short clip), drawn on a <canvas> and saved as JPEG.
 * Resolves to null when this browser cannot decode the video (the owner may give a poster image).
 */
export function capturePoster(file: File, timeoutMs = 8000): Promise<File | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let done = false;
    const finish = (result: File | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(result);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.onerror = () => finish(null);
    video.onloadedmetadata = () => {
      const d = Number.isFinite(video.duration) ? video.duration : 0;
      video.currentTime = d > 0 ? Math.min(1, d * 0.1) : 0;
    };
    video.onseeked = () => {
      const w = video.videoWidth;
      const h = video.videoHeight;
      if (!w || !h) return finish(null);
      const scale = Math.min(1, 1920 / Math.max(w, h));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(w * scale);
      canvas.height = Math.round(h * scale);
      try {
        canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
        canvas.toBlob(
          (blob) => finish(blob ? new File([blob], file.name.replace(/\.[^.]*$/, '') + '-poster.jpg', { type: 'image/jpeg' }) : null),
          'image/jpeg',
          0.85,
        );
      } catch {
        finish(null);
      }
    };
    video.src = url;
  });
}
