'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { notify } from '@/components/admin/action-feedback';
import type { FormState } from '@/lib/domain/form-state';
import { ScriptButton } from './script-button';

/**
 * Deletes one record after the product's confirmation ("Delete {name}?", docs/product.md §5), then
 * returns to its list. `action` is the record's delete server action; `failure` is what the owner
 * reads when it cannot be reached.
 */
export function DeleteButton({
  id,
  name,
  label = `Delete ${name}`,
  action,
  failure,
  backTo,
}: {
  id: string;
  name: string;
  label?: string;
  action: (id: string) => Promise<FormState>;
  failure: string;
  backTo: string;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState('');
  return (
    <>
      <ScriptButton
        className="btn btn-outline"
        disabled={pending}
        onClick={() => {
          if (!window.confirm(`Delete ${name}?`)) return;
          start(async () => {
            const result = await action(id).catch((): FormState => ({ status: 'error', message: failure }));
            notify(result);
            setMessage(result.message ?? '');
            if (result.status === 'ok') router.push(backTo);
          });
        }}
      >
        {pending ? 'Deleting…' : label}
      </ScriptButton>
      <p role="status" aria-live="polite" className="visually-hidden">
        {message}
      </p>
    </>
  );
}
