'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { showToast } from '@/components/ui/toast-outlet';
import { TIMINGS } from '@/lib/domain/site';

/**
 * Shows the "book by phone" warning toast and sends the visitor back to /studs after 1.5 s
 * (docs/product.md §2, §9). The page around it already says the same for people without JavaScript.
 */
export function BookRedirect({ notice }: { notice: string }) {
  const router = useRouter();
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    // The 1.5 s count from when the toast shows: sonner is loaded on first use (not with every
    // page), so the visitor still reads it that long. If it cannot load, the redirect happens anyway.
    // A fixed id keeps React's development double-run from stacking two toasts.
    void showToast('warning', notice, 'book-by-phone')
      .catch(() => undefined)
      .then(() => {
        if (live) timer = window.setTimeout(() => router.replace('/studs'), TIMINGS.bookingRedirect);
      });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [router, notice]);
  return null;
}
