'use client';

import type { ExternalToast } from 'sonner';
import { wantToast } from '@/components/ui/toast-wanted';

type Toast = (typeof import('sonner'))['toast'];

let loading: Promise<Toast> | null = null;

function sonner(): Promise<Toast> {
  // The layout's AuthToaster loads sonner then at the latest (components/ui/toast-wanted.ts).
  if (loading === null) wantToast();
  loading ??= import('sonner').then(
    (m) => m.toast,
    (e: unknown) => {
      // A failed chunk load (offline for a moment) may succeed next time; the form's notice still shows.
      loading = null;
      throw e;
    },
  );
  return loading;
}

function later(show: (t: Toast) => unknown): void {
  void sonner()
    .then(show)
    .catch(() => undefined);
}

/**
 * sonner's `toast` for the account forms, loaded on first use instead of with the page (docs/scale.md,
 * first-load JS: sonner is 9.5 kB gzip of a 3.7 kB budget). The layout's AuthToaster loads the same
 * chunk as soon as someone starts using the page, so it is there by the time anyone submits. Calls
 * keep their order (they queue on one promise), and sonner shows toasts made before its Toaster
 * subscribed.
 */
export const toast = {
  success: (message: string, data?: ExternalToast) => later((t) => t.success(message, data)),
  error: (message: string, data?: ExternalToast) => later((t) => t.error(message, data)),
  dismiss: (id?: string | number) => later((t) => t.dismiss(id)),
};
