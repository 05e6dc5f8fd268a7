'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { FormState, RowState } from '@/lib/domain/form-state';
import { MESSAGES } from '@/lib/domain/messages';
import { useHydrated } from '@/components/ui/use-hydrated';
import { notify } from './action-feedback';

/**
 * What the Puppies, Studs and Messages tabs share: an action's result is toasted, announced in the
 * aria-live region and, when it succeeded, the server-rendered list is refreshed; a row action
 * that returns its record (`row`, docs/scale.md: a toggle) updates that row through `onRow` instead, so
 * the page is not read again.
 */
export function useAdminList<T = never>(onRow?: (row: T) => void) {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  function report(result: RowState<T>) {
    notify(result);
    setAnnouncement(result.message ?? '');
    if (result.status !== 'ok') return;
    if (result.row !== undefined && onRow) onRow(result.row);
    else router.refresh();
  }
  /** After a form in the modal saved: announce and refresh (the form toasted already). */
  function saved(message: string) {
    setAnnouncement(message);
    router.refresh();
  }
  return { announcement, report, saved };
}

/** One row's buttons: `pending` while one of its actions runs; a failed request becomes `failure`. */
export function useRowAction<T = never>(onResult: (r: RowState<T>) => void) {
  const [pending, startTransition] = useTransition();
  // A row's buttons work only through this script: disabled until it runs, and while one runs.
  const hydrated = useHydrated();
  const disabled = pending || !hydrated;
  const run = (action: () => Promise<RowState<T>>, failure: string) =>
    startTransition(async () => {
      try {
        onResult(await action());
      } catch {
        // The request itself failed (offline, server restarted).
        onResult({ status: 'error', message: failure });
      }
    });
  /** Asks "Delete {name}?" first (docs/product.md §5). */
  const runDelete = (name: string, action: () => Promise<FormState>, failure: string) => {
    if (window.confirm(MESSAGES.admin.confirmDelete(name))) run(action, failure);
  };
  return { pending, disabled, run, runDelete };
}
