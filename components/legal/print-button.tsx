'use client';

import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Opens the browser's print dialog; the page's print stylesheet does the rest. Only the script can
 * open it, so the button is disabled in the server's HTML and enabled once the script runs.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <button type="button" className="btn btn-outline no-print" disabled={!hydrated} onClick={() => window.print()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
      </svg>
      {label}
    </button>
  );
}
