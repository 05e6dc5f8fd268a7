/**
 * Toasts sit just below the sticky site header, never over the navigation (the /book notice
 * stays 3 s while the visitor may already want to click on). Sonner's own offsets otherwise.
 */
export const BELOW_HEADER = { top: 'calc(var(--header-h) + 0.75rem)' } as const;
