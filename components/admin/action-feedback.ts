'use client';

import { toast } from 'sonner';
import type { FormState } from '@/lib/domain/form-state';

/**
 * Shows an action's result as a sonner toast (the admin shell's Toaster closes it after 3 s).
 * Screen readers get the same text from the caller's aria-live region.
 */
export function notify(result: FormState): void {
  if (!result.message || result.status === 'idle') return;
  if (result.status === 'ok') toast.success(result.message);
  else toast.error(result.message);
}

/** Moves focus to the first field the server flagged, so a keyboard user lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
}
