'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { BELOW_HEADER } from '@/components/ui/toast-offset';
import toastStyles from '@/components/ui/toast.module.css';
import { TIMINGS } from '@/lib/domain/site';

/**
 * The account pages' toaster, loaded after the page instead of with it (docs/scale.md, first-load JS).
 * Next gives a client component shared by several layouts (the header, the footer's contact form)
 * the chunks of the first layout that imports it, which is this group's, so a Toaster imported
 * here statically put sonner in every public page. The forms import `toast` themselves; sonner
 * shows toasts made before its Toaster subscribed, so none is lost while it loads.
 */
export function AuthToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import('sonner').then((m) => live && setToaster(() => m.Toaster));
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster position="top-center" duration={TIMINGS.toast} offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton className={toastStyles.toaster} toastOptions={{ classNames: { closeButton: toastStyles.close } }} /> : null;
}
