'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * A button that works only through its script (`type="button"`: no form posts it): disabled until
 * the page is hydrated, as well as whenever its own `disabled` says, so a tap on a phone whose
 * scripts are still loading is never silently lost (docs/admin-forms.md, "Admin forms never lose
 * a submit"). A button that opens a popover works without a script and stays a plain `<button>`.
 */
export function ScriptButton({ disabled, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const hydrated = useHydrated();
  return <button {...props} type="button" disabled={disabled || !hydrated} />;
}
