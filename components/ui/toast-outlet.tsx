'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { TIMINGS } from '@/lib/domain/site';
import { BELOW_HEADER } from './toast-offset';
import { TOAST_WANTED, toastWanted, wantToast } from './toast-wanted';

// Shared by the outlet and showToast: toasts wait until the Toaster listens.
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

/** Runs after the Toaster's own effects (siblings' effects run in order), i.e. once it listens. */
function ReadySignal() {
  useEffect(() => markReady(), []);
  return null;
}

/**
 * A toaster for public pages that costs nothing until a toast is shown: sonner is loaded on
 * first use, and because the outlet lives in the layout, a toast outlives a redirect
 * (the /book notice stays its full 3 s on /studs).
 */
export function ToastOutlet() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    const load = () => void import('sonner').then((m) => setToaster(() => m.Toaster));
    if (toastWanted()) {
      load();
      return;
    }
    window.addEventListener(TOAST_WANTED, load, { once: true });
    return () => window.removeEventListener(TOAST_WANTED, load);
  }, []);
  return Toaster ? (
    <>
      <Toaster position="top-center" duration={TIMINGS.toast} offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} />
      <ReadySignal />
    </>
  ) : null;
}

/**
 * Shows a toast through the layout's outlet (loads sonner the first time). Resolves once the toast
 * is on the page: sonner adds it in a timer of its own after `toast()`, so the promise waits one
 * timer more. A caller that counts from "the toast shows" (the /book redirect's 1.5 s) then counts
 * from the moment it does, even when a busy page runs that timer late.
 */
export async function showToast(kind: 'success' | 'error' | 'warning' | 'info', message: string, id?: string): Promise<void> {
  wantToast();
  const [{ toast }] = await Promise.all([import('sonner'), ready]);
  toast[kind](message, id ? { id } : undefined);
  await new Promise<void>((resolve) => window.setTimeout(resolve, 0));
}
