'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { TIMINGS } from '@/lib/domain/site';

const NEEDED = 'app:toast-needed';

/**
 * A toaster for public pages that costs nothing until a toast is shown: sonner is loaded on
 * first use, and because the outlet lives in the layout, a toast outlives a redirect
 * (the /book notice stays its full 3 s on /studs).
 */
export function ToastOutlet() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    const load = () => void import('sonner').then((m) => setToaster(() => m.Toaster));
    window.addEventListener(NEEDED, load, { once: true });
    return () => window.removeEventListener(NEEDED, load);
  }, []);
  return Toaster ? <Toaster position="top-center" duration={TIMINGS.toast} /> : null;
}

/** Shows a toast through the layout's outlet (loads sonner the first time). */
export async function showToast(kind: 'success' | 'error' | 'warning' | 'info', message: string, id?: string): Promise<void> {
  window.dispatchEvent(new Event(NEEDED));
  const { toast } = await import('sonner');
  // Let the outlet mount its Toaster first: sonner delivers only toasts made after it subscribes.
  await new Promise((r) => setTimeout(r, 60));
  toast[kind](message, id ? { id } : undefined);
}
