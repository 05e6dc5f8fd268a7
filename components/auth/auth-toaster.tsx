'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { BELOW_HEADER } from '@/components/ui/toast-offset';
import toastStyles from '@/components/ui/toast.module.css';
import { TIMINGS } from '@/lib/domain/site';
import { TOAST_WANTED, toastWanted } from '@/components/ui/toast-wanted';

/** What shows someone starting to use an account page: sonner is loaded then, well before a submit. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The account pages' toaster, loaded on first use instead of with the page (docs/scale.md,
 * first-load JS): when someone first touches, types in or tabs into the page, or when a form asks
 * for a toast, whichever comes first. A visitor who only reads the page never loads sonner (35 kB).
 * Next gives a client component shared by several layouts (the header, the footer's contact form)
 * the chunks of the first layout that imports it, which is this group's, so a Toaster imported
 * here statically put sonner in every public page. The forms import `toast` themselves (./toast);
 * sonner shows toasts made before its Toaster subscribed, so none is lost while it loads.
 */
export function AuthToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    const stop = () => {
      for (const type of FIRST_USE) window.removeEventListener(type, load, true);
      window.removeEventListener(TOAST_WANTED, load);
    };
    function load() {
      stop();
      import('sonner').then(
        (m) => live && setToaster(() => m.Toaster),
        // A failed chunk load (offline for a moment): the next toast asked for tries again.
        () => live && window.addEventListener(TOAST_WANTED, load),
      );
    }
    if (toastWanted()) {
      load();
    } else {
      for (const type of FIRST_USE) window.addEventListener(type, load, { capture: true, passive: true });
      window.addEventListener(TOAST_WANTED, load);
    }
    return () => {
      live = false;
      stop();
    };
  }, []);
  return Toaster ? <Toaster position="top-center" duration={TIMINGS.toast} offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton className={toastStyles.toaster} toastOptions={{ classNames: { closeButton: toastStyles.close } }} /> : null;
}
