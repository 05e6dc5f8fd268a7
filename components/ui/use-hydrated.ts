'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates, true once the component's handlers are
 * attached. A control that only works with its script (an admin form's upload and toast, a
 * password's Show button) is disabled with a reason or left out until then, so nothing on the page
 * is dead before hydration (docs/progressive-enhancement.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
