'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { notify } from '@/components/admin/action-feedback';
import { useHydrated } from '@/components/ui/use-hydrated';
import { TESTIMONIAL_MESSAGES } from '@/lib/domain/testimonial-messages';
import { deleteTestimonialAction } from './actions';

/** Deletes a testimonial after the product's confirmation ("Delete {name}?"), then returns to the list. */
export function DeleteTestimonialButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [message, setMessage] = useState('');
  // The confirmation and the action are the script's: disabled until it runs.
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        disabled={pending || !hydrated}
        onClick={() => {
          if (!window.confirm(`Delete ${name}?`)) return;
          start(async () => {
            const result = await deleteTestimonialAction(id).catch(() => ({ status: 'error' as const, message: TESTIMONIAL_MESSAGES.deleteFailed }));
            notify(result);
            setMessage(result.message ?? '');
            if (result.status === 'ok') router.push('/admin/testimonials');
          });
        }}
      >
        {pending ? 'Deleting…' : 'Delete testimonial'}
      </button>
      <p role="status" aria-live="polite" className="visually-hidden">
        {message}
      </p>
    </>
  );
}
