'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { notify } from '@/components/admin/action-feedback';
import { MESSAGES } from '@/lib/domain/messages';
import { deleteFamilyOfApplicationAction } from './actions';
import { ScriptButton } from '../script-button';

const T = MESSAGES.familyAdmin;

/** The "Delete family" button: a confirmation naming the family, then back to the list. */
export function DeleteFamilyButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState('');
  return (
    <>
      <p>
        <ScriptButton
          className="btn btn-outline"
          disabled={pending}
          onClick={() => {
            if (!window.confirm(T.confirmDelete(name))) return;
            start(async () => {
              const result = await deleteFamilyOfApplicationAction(id).catch(() => ({ status: 'error' as const, message: T.deleteFailed }));
              notify(result);
              setMessage(result.message ?? '');
              if (result.status === 'ok') router.push('/admin/applications');
            });
          }}
        >
          {pending ? 'Deleting…' : T.deleteButton(name)}
        </ScriptButton>
      </p>
      <p role="status" aria-live="polite" className="visually-hidden">
        {message}
      </p>
    </>
  );
}
